/**
 * The package's public surface, what an integrator imports from `mc-elements`: configuration, the session and
 * language as read-only signals with the few actions a page needs, and the prompt arbiter for a page's own
 * modals. Elements and the host page do not import it; they import each concern's face (`src/<concern>/index.ts`).
 * `test/node/public-exports.test.mjs` pins this list: a name added or removed here is a change to the package.
 */
export { getConfig, type McConfig } from './config/config.js';
export { configure } from './i18n/configure.js';
export { sessionInfo, memberInfo, isLoggedIn, type SessionInfo, type MemberInfo } from './session/session.js';
export { logout } from './session/logout.js';
export { LANGUAGES, type LanguageCode } from './i18n/languages.js';
export { language, direction, setLanguage } from './i18n/i18n.js';
export {
  requestPrompt,
  closeAllPrompts,
  activePrompt,
  PROMPT_PRIORITY,
  type PromptKind,
  type PromptHandle,
  type ShowPrompt,
} from './prompts/arbiter.js';
export type { NavigateDetail } from './navigation/navigation.js';
export type { TrackingEventDetail } from './tracking/track-event.js';
