import { useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useElementState, useEmit } from '../../src/element/index.js';
import { direction, language, t } from '../../src/i18n/index.js';
import { loadAnnouncements, type PopupItem } from '../../src/popups/index.js';
import { prefersReducedMotion } from '../../src/ui/index.js';

export interface McMarqueeProps {
  /** Pixels per second (SPEC §9: 60). */
  speed?: number;
}

/** SPEC §9 marquee speed. */
export const MARQUEE_PX_PER_SECOND = 60;

/**
 * The announcements marquee (SPEC §2): the merchant's marquee lines scroll across at 60 px/s, stop while a
 * finger rests on them, and stand still (wrapped, readable) with reduced motion.
 */
export function McMarquee({ speed = MARQUEE_PX_PER_SECOND }: McMarqueeProps) {
  useSignals();
  const emit = useEmit();
  const [lines, setLines] = useState<PopupItem[] | null>(null);
  const [still] = useState(prefersReducedMotion);
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const animation = useRef<Animation | null>(null);
  const rtl = direction.value === 'rtl';
  const lang = language.value;

  useEffect(() => {
    const run = new AbortController();
    // The lines come in the page's language: a new language asks again, the old lines running meanwhile.
    loadAnnouncements('MQ', { signal: run.signal }).then(
      (items) => setLines(items.filter((item) => item.title)),
      () => !run.signal.aborted && setLines((before) => before ?? []),
    );
    return () => run.abort();
  }, [lang]);

  useEffect(() => {
    const box = viewport.current;
    const moving = track.current;
    if (!box || !moving || !lines?.length || still || typeof moving.animate !== 'function') return;
    const start = () => {
      animation.current?.cancel();
      const from = box.clientWidth;
      const to = moving.scrollWidth;
      const sign = rtl ? -1 : 1;
      animation.current = moving.animate(
        [{ transform: `translateX(${sign * from}px)` }, { transform: `translateX(${-sign * to}px)` }],
        { duration: ((from + to) / Math.max(speed, 1)) * 1000, iterations: Infinity, easing: 'linear' },
      );
    };
    start();
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(start);
    resize?.observe(box);
    return () => {
      resize?.disconnect();
      animation.current?.cancel();
      animation.current = null;
    };
  }, [lines, still, speed, rtl]);

  // No lines: the element takes no room in the page either.
  useElementState('empty', lines !== null && !lines.length);
  // Its place is kept while the lines load, so the page below it does not move when they come.
  if (lines === null) return <div className="marquee marquee--loading" part="marquee" aria-hidden="true" />;
  if (!lines.length) return null;
  const pause = () => animation.current?.pause();
  const resume = () => animation.current?.play();

  return (
    <div className={`marquee${still ? ' marquee--still' : ''}`} part="marquee" role="marquee" aria-label={t('marquee_label')}>
      <svg className="icon mc-mirror-rtl" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M3 10v4h4l5 4V6L7 10zM16 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <div
        ref={viewport}
        className="viewport"
        onTouchStart={pause}
        onTouchEnd={resume}
        onTouchCancel={resume}
        onPointerDown={pause}
        onPointerUp={resume}
        onPointerLeave={resume}
      >
        <div ref={track} className="track" part="track">
          {lines.map((line) => (
            <button key={line.id} type="button" className="line" part="line" dir="auto" onClick={() => emit('mc-marquee-click', { id: line.id, title: line.title })}>
              {line.title}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
