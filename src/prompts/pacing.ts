/**
 * The pace of the prompts a player did not ask for (SPEC §4 decides when each is due; this decides only when
 * a due prompt may open). The arbiter asks here before it shows one:
 * - never within {@link TAP_QUIET_MS} of the player's last tap or key press, so that a prompt never lands
 *   under a finger that meant something else;
 * - at most {@link PROMPTS_PER_VIEW} per page view: the rest wait for a later page;
 * - no promotional prompt (announcements and promotions, home-screen install, the forced download, the download
 *   popups) while a game is on screen: a launched game's page or a trial game holds them
 *   ({@link holdPromotions}), and the download bar hides while a hold lasts.
 *
 * Safety and service come first and are exempt: maintenance, the reality check, the update refresh and a
 * mandatory app upgrade open as soon as they are due. So is the forced download: it is the answer to the
 * player's own deposit tap, and the deposit waits for it.
 */
import { computed, signal } from '@preact/signals-core';
import type { PromptKind } from './arbiter.js';

/** How long after a tap a prompt waits before it opens. */
export const TAP_QUIET_MS = 1000;
/** How many prompts a player did not ask for may open in one page view. */
export const PROMPTS_PER_VIEW = 2;

/** Prompts that safety or service needs at once (a mandatory upgrade is exempt too, see `requestPrompt`). */
export const EXEMPT_KINDS: ReadonlySet<PromptKind> = new Set<PromptKind>(['maintenance', 'refresh', 'reality-check', 'forced-download']);
/** Prompts that sell something and that nobody asked for: none of them opens over a game. */
export const PROMOTIONAL_KINDS: ReadonlySet<PromptKind> = new Set<PromptKind>(['announcement', 'install', 'download-popup']);

let lastTapAt = -Infinity;
/** Any tap or key, Escape included: whether the player did something while a prompt was on screen. */
let lastInteractionAt = -Infinity;
let shownThisView = 0;
const holds = signal(0);
let onChange: () => void = () => {};

/** Whether a game (a launched game's page, a trial game) holds promotional prompts and the download bar back. */
export const promotionsHeld = computed(() => holds.value > 0);

/** The arbiter's hook: called whenever a waiting prompt may have become free to open. */
export function onPacingChange(callback: () => void): void {
  onChange = callback;
}

function noteTap(): void {
  lastTapAt = lastInteractionAt = Date.now();
  onChange();
}

if (typeof document !== 'undefined') {
  // Capture, so that a handler that stops the event further down cannot hide the tap from the pacing.
  document.addEventListener('pointerdown', noteTap, { capture: true, passive: true });
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter' || event.key === ' ') noteTap();
      else lastInteractionAt = Date.now();
    },
    { capture: true, passive: true },
  );
}

/** A new page view: the prompts left waiting for one get their turn. The /m app calls it on every new address. */
export function startPageView(): void {
  shownThisView = 0;
  onChange();
}

/**
 * Holds promotional prompts back while a game is on screen; returns the release (calling it twice does
 * nothing). A prompt on screen when the hold starts goes back to wait.
 */
export function holdPromotions(): () => void {
  let held = true;
  holds.value += 1;
  onChange();
  return () => {
    if (!held) return;
    held = false;
    holds.value -= 1;
    onChange();
  };
}

/**
 * When a prompt of this kind may open: 0 for now, a time (epoch ms) to ask again, or null to wait for a page
 * view or the end of a hold. `counted` says whether this prompt already used one of the page view's turns
 * (it showed, then a more urgent prompt put it back to wait).
 */
export function pacingDelay(kind: PromptKind, exempt: boolean, counted: boolean): number | null {
  if (exempt) return 0;
  if (PROMOTIONAL_KINDS.has(kind) && holds.value > 0) return null;
  if (!counted && shownThisView >= PROMPTS_PER_VIEW) return null;
  const quietUntil = lastTapAt + TAP_QUIET_MS;
  return Date.now() < quietUntil ? quietUntil : 0;
}

/** Counts a prompt that opens for the first time in this page view. */
export function countShown(): void {
  shownThisView += 1;
}

/**
 * Gives back the turn of a prompt that closed before the player touched anything since `shownAt`: its own code
 * took it away (a session that settled asked again, its reason went), so the player never had to deal with it.
 */
export function uncountIfUntouched(shownAt: number): boolean {
  if (lastInteractionAt >= shownAt || shownThisView === 0) return false;
  shownThisView -= 1;
  return true;
}

/** A fresh count of the page view's prompts (a logout starts over); `taps` forgets the last tap too, for tests. */
export function resetPacing({ taps = false } = {}): void {
  shownThisView = 0;
  if (taps) lastTapAt = lastInteractionAt = -Infinity;
}
