/**
 * The merchant's ad pixels, from the status payload's `info.analytics` (SPEC §3). Untrusted: each list keeps
 * only ids shaped like the vendor's, so a malformed payload loads no script rather than a wrong one.
 *
 * ```json
 * { "facebook": ["1234567890"], "tiktok": ["C9ABCDEFGH"], "gtag": ["G-ABC123", "AW-123"], "kwai": ["248586490053502"] }
 * ```
 * A single id may also be given as a string.
 */
import { asObject } from '../api/read.js';

/** The ids of a list (or a single id) shaped like the vendor's, trimmed, each once. */
const ids = (value: unknown, pattern: RegExp): string[] => {
  const list: unknown[] = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  return [...new Set(list.filter((id): id is string => typeof id === 'string').map((id) => id.trim()).filter((id) => pattern.test(id)))];
};

export interface AnalyticsConfig {
  facebook: string[];
  tiktok: string[];
  gtag: string[];
  kwai: string[];
}

export function parseAnalytics(input: unknown): AnalyticsConfig {
  const config = asObject(input);
  return {
    facebook: ids(config.facebook, /^\d{5,20}$/),
    tiktok: ids(config.tiktok, /^[A-Z0-9]{8,30}$/),
    gtag: ids(config.gtag, /^(G|AW|UA|GT|DC)-[A-Z0-9-]{4,30}$/),
    kwai: ids(config.kwai, /^\d{8,30}$/),
  };
}

/** Whether any pixel is configured. */
export function hasPixels(config: AnalyticsConfig): boolean {
  return config.facebook.length + config.tiktok.length + config.gtag.length + config.kwai.length > 0;
}
