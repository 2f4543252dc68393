/** The member pages' calls (benefits, referral, feedback), as one kit. */
export type { FeedbackCategory, MemberBenefits, Referral } from './kit.js';
export { loadMembershipKit, useMembershipKit } from './use-kit.js';
