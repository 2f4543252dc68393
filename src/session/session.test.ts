import { expect } from 'chai';
import { DEFAULT_PASSWORD, loginInProgress, loginWithPassword } from './login.js';
import { adoptTokenFromUrl, clearSession, isLoggedIn, sessionInfo } from './session.js';
import { logout } from './logout.js';
import { merchantStatus } from '../platform/merchant-status.js';
import { notices } from '../ui/notices.js';
import { MERCHANT, control, fault, received, resetSandbox, sandboxUrl, useSandbox } from '../../test/browser/sandbox.js';
import { loginGuardOpen as guardReleased } from '../../test/browser/wait.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function storedSession(): Record<string, unknown> | null {
  const raw = sessionStorage.getItem('MC_SESSION_INFO');
  return raw === null ? null : JSON.parse(raw);
}

/** Waits until the 500 ms login guard of an earlier test has opened again. */
async function loginGuardOpen(): Promise<void> {
  await guardReleased(loginInProgress);
  expect(loginInProgress(), 'login guard still closed').to.equal(false);
}

/** Asks the sandbox directly, as any client would, who a token belongs to. */
function memberInfoStatus(token: string): Promise<number> {
  return fetch(`${sandboxUrl}/wps/member/info`, { headers: { Authorization: token, Merchant: MERCHANT } }).then(
    (response) => response.status,
  );
}

describe('token handed over in the address', () => {
  const originalUrl = location.href;

  beforeEach(() => clearSession());

  afterEach(() => {
    history.replaceState(history.state, '', originalUrl);
    clearSession();
  });

  function visit(query: string, hash = '') {
    const url = new URL(originalUrl);
    history.replaceState(history.state, '', `${url.pathname}${url.search}&${query}${hash}`);
  }

  it('takes ?token=, stores the session and removes the token from the address', () => {
    visit('a=1&token=tok-abcdefgh_123.xyz&b=two', '#section');
    expect(adoptTokenFromUrl('DEMO')).to.equal('tok-abcdefgh_123.xyz');
    expect(storedSession()).to.deep.equal({
      id: '',
      token: 'tok-abcdefgh_123.xyz',
      merchantCode: 'DEMO',
      userName: '',
      type: 0,
      firstTimeLogin: false,
    });
    expect(isLoggedIn.value).to.equal(true);
    expect(location.href).to.not.contain('tok-abcdefgh');
    expect(location.href).to.not.match(/[?&]token=/);
    const url = new URL(location.href);
    expect(url.searchParams.get('a')).to.equal('1');
    expect(url.searchParams.get('b')).to.equal('two');
    expect(url.searchParams.get('wtr-session-id')).to.equal(new URL(originalUrl).searchParams.get('wtr-session-id'));
    expect(url.hash).to.equal('#section');
  });

  it('takes ?tokens= the same way', () => {
    visit('tokens=Zm9vYmFyYmF6cXV4', '#x');
    expect(adoptTokenFromUrl('DEMO')).to.equal('Zm9vYmFyYmF6cXV4');
    expect(sessionInfo.value?.token).to.equal('Zm9vYmFyYmF6cXV4');
    expect(storedSession()?.token).to.equal('Zm9vYmFyYmF6cXV4');
    expect(location.href).to.not.contain('tokens=');
    expect(location.hash).to.equal('#x');
  });

  it('keeps the + of a base64 token passed unencoded, and the other parameters as written', () => {
    visit('q=a%20b&token=ab+cd/ef==xy&z=1');
    expect(adoptTokenFromUrl('DEMO')).to.equal('ab+cd/ef==xy');
    expect(location.search).to.contain('q=a%20b');
    expect(location.search).to.contain('z=1');
    expect(location.search).to.not.contain('token');
  });

  it('strips a malformed token from the address without adopting it', () => {
    visit(`c=3&token=${encodeURIComponent('"><script>alert(1)</script>')}`);
    expect(adoptTokenFromUrl('DEMO')).to.equal(null);
    expect(storedSession()).to.equal(null);
    expect(isLoggedIn.value).to.equal(false);
    expect(location.href).to.not.contain('token=');
    expect(location.href).to.not.contain('script');
    expect(new URL(location.href).searchParams.get('c')).to.equal('3');
  });

  it('leaves the address alone and returns null when there is no token', () => {
    visit('c=3', '#h');
    const before = location.href;
    expect(adoptTokenFromUrl('DEMO')).to.equal(null);
    expect(location.href).to.equal(before);
    expect(storedSession()).to.equal(null);
  });
});

describe('password login against the platform', () => {
  beforeEach(async () => {
    useSandbox();
    clearSession();
    notices.value = [];
    // Each test stands for a page that has not yet asked the platform for the merchant's settings.
    merchantStatus.value = null;
    await resetSandbox();
    await loginGuardOpen();
  });

  afterEach(() => {
    clearSession();
    notices.value = [];
  });

  it('logs in, goes home, stores the session with the member fetched, and sends the login body', async () => {
    const result = await loginWithPassword({ username: 'demo', password: 'demo1234' });
    expect(result).to.not.equal(null);
    expect(result!.destination).to.equal('/m/home');
    expect(result!.passwordChangeReason).to.equal(null);
    expect(result!.token).to.be.a('string').and.not.equal('');

    const stored = storedSession()!;
    expect(stored).to.include({ token: result!.token, merchantCode: 'DEMO', userName: 'demo', type: 0, firstTimeLogin: false });
    expect(stored.id).to.be.a('string').and.not.equal('');
    expect(Object.keys(stored).sort()).to.deep.equal(['firstTimeLogin', 'id', 'merchantCode', 'token', 'type', 'userName']);
    const [member] = await received('/wps/member/info');
    expect(member!.headers.authorization).to.equal(result!.token);

    const [login] = await received('/wps/session/login');
    expect(login!.body).to.include({ username: 'demo', password: 'demo1234', type: 'username', isOfficialAppLogin: false });
    expect(login!.body.loginDeviceId).to.be.a('string').and.match(/^[0-9a-f]{16}$/);
    expect(login!.headers.encryption).to.equal('true');
  });

  it('trims the user name before sending it', async () => {
    const result = await loginWithPassword({ username: '  demo ', password: 'demo1234' });
    expect(result?.destination).to.equal('/m/home');
    expect((await received('/wps/session/login'))[0]!.body.username).to.equal('demo');
  });

  it('lets only one login run at a time, and another one 500 ms after it finished', async () => {
    const [first, second] = await Promise.all([
      loginWithPassword({ username: 'demo', password: 'demo1234' }),
      loginWithPassword({ username: 'demo', password: 'demo1234' }),
    ]);
    expect(first?.destination).to.equal('/m/home');
    expect(second).to.equal(null);
    expect(await received('/wps/session/login')).to.have.length(1);

    // Still inside the guard time.
    expect(await loginWithPassword({ username: 'demo', password: 'demo1234' })).to.equal(null);
    expect(await received('/wps/session/login')).to.have.length(1);

    await sleep(550);
    const third = await loginWithPassword({ username: 'demo', password: 'demo1234' });
    expect(third?.destination).to.equal('/m/home');
    expect(await received('/wps/session/login')).to.have.length(2);
  });

  it('keeps the guard closed after a failed login too', async () => {
    const error = await loginWithPassword({ username: 'demo', password: 'wrong-pass' }, { alert: false }).catch((e) => e);
    expect(error.code).to.equal('login.cred.err');
    expect(storedSession()).to.equal(null);
    expect(await loginWithPassword({ username: 'demo', password: 'demo1234' })).to.equal(null);
    await sleep(550);
    expect((await loginWithPassword({ username: 'demo', password: 'demo1234' }))?.destination).to.equal('/m/home');
  });

  it('sends a first-time player to the password change', async () => {
    await control('players', { username: 'newcomer', password: 'fresh-pass-1', firstTimeLogin: true });
    const result = await loginWithPassword({ username: 'newcomer', password: 'fresh-pass-1' });
    expect(result?.destination).to.equal('/m/changePsw');
    expect(result?.passwordChangeReason).to.equal('first-login');
    expect(result?.firstTimeLogin).to.equal(true);
    expect(storedSession()).to.include({ userName: 'newcomer', firstTimeLogin: true });
  });

  it('sends a player whose password expired to the password change when PWDEXPFORCECHANGE3 is on', async () => {
    await control('switches', { PWDEXPFORCECHANGE3: true });
    await control('players', { username: 'expired1', password: 'old-pass-1', passwordExpired: true });
    const result = await loginWithPassword({ username: 'expired1', password: 'old-pass-1' });
    expect(result?.passwordExpired).to.equal(true);
    expect(result?.destination).to.equal('/m/changePsw');
    expect(result?.passwordChangeReason).to.equal('expired');
  });

  it('sends the same player home when PWDEXPFORCECHANGE3 is off', async () => {
    await control('switches', { PWDEXPFORCECHANGE3: false });
    await control('players', { username: 'expired1', password: 'old-pass-1', passwordExpired: true });
    const result = await loginWithPassword({ username: 'expired1', password: 'old-pass-1' });
    expect(result?.passwordExpired).to.equal(true);
    expect(result?.destination).to.equal('/m/home');
    expect(result?.passwordChangeReason).to.equal(null);
    // The decision followed the merchant's settings, not a default.
    expect(await received('/wps/system/status')).to.have.length(1);
  });

  it('sends a player still on the default password to the password change', async () => {
    await control('players', { username: 'mobile01', password: DEFAULT_PASSWORD });
    const result = await loginWithPassword({ username: 'mobile01', password: DEFAULT_PASSWORD });
    expect(result?.destination).to.equal('/m/changePsw');
    expect(result?.passwordChangeReason).to.equal('default-password');
  });

  it('rejects a wrong password with the platform code and stores nothing', async () => {
    const error = await loginWithPassword({ username: 'demo', password: 'wrong-pass' }).catch((e) => e);
    expect(error.code).to.equal('login.cred.err');
    expect(storedSession()).to.equal(null);
    expect(isLoggedIn.value).to.equal(false);
    expect(notices.value.map((n) => n.message)).to.deep.equal([error.message]);
  });

  it('still logs in when the member info cannot be fetched', async () => {
    await fault({ path: '/wps/member/info', status: 500, body: { success: false, errorCode: 'server.error', message: 'x' }, times: 1 });
    const result = await loginWithPassword({ username: 'demo', password: 'demo1234' });
    expect(result?.destination).to.equal('/m/home');
    expect(storedSession()?.token).to.equal(result!.token);
    expect(notices.value).to.have.length(0);
  });

  it('logs out: the session is gone here and the token is dead on the platform', async () => {
    const result = await loginWithPassword({ username: 'demo', password: 'demo1234' });
    const oldToken = result!.token;
    expect(await memberInfoStatus(oldToken)).to.equal(200);

    await logout();
    expect(isLoggedIn.value).to.equal(false);
    expect(sessionInfo.value).to.equal(null);
    expect(storedSession()).to.equal(null);
    const [request] = await received('/wps/session/logout');
    expect(request!.headers.authorization).to.equal(oldToken);
    expect(await memberInfoStatus(oldToken)).to.equal(401);
  });

  it('logs out locally even when the platform cannot be reached', async () => {
    await loginWithPassword({ username: 'demo', password: 'demo1234' });
    expect(isLoggedIn.value).to.equal(true);
    await fault({ path: '/wps/session/logout', status: 503, body: { success: false, errorCode: 'down', message: 'down' } });
    await logout();
    expect(await received('/wps/session/logout')).to.have.length(1);
    expect(storedSession()).to.equal(null);
    expect(isLoggedIn.value).to.equal(false);
    expect(notices.value).to.have.length(0);
  });
});
