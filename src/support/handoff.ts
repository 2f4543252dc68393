/**
 * The redirect handoff of SPEC §7: a page the platform sends the player to (a chat or a partner page) gets
 * `token`, `language`, `headerColor`, `b2c=1` and `title` appended. The session token is only ever appended for
 * an http(s) address on an allowed host (this page's and the merchant's domains).
 */
import { safeRedirectUrl } from '../security/safe-url.js';

export interface HandoffFields {
  token: string;
  language: string;
  headerColor: string;
  title: string;
}

/** The handoff address, or null when `redirectUrl` is not on an allowed host. */
export function handoffUrl(redirectUrl: unknown, allowedHosts: readonly string[], fields: HandoffFields): string | null {
  const safe = safeRedirectUrl(redirectUrl, allowedHosts);
  if (!safe) return null;
  const url = new URL(safe);
  url.searchParams.set('token', fields.token);
  url.searchParams.set('language', fields.language);
  url.searchParams.set('headerColor', fields.headerColor);
  url.searchParams.set('b2c', '1');
  url.searchParams.set('title', fields.title);
  return url.href;
}
