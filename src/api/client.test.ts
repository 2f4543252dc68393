import { expect } from 'chai';
import { call } from './client.js';
import { clearSession, isLoggedIn, setToken } from '../session/session.js';
import type { Endpoint } from './endpoint.js';
import { notices } from '../ui/notices.js';
import { control, fault, received, resetSandbox, sandboxUrl, useSandbox } from '../../test/browser/sandbox.js';

// The calls these tests make, paths the sandbox answers: one of each kind the client treats apart (no token,
// member only, kept for the session, encrypted).
const ping = { method: 'GET', path: '/wps/system/test/ping', auth: false, timeout: 20_000 } as const satisfies Endpoint;
const memberInfo = { method: 'GET', path: '/wps/member/info', auth: 'required' } as const satisfies Endpoint;
const country = { method: 'GET', path: '/wps/system/country', auth: false, cache: 'session' } as const satisfies Endpoint;
const gameVendors = { method: 'GET', path: '/wps/relay/GCSGAME_newGameVendor', cache: 'session' } as const satisfies Endpoint;
const login = { method: 'POST', path: '/wps/session/login', auth: false, encrypted: true } as const satisfies Endpoint;

/** Resolves with the rejection; a call that unexpectedly succeeds fails the test. */
const failure = (promise: Promise<unknown>): Promise<any> =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );

const lastOf = async (path: string) => (await received(path)).at(-1)!;

describe('platform client', () => {
  beforeEach(async () => {
    useSandbox();
    clearSession();
    notices.value = [];
    await resetSandbox();
  });

  it('sends the default headers and no Authorization without a session', async () => {
    await call(ping);
    const request = await lastOf('/wps/system/test/ping');
    expect(request.headers.merchant).to.equal('DEMO');
    expect(request.headers.language).to.equal('CN');
    expect(request.headers).to.not.have.property('authorization');
    expect(request.headers).to.not.have.property('moduleid');
  });

  it('sends the session token, and drops headers that are empty', async () => {
    setToken('tok-abcdefgh-123', 'DEMO');
    await call(ping, { headers: { Device: '', ModuleId: 'TEST3' }, alert: false }).catch(() => {});
    const request = await lastOf('/wps/system/test/ping');
    // ping is a no-auth call: the token must not leak to it.
    expect(request.headers).to.not.have.property('authorization');
    expect(request.headers).to.not.have.property('device');
    expect(request.headers.moduleid).to.equal('TEST3');
    await call(memberInfo, { alert: false }).catch(() => {});
    expect((await lastOf('/wps/member/info')).headers.authorization).to.equal('tok-abcdefgh-123');
  });

  it('sends GET data as a query string', async () => {
    await call(ping, { query: { speed: 42, empty: undefined } });
    const request = await lastOf('/wps/system/test/ping');
    expect(request.query).to.deep.equal({ speed: '42' });
  });

  it('shares identical GETs while they are in flight', async () => {
    await fault({ path: '/wps/system/test/ping', latencyMs: 300 });
    const [a, b] = await Promise.all([call(ping), call(ping)]);
    expect(a).to.equal(b);
    expect(await received('/wps/system/test/ping')).to.have.length(1);
    await call(ping);
    expect(await received('/wps/system/test/ping')).to.have.length(2);
  });

  it('keeps a cached endpoint in session storage', async () => {
    const first = await call<{ countryCode: string }>(country, { query: { _: 'DEMO' } });
    const second = await call<{ countryCode: string }>(country, { query: { _: 'DEMO' } });
    expect(second).to.deep.equal(first);
    expect(await received('/wps/system/country')).to.have.length(1);
  });

  /** Every key and value of session storage but the session record itself. */
  const storedOutsideSession = () =>
    Object.keys(sessionStorage)
      .filter((key) => key !== 'MC_SESSION_INFO')
      .map((key) => `${key}=${sessionStorage.getItem(key)}`)
      .join('\n');

  it('keys shared and cached answers by the session, never by its token', async () => {
    setToken('tok-cache-secret-1', 'DEMO');
    await call(gameVendors, { alert: false });
    await call(gameVendors, { alert: false });
    expect(await received('/wps/relay/GCSGAME_newGameVendor')).to.have.length(1);
    expect(storedOutsideSession()).to.include('mc:cache:').and.not.include('tok-cache-secret-1');
  });

  it("forgets the answers cached for one player when another player's token replaces it", async () => {
    setToken('tok-cache-first-1', 'DEMO');
    await call(gameVendors, { alert: false });
    setToken('tok-cache-second-2', 'DEMO');
    expect(storedOutsideSession()).to.not.include('mc:cache:');
    await call(gameVendors, { alert: false });
    expect(await received('/wps/relay/GCSGAME_newGameVendor')).to.have.length(2);
  });

  it('neither caches nor hands over an answer that lands after its session ended', async () => {
    setToken('tok-ended-early-1', 'DEMO');
    await fault({ path: '/wps/relay/GCSGAME_newGameVendor', latencyMs: 300, times: 1 });
    const pending = failure(call(gameVendors));
    await new Promise((r) => setTimeout(r, 50));
    clearSession();
    const error = await pending;
    expect(error.code).to.equal('aborted');
    expect(storedOutsideSession()).to.equal('');
    expect(notices.value).to.have.length(0);
  });

  it('drops the answers of calls still out when a 401 ends the session', async () => {
    setToken('tok-ended-by-401-1', 'DEMO');
    await fault({ path: '/wps/relay/GCSGAME_newGameVendor', latencyMs: 300, times: 1 });
    const slow = failure(call(gameVendors));
    await failure(call(memberInfo));
    expect(isLoggedIn.value).to.equal(false);
    expect((await slow).code).to.equal('aborted');
    expect(storedOutsideSession()).to.equal('');
    // One notice: the expired session, not a second one for the call it cut short.
    expect(notices.value.map((n) => n.kind)).to.deep.equal(['session-expired']);
  });

  it('gives up after the timeout with the timeout code', async () => {
    await fault({ path: '/wps/system/test/ping', latencyMs: 2000, times: 1 });
    const error = await failure(call(ping, { timeout: 300, alert: false }));
    expect(error.code).to.equal('timeout');
  });

  it('encrypts bodies so that the platform can read them, with the envelope headers', async () => {
    const body = { username: 'demo', password: 'demo1234', type: 'username', loginDeviceId: 'dev-ü €', isOfficialAppLogin: false };
    await call(login, { body });
    const request = await lastOf('/wps/session/login');
    expect(request.headers.encryption).to.equal('true');
    expect(request.headers['x-rsa']).to.match(/^[A-Za-z0-9+/]+=*$/);
    expect(request.headers['x-digest']).to.match(/^[0-9a-f]{32}$/);
    expect(request.body).to.deep.equal(body);
  });

  it('fetches the key again once when the platform changed it', async () => {
    await call(login, { body: { username: 'demo', password: 'demo1234', type: 'username', loginDeviceId: 'dev-1', isOfficialAppLogin: false } });
    const keyFetches = (await received('/wps/session/key/rsa')).length;
    await control('key/rotate', {});
    const value = await call<{ token: string }>(login, {
      body: { username: 'demo', password: 'demo1234', type: 'username', loginDeviceId: 'dev-1', isOfficialAppLogin: false },
    });
    expect(value.token).to.be.a('string');
    expect(await received('/wps/session/key/rsa')).to.have.length(keyFetches + 1);
    // The first attempt under the old key, then the retry.
    expect(await received('/wps/session/login')).to.have.length(3);
  });

  it('sends nothing and rejects with { success: false, message } when encryption fails', async () => {
    await control('key/rotate', {});
    await fault({ path: '/wps/session/key/rsa', status: 500, body: { success: false } });
    // A fresh page would have no key yet: rotate forces a refetch, which now fails.
    const error = await failure(call(login, { body: { username: 'x' }, alert: false }));
    expect(error.success).to.equal(false);
    expect(error.message).to.be.a('string');
    expect(await received('/wps/session/login')).to.have.length.lessThan(2);
  });

  it('ends the session on 401: storage cleared, notice shown, login requested', async () => {
    sessionStorage.setItem('unrelated', 'x');
    setToken('not-a-real-token-1', 'DEMO');
    const navigations: string[] = [];
    const onNavigate = (event: Event) => navigations.push((event as CustomEvent).detail.path);
    document.addEventListener('mc-navigate', onNavigate);
    const error = await failure(call(memberInfo));
    expect(error.status).to.equal(401);
    expect(isLoggedIn.value).to.equal(false);
    expect(sessionStorage.getItem('MC_SESSION_INFO')).to.equal(null);
    expect(sessionStorage.getItem('unrelated')).to.equal(null);
    expect(notices.value.map((n) => n.kind)).to.deep.equal(['session-expired']);
    notices.value[0]!.close();
    await new Promise((r) => setTimeout(r, 0));
    document.removeEventListener('mc-navigate', onNavigate);
    expect(navigations).to.deep.equal(['/m/login']);
  });

  for (const code of ['CUSTOMER_NOT_LOGIN', 'customer.not.login', 'login.not.session']) {
    it(`treats ${code} like a 401`, async () => {
      setToken('tok-abcdefgh-456', 'DEMO');
      await fault({ path: '/wps/system/test/ping', body: { success: false, errorCode: code, message: 'x' }, times: 1 });
      await call(ping).catch(() => {});
      expect(isLoggedIn.value).to.equal(false);
      expect(notices.value[0]?.kind).to.equal('session-expired');
    });
  }

  it('stays silent on 502 and on TOO_MANY_REQUEST codes', async () => {
    await fault({ path: '/wps/system/test/ping', status: 502, body: { success: false, message: 'bad gateway' }, times: 1 });
    expect((await failure(call(ping))).status).to.equal(502);
    await fault({ path: '/wps/system/test/ping', body: { success: false, errorCode: 'TOO_MANY_REQUEST_PING', message: 'slow down' }, times: 1 });
    expect((await failure(call(ping))).code).to.equal('TOO_MANY_REQUEST_PING');
    expect(notices.value).to.have.length(0);
  });

  it("shows the server's message, unless the call says alert: false", async () => {
    await call(login, { body: { username: 'demo', password: 'wrong-one', type: 'username', loginDeviceId: 'dev-1', isOfficialAppLogin: false }, alert: false }).catch(() => {});
    expect(notices.value).to.have.length(0);
    const error = await failure(call(login, { body: { username: 'demo', password: 'wrong-one', type: 'username', loginDeviceId: 'dev-1', isOfficialAppLogin: false } }));
    expect(error.code).to.equal('login.cred.err');
    expect(notices.value).to.have.length(1);
    expect(notices.value[0]!.message).to.equal(error.message).and.not.equal('');
  });

  it('reports an unreachable platform as a network error', async () => {
    const { configure } = await import('../index.js');
    configure({ api: 'http://127.0.0.1:9' });
    const error = await failure(call(ping, { alert: false }));
    expect(error.code).to.equal('network');
    configure({ api: sandboxUrl });
  });
});
