/** Fetches the member behind the session and keeps the session in step with it. */
import { signal } from '@preact/signals-core';
import { call } from '../api/client.js';
import { expectRecord, type ApiError } from '../api/api-error.js';
import { asFlag, asId, asObject, asString } from '../api/read.js';
import type { Endpoint } from '../api/endpoint.js';
import { applyMemberInfo, type MemberInfo } from './session.js';

const memberInfo = { method: 'GET', path: '/wps/member/info', auth: 'required' } as const satisfies Endpoint;

export function parseMember(input: unknown): MemberInfo {
  const raw = expectRecord(input);
  const clubLabel = raw.clubLabel && typeof raw.clubLabel === 'object' ? asObject(raw.clubLabel) : null;
  return {
    // The platform names some fields two ways (SPEC §3: id or customerId).
    id: asId(raw.customerId) || asId(raw.id),
    userName: asString(raw.userName) || asString(raw.customerName),
    type: typeof raw.type === 'number' ? raw.type : 0,
    language: asString(raw.language),
    merchantCode: asString(raw.merchantCode),
    firstTimeLogin: asFlag(raw.firstTimeLogin),
    clubLabelName: asString(clubLabel?.labelName),
    rankLevel: typeof raw.rankLevel === 'number' ? raw.rankLevel : 0,
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
    const member = parseMember(await call(memberInfo, options));
    applyMemberInfo(member);
    return member;
  } catch (error) {
    memberFailure.value = error as ApiError;
    throw error;
  }
}
