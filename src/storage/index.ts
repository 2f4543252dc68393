/** Typed storage keys, and raw reads and writes that survive storage being unavailable. */
export { readRaw, storageKey, stringKey, writeRaw } from './storage.js';
