/**
 * The merchant's ad pixels, from the status payload's `info.analytics` (SPEC §3). Untrusted: each list keeps
 * only ids shaped like the vendor's, so a malformed payload loads no script rather than a wrong one.
 *
 * ```json
 * { "facebook": ["1234567890"], "tiktok": ["C9ABCDEFGH"], "gtag": ["G-ABC123", "AW-123"], "kwai": ["248586490053502"] }
 * ```
 * A single id may also be given as a string.
 */
import * as v from 'valibot';

const ids = (pattern: RegExp) =>
  v.fallback(
    v.pipe(
      v.union([v.string(), v.array(v.unknown())]),
      v.transform((value) => (Array.isArray(value) ? value : [value])),
      v.transform((list) => [
        ...new Set(list.filter((id): id is string => typeof id === 'string').map((id) => id.trim()).filter((id) => pattern.test(id))),
      ]),
    ),
    [],
  );

const AnalyticsSchema = v.object({
  facebook: ids(/^\d{5,20}$/),
  tiktok: ids(/^[A-Z0-9]{8,30}$/),
  gtag: ids(/^(G|AW|UA|GT|DC)-[A-Z0-9-]{4,30}$/),
  kwai: ids(/^\d{8,30}$/),
});

export type AnalyticsConfig = v.InferOutput<typeof AnalyticsSchema>;

export function parseAnalytics(input: unknown): AnalyticsConfig {
  return v.parse(AnalyticsSchema, input && typeof input === 'object' && !Array.isArray(input) ? input : {});
}

/** Whether any pixel is configured. */
export function hasPixels(config: AnalyticsConfig): boolean {
  return config.facebook.length + config.tiktok.length + config.gtag.length + config.kwai.length > 0;
}
