/** What the member pages share: their platform calls and shared parts. */
export {
  loadBenefits,
  parseBenefits,
  loadReferral,
  referralLink,
  referralPromotionOpen,
  isAgentType,
  sendFeedback,
  FEEDBACK_CATEGORIES,
  FEEDBACK_MAX_LENGTH,
  type MemberBenefits,
  type MemberLevel,
  type Referral,
  type FeedbackCategory,
  type FeedbackInput,
} from './membership.js';
