import { useEffect, useRef, useState } from 'react';

/** SPEC §9: an image starts loading 150 ms after it comes within 100 px of the viewport. */
export const LAZY_IMAGE_DELAY_MS = 150;
export const LAZY_IMAGE_THRESHOLD_PX = 100;

export interface LazyImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /**
   * Loads at once with high priority: for the few pictures on screen when the page opens, which lazy loading
   * would only make the page's largest paint later.
   */
  eager?: boolean;
}

/**
 * A game card's artwork, loaded only when the player scrolls near it; `loading="lazy"` is the browser's own
 * safety net. A picture that fails leaves the card's coloured placeholder, never a broken icon.
 */
export function LazyImage({ src, alt, width, height, className, eager = false }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [shown, setShown] = useState(eager);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const image = ref.current;
    if (!image || !src || eager) return;
    if (typeof IntersectionObserver === 'undefined') return setShown(true);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return clearTimeout(timer);
        timer = setTimeout(() => {
          setShown(true);
          observer.disconnect();
        }, LAZY_IMAGE_DELAY_MS);
      },
      { rootMargin: `${LAZY_IMAGE_THRESHOLD_PX}px` },
    );
    observer.observe(image);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [src, eager]);

  return (
    <img
      ref={ref}
      className={className}
      src={shown && !failed ? src : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      data-loaded={shown && !failed ? '' : undefined}
      onError={() => setFailed(true)}
    />
  );
}
