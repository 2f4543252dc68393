/**
 * The domain-error modal's state (SPEC §2, §4): shown when the status answers `domain_not_available`. Showing
 * hides the loading indicator, loads the domain list and the customer-service entries from the domain route,
 * and opens the modal; retry races the lines, uses the fastest and asks for the status again. Show and hide
 * live here only, so that a prompt arbiter can be put in front of them.
 */
import { signal } from '@preact/signals-core';
import { lazyLayer } from '../element/lazy-layer.js';
import { requestPrompt, type PromptHandle } from '../prompts/arbiter.js';
import { hideSpinner } from '../ui/notices.js';
import { useLine } from './lines.js';
import { candidateLines, fetchDomainRoute, measureLines, raceLines } from './line-race.js';

export interface DomainErrorState {
  /** The platform's message, shown under the title; empty when it sent none. */
  message: string;
  /** `loading` while the list loads, `retrying` while lines race and the status is asked again. */
  phase: 'loading' | 'ready' | 'retrying';
  domains: readonly string[];
  customerService: readonly unknown[];
  /** `lines`: the line-switch and customer-service screen. */
  view: 'main' | 'lines';
  /** Ping times of the lines on the line-switch screen; null entries did not answer. */
  measured: readonly { line: string; ms: number | null }[] | null;
  /** True after a retry that did not bring the platform back. */
  retryFailed: boolean;
}

export const domainError = signal<DomainErrorState | null>(null);
/**
 * Whether the modal is on screen: it asks the prompt arbiter as `maintenance` (docs/install.md), so an app
 * upgrade goes first and lower prompts wait until the platform answers again.
 */
export const domainErrorShowing = signal(false);
let prompt: PromptHandle | null = null;

let reload: () => Promise<unknown> = async () => undefined;

/** Puts the modal's layer on the page, once. */
const ensureLayer = lazyLayer(() => import('./domain-error-layer.js').then((module) => module.mountDomainErrorLayer()));

function update(patch: Partial<DomainErrorState>): void {
  if (domainError.value) domainError.value = { ...domainError.value, ...patch };
}

/** Opens the modal (or refreshes it when open). `retry` is what asks the platform again (the status call). */
export function showDomainError({ message = '', retry }: { message?: string; retry: () => Promise<unknown> }): void {
  reload = retry;
  hideSpinner();
  ensureLayer();
  const open = domainError.value;
  domainError.value = {
    message,
    phase: open?.phase === 'retrying' ? 'retrying' : 'loading',
    domains: open?.domains ?? [],
    customerService: open?.customerService ?? [],
    view: open?.view ?? 'main',
    measured: open?.measured ?? null,
    // Shown again while (or just after) a retry: that retry did not bring the platform back.
    retryFailed: open?.phase === 'retrying' || (open?.retryFailed ?? false),
  };
  if (!prompt) {
    const handle = requestPrompt('maintenance', () => {
      domainErrorShowing.value = true;
      return () => (domainErrorShowing.value = false);
    });
    prompt = handle;
    void handle.closed.then(() => {
      if (prompt === handle) prompt = null;
    });
  }
  if (!open) {
    void fetchDomainRoute().then(
      (route) => update({ phase: 'ready', domains: route.domainList, customerService: route.customerService }),
      () => update({ phase: 'ready' }),
    );
  }
}

export function hideDomainError(): void {
  domainError.value = null;
  const handle = prompt;
  prompt = null;
  handle?.close();
  domainErrorShowing.value = false;
}

/** Retry: race the lines, use the fastest, ask for the status again; the modal closes once it answers. */
export async function retryDomainError(line?: string): Promise<void> {
  if (!domainError.value || domainError.value.phase === 'retrying') return;
  update({ phase: 'retrying', retryFailed: false });
  const winner = line ?? (await raceLines(candidateLines()));
  if (winner) useLine(winner === location.origin ? null : winner);
  try {
    await reload();
    hideDomainError();
  } catch {
    update({ phase: 'ready', retryFailed: true });
  }
}

/** Opens the line-switch and customer-service screen, measuring every line. */
export async function showLineSwitch(): Promise<void> {
  update({ view: 'lines', measured: null });
  const measured = await measureLines(candidateLines());
  update({ measured });
}

export function showDomainErrorMain(): void {
  update({ view: 'main' });
}
