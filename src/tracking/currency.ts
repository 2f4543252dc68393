import { currencyCode } from '../i18n/format.js';

/**
 * The currency code the ad platforms receive with an event (SPEC §9): the platform's TLB product keeps its
 * players' money in pesos, every other code is the first three letters of the platform's currency; empty when
 * nothing usable is left.
 */
export function trackingCurrency(raw: unknown): string {
  return currencyCode(raw) ?? '';
}
