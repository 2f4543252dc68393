/**
 * One modal prompt at a time (SPEC §2, §4). Every modal prompt of the kit asks here before it shows: the app
 * upgrade, maintenance, the update refresh, the reality check, announcements and promotions, home-screen install, the forced
 * download, push opt-in and the download popups. Non-modal parts (the download bar, toasts) never ask.
 *
 * Rules:
 * - Priority follows {@link PROMPT_PRIORITY}, highest first. Requests of equal priority show in arrival order.
 * - While a prompt shows, a request of equal or lower priority waits in the queue.
 * - A request of higher priority pre-empts: the prompt on screen is hidden (its `show` cleanup runs) and goes
 *   back to the head of the queue for its priority; it shows again, with `show` called anew, once nothing
 *   higher is left. A player therefore never loses a prompt, and never sees two.
 * - `close()` on a handle ends that prompt whether it shows or waits; the next in the queue then shows.
 *
 * - Pacing (`pacing.ts`): a prompt the player did not ask for opens only when the pacing lets it (not right
 *   after a tap, at most two per page view, nothing promotional over a game); until then it waits, and a more
 *   urgent prompt that may open goes first. The exempt ones (maintenance, the reality check, the update refresh,
 *   a mandatory upgrade, the forced download that answers a deposit tap) are never held.
 *
 * The notices of the API's error policy are answers to the player's own action, not prompts: they do not
 * queue here.
 */
import { signal } from '@preact/signals-core';
import { countShown, EXEMPT_KINDS, onPacingChange, pacingDelay, PROMOTIONAL_KINDS, resetPacing, uncountIfUntouched } from './pacing.js';

/** Kinds of modal prompt, highest priority first. */
export const PROMPT_PRIORITY = [
  'upgrade',
  'maintenance',
  'refresh',
  // A regulator's prompt: it comes before the merchant's own messages.
  'reality-check',
  'announcement',
  'install',
  'forced-download',
  'push',
  'download-popup',
] as const;

export type PromptKind = (typeof PROMPT_PRIORITY)[number];

/**
 * Puts the prompt on screen. It returns what takes it off again (called on pre-emption, not on `close()`
 * from the prompt's own controls unless the prompt is still showing), or nothing when closing is the
 * prompt's own business.
 */
export type ShowPrompt = () => void | (() => void);

export interface PromptOptions {
  /** Opens as soon as it is due, whatever the pacing: a mandatory upgrade. Exempt kinds always are. */
  exempt?: boolean;
}

export interface PromptHandle {
  readonly kind: PromptKind;
  /** Whether the prompt is on screen now. */
  readonly showing: boolean;
  /** Ends the prompt (on screen or waiting) and lets the next one show. Calling it again does nothing. */
  close(): void;
  /** Settles when the prompt has been closed. */
  readonly closed: Promise<void>;
}

interface Entry {
  kind: PromptKind;
  rank: number;
  order: number;
  show: ShowPrompt;
  hide?: () => void;
  handle: PromptHandle;
  resolveClosed: () => void;
  done: boolean;
  exempt: boolean;
  /** It opened once in this page view (the pacing counted it). */
  counted: boolean;
  /** When it last came on screen. */
  shownAt: number;
}

let current: Entry | null = null;
const waiting: Entry[] = [];
let arrivals = 0;

/** The kind on screen, or null: for hosts and tests that watch the arbiter. */
export const activePrompt = signal<PromptKind | null>(null);
/** The kinds waiting, in the order they would show. */
export function queuedPrompts(): PromptKind[] {
  return waiting.map((entry) => entry.kind);
}

function publish(): void {
  activePrompt.value = current?.kind ?? null;
}

/** Waiting order: priority first, then arrival. A pre-empted prompt keeps its first arrival number. */
function enqueue(entry: Entry): void {
  const at = waiting.findIndex((other) => other.rank > entry.rank || (other.rank === entry.rank && other.order > entry.order));
  if (at === -1) waiting.push(entry);
  else waiting.splice(at, 0, entry);
}

function runHide(entry: Entry): void {
  const hide = entry.hide;
  entry.hide = undefined;
  try {
    hide?.();
  } catch (error) {
    console.error(error);
  }
}

function showEntry(entry: Entry): void {
  current = entry;
  entry.shownAt = Date.now();
  if (!entry.exempt && !entry.counted) {
    entry.counted = true;
    countShown();
  }
  try {
    entry.hide = entry.show() ?? undefined;
  } catch (error) {
    // A prompt that cannot show must not block every prompt after it.
    console.error(error);
    entry.done = true;
    entry.resolveClosed();
    current = null;
    showNext();
    return;
  }
  publish();
}

let wakeTimer: ReturnType<typeof setTimeout> | undefined;
let wakeAt = Infinity;

/** Asks again at `at` (epoch ms), when the quiet after a tap is over. */
function wakeAtTime(at: number): void {
  if (wakeTimer !== undefined && wakeAt <= at) return;
  clearTimeout(wakeTimer);
  wakeAt = at;
  wakeTimer = setTimeout(() => {
    wakeTimer = undefined;
    wakeAt = Infinity;
    pump();
  }, Math.max(0, at - Date.now()));
}

/** Whether the pacing lets this prompt open now; when it only has to wait a moment, a wake-up is set. */
function mayOpen(entry: Entry): boolean {
  const delay = pacingDelay(entry.kind, entry.exempt, entry.counted);
  if (delay === 0) return true;
  if (delay !== null) wakeAtTime(delay);
  return false;
}

function showNext(): void {
  if (current) return;
  const at = waiting.findIndex(mayOpen);
  if (at !== -1) showEntry(waiting.splice(at, 1)[0]!);
  else publish();
}

/** The pacing changed (a tap, a page view, a game's hold): a promotion over a game steps back, a waiting prompt may open. */
function pump(): void {
  if (current && PROMOTIONAL_KINDS.has(current.kind) && !current.exempt && pacingDelay(current.kind, false, true) === null) {
    const held = current;
    runHide(held);
    current = null;
    enqueue(held);
  }
  if (!current) return showNext();
  // A more urgent prompt that was held may now pre-empt the one on screen.
  const first = waiting.find(mayOpen);
  if (first && first.rank < current.rank) {
    waiting.splice(waiting.indexOf(first), 1);
    const preempted = current;
    runHide(preempted);
    current = null;
    enqueue(preempted);
    showEntry(first);
  }
}
onPacingChange(pump);

/**
 * Asks to show a modal prompt. `show` runs now if nothing of equal or higher priority is on screen, else
 * when its turn comes; it may run again after a pre-emption. Keep the handle and call `close()` when the
 * player closes the prompt (or when its reason is gone).
 *
 * @example
 * const handle = requestPrompt('forced-download', () => {
 *   setOpen(true);
 *   return () => setOpen(false);
 * });
 * // on the prompt's close button:
 * handle.close();
 */
export function requestPrompt(kind: PromptKind, show: ShowPrompt, options: PromptOptions = {}): PromptHandle {
  const rank = PROMPT_PRIORITY.indexOf(kind);
  if (rank === -1) throw new TypeError(`Unknown prompt kind "${String(kind)}"`);
  let resolveClosed!: () => void;
  const closed = new Promise<void>((resolve) => (resolveClosed = resolve));
  const entry: Entry = {
    kind,
    rank,
    order: arrivals++,
    show,
    resolveClosed,
    done: false,
    exempt: options.exempt === true || EXEMPT_KINDS.has(kind),
    counted: false,
    shownAt: 0,
    handle: {
      kind,
      get showing() {
        return current === entry;
      },
      close: () => closeEntry(entry),
      closed,
    },
  };
  if (!mayOpen(entry)) {
    enqueue(entry);
    publish();
  } else if (!current) {
    showEntry(entry);
  } else if (rank < current.rank) {
    const preempted = current;
    runHide(preempted);
    current = null;
    enqueue(preempted);
    showEntry(entry);
  } else {
    enqueue(entry);
    publish();
  }
  return entry.handle;
}

function closeEntry(entry: Entry): void {
  if (entry.done) return;
  entry.done = true;
  if (current === entry) {
    if (entry.counted) uncountIfUntouched(entry.shownAt);
    runHide(entry);
    current = null;
    showNext();
  } else {
    const at = waiting.indexOf(entry);
    if (at !== -1) waiting.splice(at, 1);
    publish();
  }
  entry.resolveClosed();
}

/** Whether a prompt of this kind shows or waits: lets a prompt avoid asking twice. */
export function promptPending(kind: PromptKind): boolean {
  return current?.kind === kind || waiting.some((entry) => entry.kind === kind);
}

/** Closes every prompt, shown or waiting, without showing any other: for logout and tests. The count of the page view starts over. */
export function closeAllPrompts(): void {
  const all = [...waiting.splice(0), ...(current ? [current] : [])];
  current = null;
  resetPacing();
  for (const entry of all) {
    entry.done = true;
    runHide(entry);
    entry.resolveClosed();
  }
  publish();
}
