/**
 * Checks a navigation target that came from outside (query string, server payload): only http(s), and only
 * this page's host or one of the merchant's domains (and their subdomains). `javascript:`, `data:` and
 * look-alike hosts never pass. Returns the normalised URL, or null.
 */
export function safeRedirectUrl(input: unknown, allowedHosts: readonly string[], base = location.href): string | null {
  if (typeof input !== 'string' || !input.trim() || input.length > 4096) return null;
  let url: URL;
  try {
    url = new URL(input.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  const allowed = allowedHosts
    .map((entry) => entry.trim().toLowerCase().replace(/^https?:\/\//, '').replace(/[:/].*$/, ''))
    .filter(Boolean);
  const ok = allowed.some((domain) => host === domain || host.endsWith(`.${domain}`));
  return ok ? url.href : null;
}
