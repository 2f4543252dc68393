/**
 * Hosts a game may come from: this page's, the merchant's main domain and lines (SPEC §3 status), and any
 * the embedding page names. Trial games open only from these; `backUrl` goes through the same list.
 */
import { merchantStatus } from '../platform/merchant-status.js';
import { domainList, platformBase } from '../net/lines.js';
import { safeRedirectUrl } from '../security/safe-url.js';

export function merchantHosts(extra: readonly string[] = []): string[] {
  const info = merchantStatus.value?.info;
  return [location.hostname, new URL(platformBase()).hostname, info?.mainDomain ?? '', ...domainList.value, ...extra].filter(Boolean);
}

/**
 * The address when it is http(s) on one of the merchant's hosts, else null. A path is resolved against `base`:
 * the platform's base for an address the platform answered with, this page for one from the page's query.
 */
export function allowedGameUrl(input: unknown, extra: readonly string[] = [], base = location.href): string | null {
  return safeRedirectUrl(input, merchantHosts(extra), base);
}
