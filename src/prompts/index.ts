/** The arbiter that shows modal prompts one at a time, at a calm pace. */
export { activePrompt, closeAllPrompts, requestPrompt, type PromptHandle, type PromptOptions } from './arbiter.js';
export { holdPromotions, promotionsHeld, startPageView, PROMPTS_PER_VIEW, TAP_QUIET_MS } from './pacing.js';
