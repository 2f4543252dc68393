/**
 * Lazy images (SPEC §9): an image starts loading 150 ms after it comes within 100 px of the viewport, so that
 * a fast scroll past a list does not fetch every picture on the way. `observeLazyImage` does the same for a
 * plain `<img>` the host page builds itself.
 */
import { useEffect, useRef, useState } from 'react';

export const LAZY_IMAGE_DELAY_MS = 150;
export const LAZY_IMAGE_THRESHOLD_PX = 100;

/** Sets `img.src` once the image has stayed near the viewport for the delay. Returns what stops watching. */
export function observeLazyImage(img: HTMLImageElement, src: string, onLoad?: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof IntersectionObserver === 'undefined') {
    img.src = src;
    return () => {};
  }
  const observer = new IntersectionObserver(
    ([entry]) => {
      clearTimeout(timer);
      if (!entry?.isIntersecting) return;
      timer = setTimeout(() => {
        observer.disconnect();
        if (onLoad) img.addEventListener('load', onLoad, { once: true });
        img.src = src;
      }, LAZY_IMAGE_DELAY_MS);
    },
    { rootMargin: `${LAZY_IMAGE_THRESHOLD_PX}px` },
  );
  observer.observe(img);
  return () => {
    clearTimeout(timer);
    observer.disconnect();
  };
}

export interface LazyImageProps {
  src: string;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  part?: string;
  /**
   * Load at once, with high priority: the first slide of a carousel, an image inside an open dialog, the few
   * game cards on screen when the lobby opens (lazy loading would only make the page's largest paint later).
   */
  eager?: boolean;
  /** Told once the picture has loaded or failed, for a holder that shows something else in its place. */
  onStatus?: (status: 'loaded' | 'failed') => void;
}

export function LazyImage({ src, alt, className, width, height, part, eager = false, onStatus }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [loaded, setLoaded] = useState(false);
  // A picture that fails leaves whatever stands behind it (a card's coloured placeholder), never a broken icon.
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const img = ref.current;
    if (!img || !src) return;
    setLoaded(false);
    setFailed(false);
    // An eager image has its address from the first render: the browser fetches it as the element commits.
    if (eager) return;
    return observeLazyImage(img, src);
  }, [src, eager]);

  return (
    <img
      ref={ref}
      src={eager && src ? src : undefined}
      alt={alt}
      className={`mc-lazy-image${loaded ? ' mc-lazy-image--loaded' : ''}${className ? ` ${className}` : ''}`}
      width={width}
      height={height}
      part={part}
      hidden={failed}
      decoding="async"
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      onLoad={() => {
        setLoaded(true);
        onStatus?.('loaded');
      }}
      onError={() => {
        setFailed(true);
        onStatus?.('failed');
      }}
    />
  );
}
