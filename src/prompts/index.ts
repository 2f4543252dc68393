/** The arbiter that shows modal prompts one at a time. */
export { activePrompt, closeAllPrompts, requestPrompt, type PromptHandle } from './arbiter.js';
