import type { KeyboardEvent } from 'react';

/**
 * The tab an arrow key moves to in a WAI-ARIA tab list, or null for any other key. Arrows follow the reading
 * direction (in Arabic and Urdu the next tab is on the left) and wrap round.
 */
export function tabAfterArrow<T>(event: KeyboardEvent<HTMLElement>, tabs: readonly T[], current: T): T | null {
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  const step = ({ ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 } as Record<string, number>)[event.key];
  if (!step) return null;
  event.preventDefault();
  return tabs[(tabs.indexOf(current) + step + tabs.length) % tabs.length] ?? null;
}
