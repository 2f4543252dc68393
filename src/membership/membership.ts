/**
 * The member pages' platform calls (docs/wire-contract.md): member benefits per VIP level, the member's
 * referral code, whether the referral promotion is open, and feedback. Answers are read field by field; a malformed
 * answer becomes an empty one rather than a crash.
 */
import { call } from '../api/client.js';
import { ApiError, expectRecord } from '../api/api-error.js';
import { asList, asNumber, asString } from '../api/read.js';
import * as endpoints from '../api/endpoints.js';
import type { Endpoint } from '../api/endpoint.js';
import { loadStatus, merchantStatus, switchOn } from '../platform/merchant-status.js';

// Membership (docs/wire-contract.md): member benefits, referral code, feedback.
const memberBenefits = { method: 'GET', path: '/wps/member/benefits', auth: 'required' } as const satisfies Endpoint;
const memberReferral = { method: 'GET', path: '/wps/member/referral', auth: 'required' } as const satisfies Endpoint;
const memberFeedback = { method: 'POST', path: '/wps/member/feedback', auth: 'required' } as const satisfies Endpoint;

export interface MemberLevel {
  rankLevel: number;
  labelName: string;
  requiredDeposit: number;
  rebatePercent: number;
  dailyWithdrawals: number;
  upgradeBonus: number;
  birthdayBonus: number;
}

const num = (value: unknown) => asNumber(value) ?? 0;

export interface MemberBenefits {
  currentRankLevel: number;
  /** The platform's currency code of the amounts (`BRL`); empty when the answer names none. */
  currency: string;
  levels: MemberLevel[];
}

export function parseBenefits(input: unknown): MemberBenefits {
  const raw = expectRecord(input);
  const levels = asList(raw.levels)
    .map((level): MemberLevel => ({
      rankLevel: num(level.rankLevel),
      labelName: asString(level.labelName),
      requiredDeposit: num(level.requiredDeposit),
      rebatePercent: num(level.rebatePercent),
      dailyWithdrawals: num(level.dailyWithdrawals),
      upgradeBonus: num(level.upgradeBonus),
      birthdayBonus: num(level.birthdayBonus),
    }))
    .filter((level) => level.labelName)
    .sort((a, b) => a.rankLevel - b.rankLevel);
  return { currentRankLevel: num(raw.currentRankLevel), currency: asString(raw.currency).trim(), levels };
}

export async function loadBenefits(): Promise<MemberBenefits> {
  return parseBenefits(await call(memberBenefits, { alert: false }));
}

export interface Referral {
  referralCode: string;
  invitedCount: number;
}

export async function loadReferral(): Promise<Referral> {
  const raw = expectRecord(await call(memberReferral, { alert: false }));
  const code = typeof raw.referralCode === 'string' && /^[\w-]{1,64}$/.test(raw.referralCode) ? raw.referralCode : '';
  const invited = Number(raw.invitedCount);
  return { referralCode: code, invitedCount: Number.isFinite(invited) && invited > 0 ? invited : 0 };
}

/** The invite link a friend opens: the app's registration with `?r=`, which fills in the code (SPEC §2, §3). */
export function referralLink(code: string, base = `${location.origin}/m/register`): string {
  const url = new URL(base, location.href);
  url.searchParams.set('r', code);
  return url.href;
}

/**
 * Whether the merchant's back office runs a referral promotion (SPEC §5). The promotions are asked for only
 * when the reward center is on (SPEC §7); without it there is none.
 */
export async function referralPromotionOpen(): Promise<boolean> {
  if (!merchantStatus.value) await loadStatus();
  if (!switchOn('REWCEN3')) return false;
  const promotions = expectRecord(await call(endpoints.promotions, { alert: false })) as Record<string, { enabled?: unknown } | undefined>;
  return promotions.REFERRAL?.enabled === true;
}

/** Member types that are agents (SPEC §6). */
export const isAgentType = (type: number | undefined) => type === 1 || type === 2;

export const FEEDBACK_CATEGORIES = ['suggestion', 'deposit', 'game', 'account', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
export const FEEDBACK_MAX_LENGTH = 500;

export interface FeedbackInput {
  category: FeedbackCategory;
  content: string;
  contact: string;
}

/**
 * Sends feedback; resolves to the ticket the platform gave it. An answer without one is a failure: the player
 * is not thanked for feedback the platform may not have kept.
 */
export async function sendFeedback(input: FeedbackInput): Promise<string> {
  const answer = expectRecord(
    await call(memberFeedback, {
      body: { category: input.category, content: input.content.trim(), contact: input.contact.trim() },
      alert: false,
    }),
  );
  if (typeof answer.ticket !== 'string' || !answer.ticket) throw new ApiError('bad_response', '', 200);
  return answer.ticket;
}
