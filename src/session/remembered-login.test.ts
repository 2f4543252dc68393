import { expect } from 'chai';
import { clearSession, isLoggedIn, setToken } from './session.js';
import { configure } from '../config/config.js';
import { forgetRememberedLogin, rememberLogin } from './remember.js';
import { loadStatus } from '../platform/merchant-status.js';
import { loginInProgress, loginWithPassword } from './login.js';
import { autoLogin, autoLoginSkipReason } from './auto-login.js';
import { rememberedLogin, rememberedPassword } from './remembered-login.js';

/** The stored `autoLogin` flag. */
const autoLoginKey = {
  read: () => localStorage.getItem('autoLogin'),
  write: (value: string) => localStorage.setItem('autoLogin', value),
  remove: () => localStorage.removeItem('autoLogin'),
};
import { applyErrorPolicy } from '../api/error-policy.js';
import { ApiError } from '../api/api-error.js';
import { notices } from '../ui/notices.js';
import { control, MERCHANT, received, resetSandbox, useSandbox } from '../../test/browser/sandbox.js';
import { loginGuardOpen } from '../../test/browser/wait.js';

const PASSWORD = 'demo1234';

/** Everything a page can read back from storage, as one string. */
async function everythingStored(): Promise<string> {
  const idb = await new Promise<string>((resolve) => {
    const open = indexedDB.open('mc-elements', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('keys');
    open.onsuccess = () => {
      const all = open.result.transaction('keys').objectStore('keys').getAll();
      all.onsuccess = () => {
        open.result.close();
        resolve(JSON.stringify(all.result.map((entry: unknown) => (entry instanceof CryptoKey ? entry.algorithm : entry))));
      };
    };
  });
  return JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie + idb;
}

/** Every test starts from the seeded platform, with nothing remembered, no session and no notice open. */
async function startFresh(): Promise<void> {
  useSandbox();
  clearSession();
  forgetRememberedLogin();
  autoLoginKey.remove();
  notices.value = [];
  await resetSandbox();
  await loadStatus();
  await loginGuardOpen(loginInProgress);
}

describe('remembered login', () => {
  beforeEach(async () => {
    await startFresh();
  });

  afterEach(() => {
    for (const notice of notices.value) notice.close();
    forgetRememberedLogin();
    autoLoginKey.remove();
    clearSession();
  });

  it('keeps user name and type readable, the password only sealed: no storage holds it or its Base64', async () => {
    await loginWithPassword({ username: 'demo', password: PASSWORD }, { remember: true });
    expect(rememberedLogin()).to.deep.equal({ type: 'username', username: 'demo', merchant: MERCHANT, hasPassword: true });
    expect(autoLoginKey.read()).to.equal('1');
    const stored = await everythingStored();
    for (const form of [PASSWORD, btoa(PASSWORD), btoa(btoa(PASSWORD)), btoa(PASSWORD).replace(/=+$/, '')]) {
      expect(stored).not.to.contain(form);
    }
    const record = JSON.parse(localStorage.getItem('remPass')!);
    expect(Object.keys(record).sort()).to.deep.equal(['merchant', 'secret', 'type', 'username']);
    expect(await rememberedPassword()).to.equal(PASSWORD);
  });

  it('a ciphertext altered in storage opens to nothing, not to garbage', async () => {
    await rememberLogin({ type: 'username', username: 'demo', password: PASSWORD });
    const record = JSON.parse(localStorage.getItem('remPass')!);
    record.secret.data = btoa('tampered-bytes-here');
    localStorage.setItem('remPass', JSON.stringify(record));
    expect(await rememberedPassword()).to.equal(null);
  });

  it('reads the legacy remPass + sass pair once, seals it and deletes the readable copy', async () => {
    const sass = 'k9Xq2LmZ';
    localStorage.setItem('remPass', JSON.stringify({ type: 'username', username: 'demo', merchant: MERCHANT, password: btoa(btoa(PASSWORD) + sass) }));
    localStorage.setItem('sass', sass);
    expect(rememberedLogin()?.hasPassword).to.equal(true);
    expect(await rememberedPassword()).to.equal(PASSWORD);
    expect(localStorage.getItem('sass')).to.equal(null);
    const migrated = localStorage.getItem('remPass')!;
    expect(migrated).not.to.contain('password');
    expect(await everythingStored()).not.to.contain(btoa(PASSWORD));
    expect(await rememberedPassword()).to.equal(PASSWORD);
  });

  it('remembers nothing but the number for an SMS login, and no password without a choice', async () => {
    await rememberLogin({ type: 'sms', username: '0912345678', password: 'ignored' });
    expect(rememberedLogin()).to.deep.equal({ type: 'sms', username: '0912345678', merchant: MERCHANT, hasPassword: false });
    expect(localStorage.getItem('remPass')).not.to.contain('secret');
  });

  it('forgets the remembered login on login.cred.err and not.exists.user', async () => {
    for (const [username, password] of [['demo', 'wrong-pass'], ['nobody', PASSWORD]] as const) {
      await rememberLogin({ type: 'username', username: 'demo', password: PASSWORD });
      await loginWithPassword({ username, password }, { alert: false }).catch(() => {});
      expect(rememberedLogin(), username).to.equal(null);
      await loginGuardOpen(loginInProgress);
    }
  });

  it('unticking "remember me" at a login forgets it and turns auto-login off', async () => {
    await rememberLogin({ type: 'username', username: 'demo', password: PASSWORD });
    await loginWithPassword({ username: 'demo', password: PASSWORD }, { remember: false });
    expect(rememberedLogin()).to.equal(null);
    expect(autoLoginKey.read()).to.equal('0');
  });

  it('token_ip_different sets autoLogin to 0', () => {
    autoLoginKey.write('1');
    applyErrorPolicy(new ApiError('token_ip_different', 'moved', 401), { alert: false });
    expect(autoLoginKey.read()).to.equal('0');
  });
});

describe('auto-login', () => {
  beforeEach(async () => {
    await startFresh();
    await rememberLogin({ type: 'username', username: 'demo', password: PASSWORD });
    autoLoginKey.write('1');
  });

  afterEach(() => {
    for (const notice of notices.value) notice.close();
    forgetRememberedLogin();
    autoLoginKey.remove();
    configure({ merchant: MERCHANT });
    clearSession();
  });

  it('logs the remembered player in', async () => {
    expect(await autoLoginSkipReason('')).to.equal(null);
    const result = await autoLogin();
    expect(result?.destination).to.equal('/m/home');
    expect(isLoggedIn.value).to.equal(true);
    const [sent] = await received('/wps/session/login');
    expect(sent!.body).to.include({ username: 'demo', password: PASSWORD, type: 'username' });
  });

  it('is skipped in every case SPEC §4 lists', async () => {
    setToken('a-token-of-someone', MERCHANT);
    expect(await autoLoginSkipReason('')).to.equal('session');
    clearSession();
    expect(await autoLoginSkipReason('?redirectUrl=https%3A%2F%2Fx')).to.equal('query');
    expect(await autoLoginSkipReason('?backUrl=%2Fm%2Fgame')).to.equal('query');
    autoLoginKey.write('0');
    expect(await autoLoginSkipReason('')).to.equal('turned-off');
    autoLoginKey.write('1');
    configure({ merchant: 'OTHER' });
    expect(await autoLoginSkipReason('')).to.equal('merchant');
    configure({ merchant: MERCHANT });
    await rememberLogin({ type: 'sms', username: '0912345678' });
    expect(await autoLoginSkipReason('')).to.equal('sms');
    await rememberLogin({ type: 'username', username: 'demo', password: PASSWORD });
    await control('switches', { MOBILEAUTOLOGIN3: false });
    await loadStatus();
    expect(await autoLoginSkipReason('')).to.equal('switch-off');
    await control('switches', { MOBILEAUTOLOGIN3: true, GEETEST3: true });
    await loadStatus();
    expect(await autoLoginSkipReason('')).to.equal('captcha');
    expect(await autoLogin()).to.equal(null);
    expect(await received('/wps/session/login')).to.have.length(0);
  });
});
