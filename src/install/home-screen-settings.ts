/**
 * The merchant's home-screen install settings (SPEC §4, §9), sent inside the app-download answer as
 * `homeScreen` (docs/wire-contract.md). Every field is validated and defaulted on its own, so that a missing
 * or malformed one never breaks the prompt: the defaults are SPEC §9's (theme light, preferred way app, no
 * close limit, no deposit threshold).
 */
import * as v from 'valibot';

const count = (fallback: number) => v.fallback(v.pipe(v.number(), v.integer(), v.minValue(-1)), fallback);
const flag = (fallback: boolean) => v.fallback(v.boolean(), fallback);

export const HomeScreenSchema = v.object({
  /** The feature itself; the merchant switch `A2HS3` must be on as well. */
  enabled: flag(true),
  theme: v.fallback(v.picklist(['light', 'dark']), 'light'),
  /** Which choice the app-or-web-app sheet puts first. */
  preferredWay: v.fallback(v.picklist(['app', 'web_app']), 'app'),
  /** Dismissals after which the prompt stops; -1 never stops it. */
  maxCloseTimes: count(-1),
  requiredLogin: flag(false),
  hideAfterFirstDeposit: flag(false),
  /** Successful deposits from which the prompt stops on `domains`; -1 turns the rule off. */
  depositTimes: count(-1),
  /** Host names the deposit-count rule applies on; empty: every host. */
  domains: v.fallback(v.array(v.fallback(v.string(), '')), []),
});

export type HomeScreenSettings = v.InferOutput<typeof HomeScreenSchema>;

export function parseHomeScreen(input: unknown): HomeScreenSettings {
  return v.parse(HomeScreenSchema, input && typeof input === 'object' ? input : {});
}
