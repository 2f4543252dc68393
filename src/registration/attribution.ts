/**
 * Where a registration's affiliate and referral codes come from (SPEC §3): the address first (`affiliateCode`,
 * `r`), else the stored `reg_info`, else the affiliate cookie (90 days, written when the codes arrived).
 */
import { captureReferral, regInfoKey } from '../platform/referral.js';
import { readCookie } from '../storage/storage.js';

export interface Attribution {
  affiliateCode: string;
  referralCode: string;
  /** The domain the visitor first came through, when known; else this page's. */
  domain: string;
}

const CODE = /^[\w-]{1,64}$/;
const codeOrEmpty = (value: string | null | undefined) => (value && CODE.test(value.trim()) ? value.trim() : '');

/** The codes a registration sends now. Codes in the address are also kept for later (`captureReferral`). */
export function currentAttribution(search = location.search): Attribution {
  const params = new URLSearchParams(search);
  captureReferral(search);
  const stored = regInfoKey.read();
  return {
    affiliateCode:
      codeOrEmpty(params.get('affiliateCode')) || codeOrEmpty(stored?.affiliateCode) || codeOrEmpty(readCookie('affiliateCode')),
    referralCode: codeOrEmpty(params.get('r')) || codeOrEmpty(stored?.referralCode),
    domain: location.host,
  };
}

/** The `affiliateCode` and `r` of an address, to carry them over to another page of the app (login ↔ register). */
export function attributionQuery(search = location.search): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of ['affiliateCode', 'r']) {
    const value = codeOrEmpty(params.get(name));
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}
