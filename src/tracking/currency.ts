/**
 * The currency code the ad platforms receive with an event (SPEC §9): the platform's TLB product keeps its
 * players' money in pesos, every other code is the first three letters of the platform's currency
 * (`USDT`, `VND1000` and the like are not ISO codes the pixels accept).
 */
export function trackingCurrency(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  const code = raw.trim().toUpperCase();
  if (code === 'TLB') return 'PHP';
  return /^[A-Z]{3}/.test(code) ? code.slice(0, 3) : '';
}
