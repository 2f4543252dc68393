import { useContext, useLayoutEffect } from 'react';
import { elementStates } from './define-element.js';
import { HostContext } from './host-context.js';

/**
 * Puts the element in the CSS custom state `name` (`:state(name)`, for the page and the element's own `:host`
 * rules) while `on` is true.
 */
export function useElementState(name: string, on: boolean): void {
  const host = useContext(HostContext);
  useLayoutEffect(() => {
    const states = host ? elementStates(host) : undefined;
    if (!states || !on) return;
    states.add(name);
    return () => void states.delete(name);
  }, [host, name, on]);
}
