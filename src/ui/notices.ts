/**
 * The queue behind the shared notice dialog, toast and spinner overlay. It holds no React: the API's error
 * policy can raise a notice without pulling UI code, and the overlay that renders the queue loads with the
 * first element (or on the first notice).
 */
import { signal } from '@preact/signals-core';
import { lazyLayer } from '../element/lazy-layer.js';

export interface Notice {
  id: number;
  title: string;
  message: string;
  /** Label of the one button; defaults to the translated `confirm`. */
  confirmLabel?: string;
  /** Tag for grouping and tests, such as `session-expired`. */
  kind?: string;
  close: () => void;
}

export interface Toast {
  id: number;
  message: string;
}

export const notices = signal<readonly Notice[]>([]);
export const toasts = signal<readonly Toast[]>([]);
/** Non-null while the full-screen spinner shows; the text under it, possibly empty. */
export const spinner = signal<{ label: string } | null>(null);

let nextId = 1;

/** Makes sure something renders the queue; the overlay module is a separate chunk with React in it. */
export const ensureOverlay = lazyLayer(() => import('./overlay-host.js').then((module) => module.mountOverlay()));

/**
 * Shows a modal notice (SPEC §2 alert). The same message already on screen is not stacked twice. Resolves
 * when the player closes it.
 */
export function showNotice(input: { title: string; message: string; confirmLabel?: string; kind?: string }): Promise<void> {
  ensureOverlay();
  const existing = notices.value.find((n) => n.message === input.message && n.title === input.title);
  if (existing) return new Promise((resolve) => waitForClose(existing.id, resolve));
  return new Promise((resolve) => {
    const id = nextId++;
    const close = () => {
      notices.value = notices.value.filter((n) => n.id !== id);
      resolve();
    };
    notices.value = [...notices.value, { ...input, id, close }];
  });
}

function waitForClose(id: number, resolve: () => void): void {
  const stop = notices.subscribe((list) => {
    if (!list.some((n) => n.id === id)) {
      queueMicrotask(() => stop());
      resolve();
    }
  });
}

/** A short message that goes away by itself. */
export function showToast(message: string, durationMs = 2000): void {
  ensureOverlay();
  const id = nextId++;
  toasts.value = [...toasts.value, { id, message }];
  setTimeout(() => {
    toasts.value = toasts.value.filter((toast) => toast.id !== id);
  }, durationMs);
}

export const SPINNER_TIMEOUT_MS = 10_000;
let spinnerTimer: ReturnType<typeof setTimeout> | undefined;

/** Full-screen spinner; hides itself after 10 s (SPEC §2) so a lost answer never locks the page. */
export function showSpinner(label = '', timeoutMs = SPINNER_TIMEOUT_MS): void {
  ensureOverlay();
  spinner.value = { label };
  clearTimeout(spinnerTimer);
  spinnerTimer = setTimeout(hideSpinner, timeoutMs);
}

export function hideSpinner(): void {
  clearTimeout(spinnerTimer);
  spinner.value = null;
}

/** How often, and how far apart, an error alert hides the spinner again (SPEC §9). */
export const ERROR_HIDE_REPEATS = 3;
export const ERROR_HIDE_INTERVAL_MS = 1000;

/**
 * Hides the spinner for an error alert, now and then 3 more times 1 s apart: a loading indicator that a
 * slower part of the same action shows after the failure must not cover the alert.
 */
export function hideSpinnerForError(): void {
  hideSpinner();
  for (let i = 1; i <= ERROR_HIDE_REPEATS; i++) setTimeout(hideSpinner, i * ERROR_HIDE_INTERVAL_MS);
}
