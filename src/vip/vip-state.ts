/**
 * The VIP rank progress every element reads, and where its loading stands: state only, in a module of its own,
 * so that the code around it (`vip.ts`) keeps none.
 */
import { signal } from '@preact/signals-core';
import type { ApiError } from '../api/api-error.js';
import type { RankProgress } from './progress.js';

export type VipLoad = 'idle' | 'loading' | 'ready' | 'error';

export const rankProgress = signal<RankProgress | null>(null);
export const rankProgressLoad = signal<VipLoad>('idle');
/** Why the rank progress last failed, for the card's message (the server's own, when it sent one). */
export const rankProgressFailure = signal<ApiError | null>(null);

/** The progress call under way (one at a time), and whether the session is watched already. */
export const vipLoading: { call: Promise<void> | null; watching: boolean } = { call: null, watching: false };
