/** Small helpers for driving React-controlled forms inside shadow roots. */
import { notices } from '../../src/ui/notices.js';

/** Types into a React-controlled input the way the browser reports typing. */
export function type(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The message of the notice on screen, if any. */
export const noticeMessage = (): string | undefined => notices.value[0]?.message;

/** The texts of the toasts on screen. */
export const toastTexts = (): string[] =>
  [...(document.querySelector('[data-mc-overlay]')?.shadowRoot?.querySelectorAll('.mc-toast') ?? [])].map((toast) => toast.textContent ?? '');

/** The text shown as a field's error (through aria-describedby), or null. */
export function fieldError(input: HTMLInputElement): string | null {
  const id = input.getAttribute('aria-describedby');
  return id ? ((input.getRootNode() as ShadowRoot).getElementById(id)?.textContent ?? null) : null;
}
