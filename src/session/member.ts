/** Fetches the member behind the session and keeps the session in step with it. */
import * as v from 'valibot';
import { call } from '../api/client.js';
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
  const raw = v.parse(MemberSchema, input && typeof input === 'object' ? input : {});
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

/** Loads the member info and stores what the session needs of it. */
export async function refreshMember(options: { alert?: boolean; sessionRestore?: boolean } = {}): Promise<MemberInfo> {
  const member = parseMember(await call(endpoints.memberInfo, options));
  applyMemberInfo(member);
  return member;
}
