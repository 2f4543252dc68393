/** The member pages' calls (benefits, referral, feedback), loaded as one lazy kit. */
export type { FeedbackCategory, MemberBenefits, Referral } from './kit.js';
export { loadMembershipKit, useMembershipKit } from './use-kit.js';
