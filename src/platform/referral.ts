/**
 * Affiliate and referral codes arrive in the entry URL (`/m/index?affiliateCode=…&r=…`, SPEC §2) long before
 * the visitor registers, usually with a detour through the login page. They are kept as the platform's
 * `reg_info` (SPEC §3) and the affiliate cookie (90 days, SPEC §9) so that registration can send them.
 */
import { storageKey, writeCookie } from '../storage/storage.js';

export interface RegInfo {
  affiliateCode: string;
  referralCode: string;
  originalDomain: string;
}

const isRegInfo = (value: unknown): value is RegInfo =>
  !!value &&
  typeof value === 'object' &&
  ['affiliateCode', 'referralCode', 'originalDomain'].every(
    (key) => typeof (value as Record<string, unknown>)[key] === 'string',
  );

export const regInfoKey = storageKey<RegInfo | null>('local', 'reg_info', null, isRegInfo);

const AFFILIATE_COOKIE_DAYS = 90;
// Codes are short identifiers; anything else in the query is not kept.
const CODE = /^[\w-]{1,64}$/;

/** Keeps the codes of the current address, if any; the first domain the visitor came through is kept. */
export function captureReferral(search = location.search): RegInfo | null {
  const params = new URLSearchParams(search);
  const affiliate = params.get('affiliateCode')?.trim() ?? '';
  const referral = params.get('r')?.trim() ?? '';
  const stored = regInfoKey.read();
  if (!CODE.test(affiliate) && !CODE.test(referral)) return stored;
  const next: RegInfo = {
    affiliateCode: CODE.test(affiliate) ? affiliate : (stored?.affiliateCode ?? ''),
    referralCode: CODE.test(referral) ? referral : (stored?.referralCode ?? ''),
    originalDomain: stored?.originalDomain || location.host,
  };
  regInfoKey.write(next);
  if (CODE.test(affiliate)) writeCookie('affiliateCode', affiliate, { days: AFFILIATE_COOKIE_DAYS });
  return next;
}
