import { useRef } from 'react';
import { prefetchEnvelope } from '../api/envelope.js';

/**
 * Handlers for a form's outer element that load the crypto chunk and the platform key once the player starts
 * on the form (a field focused or typed in, a tap): ready by the submit, without weighing on the page's load.
 */
export function usePrefetchEnvelopeOnUse() {
  const prefetched = useRef(false);
  const prefetch = () => {
    if (prefetched.current) return;
    prefetched.current = true;
    prefetchEnvelope();
  };
  return { onFocus: prefetch, onInput: prefetch, onPointerDown: prefetch };
}
