import { expect } from 'chai';
import './index.js';
import { configure } from '../../src/config/index.js';
import { setLanguage } from '../../src/i18n/index.js';
import { closeAllPrompts, requestPrompt } from '../../src/prompts/index.js';
import { loadPushKit } from '../../src/push/index.js';
import { clearSession, loginGuardReleased, loginWithPassword, logout } from '../../src/session/index.js';
import { notices, toasts } from '../../src/ui/notices.js';
import { control, received, resetSandbox, sandboxUrl, useSandbox } from '../../test/browser/sandbox.js';
import { pushStandIn, type PushStandIn } from '../../test/browser/push-stand-in.js';
import { until } from '../../test/browser/wait.js';

type PushElement = HTMLElementTagNameMap['mc-push-prompt'];

interface Recorded {
  registrationToken: string;
  username: string | null;
  topics: string[];
}

const recorded = (): Promise<Recorded[]> => control('push');

/** Polls an asynchronous read until it gives something truthy. */
async function waitFor<T>(read: () => Promise<T>, what: string): Promise<NonNullable<T>> {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (value) return value as NonNullable<T>;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('<mc-push-prompt>', () => {
  let el: PushElement;
  let push: PushStandIn;
  const dialog = () => el.shadowRoot?.querySelector<HTMLDialogElement>('dialog[open]') ?? null;
  const part = (name: string) => el.shadowRoot?.querySelector<HTMLButtonElement>(`[part~="${name}"]`) ?? null;

  async function start(standIn: PushStandIn): Promise<void> {
    push = standIn;
    configure({ pushAdapter: standIn });
    (await loadPushKit()).forgetPushAdapter();
    const holder = document.createElement('div');
    holder.innerHTML = '<mc-push-prompt delay="0"></mc-push-prompt>';
    el = holder.firstElementChild as PushElement;
    document.body.append(el);
  }

  beforeEach(async () => {
    useSandbox();
    clearSession();
    closeAllPrompts();
    for (const key of ['PUSH_registrationToken', 'PUSH_bound']) localStorage.removeItem(key);
    sessionStorage.removeItem('PUSH_skipPrompt');
    await resetSandbox();
    await setLanguage('EN');
    await loginGuardReleased();
    await loginWithPassword({ username: 'demo', password: 'demo1234' });
  });

  afterEach(() => {
    el?.remove();
    closeAllPrompts();
    clearSession();
    for (const notice of notices.value) notice.close();
  });

  after(async () => {
    await setLanguage('CN');
    localStorage.removeItem('language');
  });

  it('asks, and on allow binds the token and subscribes it to ALL', async () => {
    await start(pushStandIn('default', 'granted'));
    const shown = await until(dialog, 'the opt-in prompt');
    expect(shown.textContent).to.contain('Turn on notifications');
    part('allow')!.click();
    // Binding and subscribing are two calls: the entry is read once the second has landed too.
    const entry = await waitFor(async () => (await recorded()).find((bound) => bound.topics.length), 'the binding and its topic');
    expect(entry).to.deep.include({ username: 'demo', topics: ['ALL'] });
    expect(entry!.registrationToken).to.match(/^stand-in:token-/);
    expect(localStorage.getItem('PUSH_bound')).to.equal('1');
  });

  it('binds at once where notifications are allowed, and unsubscribes when the session ends', async () => {
    await start(pushStandIn('granted'));
    await waitFor(async () => (await recorded()).length === 1, 'the binding');
    expect(dialog()).to.equal(null);
    await logout();
    await waitFor(async () => (await recorded()).length === 0, 'the unsubscription');
    expect(localStorage.getItem('PUSH_bound')).to.equal(null);
  });

  it('offline, a session that ends forgets the binding at once and tells the platform once back online', async () => {
    await start(pushStandIn('granted'));
    await waitFor(async () => (await recorded()).length === 1, 'the binding');
    // The platform cannot be reached: every call fails as it does offline.
    configure({ api: 'http://127.0.0.1:9' });
    try {
      await logout();
      await until(() => localStorage.getItem('PUSH_bound') === null, 'the binding forgotten on the device');
      expect(await recorded()).to.have.length(1);
    } finally {
      configure({ api: sandboxUrl });
    }
    window.dispatchEvent(new Event('online'));
    await waitFor(async () => (await recorded()).length === 0, 'the unsubscription once online');
  });

  it('shows a message that arrives while the page is open', async () => {
    const standIn = pushStandIn('granted');
    let deliver: ((message: { title?: string; body?: string }) => void) | null = null;
    standIn.onMessage = (listener) => {
      deliver = listener;
      return () => (deliver = null);
    };
    await start(standIn);
    const messages: unknown[] = [];
    el.addEventListener('mc-push-prompt-message', (event) => messages.push((event as CustomEvent).detail));
    await until(() => deliver, 'the message listener');
    deliver!({ title: 'Draw 2041', body: 'Results are out' });
    expect(messages).to.deep.equal([{ title: 'Draw 2041', body: 'Results are out' }]);
    await until(() => toasts.value.some((toast) => toast.message === 'Draw 2041 — Results are out'), 'the toast');
  });

  it('renews a token older than 7 days', async () => {
    const old = 'stand-in:old-token-0001';
    localStorage.setItem('PUSH_registrationToken', JSON.stringify({ token: old, at: Date.now() - 8 * 24 * 3600 * 1000 }));
    await start(pushStandIn('granted'));
    const bound = await waitFor(async () => {
      const list = await recorded();
      return list.length === 1 && list[0]!.registrationToken !== old ? list[0] : null;
    }, 'the new token');
    expect(bound.username).to.equal('demo');
    expect(push.deleted).to.equal(1);
    const dropped = await received('/wps/relay/CSP_fcmUnsubscribe');
    expect(dropped.map((call) => call.body)).to.deep.equal([{ registrationToken: old, unsubscribeAll: true }]);
    expect(JSON.parse(localStorage.getItem('PUSH_registrationToken')!).token).to.not.equal(old);
  });

  it('remembers "not now" for the session', async () => {
    await start(pushStandIn('default'));
    await until(dialog, 'the prompt');
    part('not-now')!.click();
    await until(() => !dialog(), 'the prompt to close');
    expect(sessionStorage.getItem('PUSH_skipPrompt')).to.equal('1');
    el.remove();
    await start(pushStandIn('default'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(dialog()).to.equal(null);
    expect(push.asked).to.equal(0);
  });

  it('says how to allow notifications later when the browser denies them', async () => {
    await start(pushStandIn('default', 'denied'));
    await until(dialog, 'the prompt');
    part('allow')!.click();
    await until(() => notices.value.find((notice) => notice.kind === 'push-denied'), 'the denial notice');
    expect(notices.value.at(-1)!.message).to.contain('Notifications are blocked');
    expect(await recorded()).to.deep.equal([]);
  });

  it('waits behind a higher prompt', async () => {
    let installShowing = false;
    const install = requestPrompt('install', () => {
      installShowing = true;
      return () => (installShowing = false);
    });
    await start(pushStandIn('default'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(dialog()).to.equal(null);
    expect(installShowing).to.equal(true);
    install.close();
    await until(dialog, 'the push prompt after the install prompt');
  });
});
