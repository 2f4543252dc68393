/** The member pages' calls (benefits, referral, feedback), as one kit. */
export type { FeedbackCategory, MemberBenefits, Referral } from './kit.js';
export { FEEDBACK_CATEGORIES } from './membership.js';
export { loadMembershipKit } from './load.js';
