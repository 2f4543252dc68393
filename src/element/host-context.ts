import { createContext, useCallback, useContext } from 'react';

/** The custom element a component renders into; events are dispatched on it. */
export const HostContext = createContext<HTMLElement | null>(null);

/**
 * Returns `emit(name, detail)`, which dispatches a CustomEvent from the element that bubbles and crosses
 * shadow roots, so a merchant's page can listen on the element or anywhere above it. Returns whether no
 * listener cancelled it.
 */
export function useEmit(): <T>(name: `mc-${string}`, detail?: T, options?: { cancelable?: boolean }) => boolean {
  const host = useContext(HostContext);
  return useCallback(
    (name, detail, options) =>
      host?.dispatchEvent(
        new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: options?.cancelable ?? false }),
      ) ?? true,
    [host],
  );
}

/** The custom element the component renders into (null outside one). */
export function useHostElement(): HTMLElement | null {
  return useContext(HostContext);
}
