/**
 * Navigation the runtime asks for (home after login, login after the session ends). It first dispatches a
 * cancelable `mc-navigate` event on the document, so a host page's router or a merchant's page can take over;
 * if nobody does and the configuration allows navigation, the browser goes there.
 */
import { getConfig } from '../config/config.js';

export interface NavigateDetail {
  /** Path within the app, such as `/m/home`. */
  path: string;
  /** Why the runtime wants to go there: `login`, `session-expired`, ... */
  reason: string;
}

export function requestNavigation(path: string, reason: string): boolean {
  const event = new CustomEvent<NavigateDetail>('mc-navigate', {
    detail: { path, reason },
    bubbles: true,
    composed: true,
    cancelable: true,
  });
  const proceed = document.dispatchEvent(event);
  if (proceed && getConfig().navigate) {
    location.assign(path);
    return true;
  }
  return false;
}
