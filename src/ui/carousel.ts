/**
 * Slide state shared by the kit's carousels (banners, promotions): autoplay that stops while touched or
 * focused and with reduced motion, swipe (mirrored right-to-left), and a step to any slide.
 */
import { useEffect, useRef, useState, type PointerEvent } from 'react';

const SWIPE_PX = 40;

export function prefersReducedMotion(): boolean {
  try {
    return matchMedia('(prefers-reduced-motion: reduce)').matches;
  } catch {
    return false;
  }
}

export interface Carousel {
  index: number;
  go(to: number): void;
  /** Spread on the slides' container. */
  handlers: {
    onPointerDown(event: PointerEvent): void;
    onPointerUp(event: PointerEvent): void;
    onPointerCancel(): void;
    onFocus(): void;
    onBlur(): void;
  };
}

export function useCarousel(count: number, autoplayMs: number, rtl: boolean, onStep?: (index: number) => void): Carousel {
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  const start = useRef<number | null>(null);

  const go = (to: number) => {
    if (count < 1) return;
    const next = (to + count) % count;
    setIndex(next);
    onStep?.(next);
  };

  useEffect(() => {
    if (index >= count && count > 0) setIndex(0);
  }, [count, index]);

  useEffect(() => {
    if (count <= 1 || autoplayMs <= 0 || held || prefersReducedMotion()) return;
    const timer = setTimeout(() => go(index + 1), autoplayMs);
    return () => clearTimeout(timer);
  }, [index, autoplayMs, held, count]);

  return {
    index: Math.min(index, Math.max(count - 1, 0)),
    go,
    handlers: {
      onPointerDown(event) {
        start.current = event.clientX;
        setHeld(true);
      },
      onPointerUp(event) {
        setHeld(false);
        if (start.current === null) return;
        const moved = (event.clientX - start.current) * (rtl ? -1 : 1);
        start.current = null;
        if (Math.abs(moved) >= SWIPE_PX) go(index + (moved < 0 ? 1 : -1));
      },
      onPointerCancel: () => setHeld(false),
      onFocus: () => setHeld(true),
      onBlur: () => setHeld(false),
    },
  };
}
