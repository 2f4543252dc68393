import { useContext, useInsertionEffect } from 'react';
import { adoptStyles } from './adopt-styles.js';
import { HostContext } from './host-context.js';

/**
 * Adds the CSS of a lazily loaded part to the shadow root it renders in, so that a part loaded on demand
 * brings its own styles instead of weighing on every element up front.
 */
export function useShadowStyles(css: string): void {
  const host = useContext(HostContext);
  useInsertionEffect(() => {
    if (host?.shadowRoot) adoptStyles(host.shadowRoot, css);
  }, [host, css]);
}
