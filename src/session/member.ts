/** Fetches the member behind the session and keeps the session in step with it. */
import { signal } from '@preact/signals-core';
import * as v from 'valibot';
import { call } from '../api/client.js';
import { expectRecord, type ApiError } from '../api/api-error.js';
import { endpoints } from '../api/endpoints.js';
import { applyMemberInfo, type MemberInfo } from './session.js';

const id = v.fallback(
  v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((value) => String(value)),
  ),
  '',
);

const MemberSchema = v.object({
  // The platform names some fields two ways (SPEC §3: id or customerId).
  customerId: v.optional(id),
  id: v.optional(id),
  userName: v.fallback(v.string(), ''),
  customerName: v.fallback(v.string(), ''),
  type: v.fallback(v.number(), 0),
  language: v.fallback(v.string(), ''),
  merchantCode: v.fallback(v.string(), ''),
  firstTimeLogin: v.fallback(v.boolean(), false),
  clubLabel: v.fallback(v.nullable(v.object({ labelName: v.fallback(v.string(), '') })), null),
  rankLevel: v.fallback(v.number(), 0),
});

export function parseMember(input: unknown): MemberInfo {
  const raw = v.parse(MemberSchema, expectRecord(input));
  return {
    id: raw.customerId || raw.id || '',
    userName: raw.userName || raw.customerName,
    type: raw.type,
    language: raw.language,
    merchantCode: raw.merchantCode,
    firstTimeLogin: raw.firstTimeLogin,
    clubLabelName: raw.clubLabel?.labelName ?? '',
    rankLevel: raw.rankLevel,
  };
}

/**
 * Why the member info last failed to load, null while it loads or once it came: what waits on the member (the
 * VIP card, the member shortcut) shows a message with a retry instead of waiting for good.
 */
export const memberFailure = signal<ApiError | null>(null);

/** Loads the member info and stores what the session needs of it. */
export async function refreshMember(options: { alert?: boolean; sessionRestore?: boolean } = {}): Promise<MemberInfo> {
  memberFailure.value = null;
  try {
    const member = parseMember(await call(endpoints.memberInfo, options));
    applyMemberInfo(member);
    return member;
  } catch (error) {
    memberFailure.value = error as ApiError;
    throw error;
  }
}
