/** Customer service: opening chat, the chat widgets and the hand-off address. */
export { chatSeen, openSupport, startChatWidgets } from './chat.js';
export { handoffUrl } from './handoff.js';
