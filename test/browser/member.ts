/** What the member element tests share: a fresh sandbox, English, and a logged-in demo player when asked. */
import { setLanguage } from '../../src/i18n/index.js';
import { clearSession, loginGuardReleased, loginWithPassword } from '../../src/session/index.js';
import { merchantStatus } from '../../src/platform/merchant-status.js';
import { resetSandbox, useSandbox } from './sandbox.js';

export async function freshStart(): Promise<void> {
  useSandbox();
  clearSession();
  merchantStatus.value = null;
  await resetSandbox();
  await setLanguage('EN');
  await loginGuardReleased();
}

export async function logInAs(username = 'demo', password = 'demo1234'): Promise<void> {
  await loginWithPassword({ username, password });
}

/** Mounts `<tag>` with attributes and returns it, with a helper to query its shadow root. */
export function mountElement(tag: string, attributes = ''): { el: HTMLElement; $: <T extends Element = HTMLElement>(selector: string) => T | null } {
  const holder = document.createElement('div');
  holder.innerHTML = `<${tag} ${attributes}></${tag}>`;
  const el = holder.firstElementChild as HTMLElement;
  document.body.append(el);
  return { el, $: (selector) => el.shadowRoot!.querySelector(selector) };
}
