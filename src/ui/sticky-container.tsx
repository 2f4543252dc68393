/**
 * The sticky container (SPEC §2): content that sticks below the header and the download bar, and above the
 * footer. The offsets are CSS custom properties on the document (`--mc-header-height`,
 * `--mc-download-bar-height`, `--mc-footer-height`), kept up to date by `trackStickyOffsets` from the actual
 * heights of those parts, so the container follows when the download bar closes.
 */
import type { ReactNode } from 'react';
import { css } from '../element/css.js';

export type StickyOffset = 'header' | 'download-bar' | 'footer';

/** Watches the heights of the parts and writes them as custom properties. Returns what stops watching. */
export function trackStickyOffsets(parts: Partial<Record<StickyOffset, Element | null>>, root: HTMLElement = document.documentElement): () => void {
  const entries = Object.entries(parts) as [StickyOffset, Element | null][];
  // Every height is read before any property is written: a write between two reads would make the browser
  // lay the page out again for the second read.
  const update = () => {
    const heights = entries.map(([, element]) => (element?.isConnected ? Math.round(element.getBoundingClientRect().height) : 0));
    entries.forEach(([name], index) => root.style.setProperty(`--mc-${name}-height`, `${heights[index]}px`));
  };
  update();
  if (typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver(update);
  for (const [, element] of entries) if (element) observer.observe(element);
  return () => observer.disconnect();
}

/** CSS for a sticky container; `edge` is where it sticks. */
export const stickyStyles = css`
.mc-sticky { position: sticky; z-index: 2; background: var(--mc-color-surface, #fff); }
.mc-sticky--top { inset-block-start: calc(var(--mc-header-height, 0px) + var(--mc-download-bar-height, 0px)); }
.mc-sticky--bottom { inset-block-end: var(--mc-footer-height, 0px); }
`;

export function StickyContainer({ edge = 'top', children, part }: { edge?: 'top' | 'bottom'; children: ReactNode; part?: string }) {
  return (
    <div className={`mc-sticky mc-sticky--${edge}`} part={part}>
      {children}
    </div>
  );
}
