import { signal } from '@preact/signals-core';

/**
 * Counts the times the merchant's chat has loaded in front of the player: once seen, its messages are read,
 * and an unread badge asks for its count again. A module of its own, so that `chat.ts` holds no state.
 */
export const chatSeen = signal(0);
