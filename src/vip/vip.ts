/**
 * The member's VIP club label and rank progress (SPEC §3, §4), loaded when a session starts and cleared when
 * it ends. Every element reads the same signals (vip-state.ts); this module holds none of its own.
 */
import { effect } from '@preact/signals-core';
import { call } from '../api/client.js';
import { expectRecord, type ApiError } from '../api/api-error.js';
import { asNumber, asObject } from '../api/read.js';
import type { Endpoint } from '../api/endpoint.js';
import { memberInfo, token } from '../session/session.js';
import { hasVip, rankProgressRatio, type RankProgress } from './progress.js';
import { rankProgress, rankProgressFailure, rankProgressLoad, vipLoading } from './vip-state.js';

// Membership (docs/wire-contract.md): VIP rank progress.
const rankProgressEndpoint = { method: 'GET', path: '/wps/relay/MCSFE_getPlayerRankProgress', auth: 'required' } as const satisfies Endpoint;

export { rankProgressFailure, rankProgressLoad, type VipLoad } from './vip-state.js';

/**
 * Reads the platform's answer: a malformed field falls back to no rank, but an answer that is not a record at
 * all is a failure (a wrong shape must not show as 100 %).
 */
export function parseRankProgress(input: unknown): RankProgress {
  const raw = expectRecord(input);
  const progress = asObject(raw.currentProgress);
  const labelId = asObject(raw.playerRankProgress).labelId;
  return {
    labelId: typeof labelId === 'number' || typeof labelId === 'string' ? labelId : null,
    completedConditions: asNumber(progress.completedConditions) ?? 0,
    totalExpectedConditions: asNumber(progress.totalExpectedConditions) ?? 0,
  };
}

/** What a VIP card shows; null for a visitor. Read in a render, it follows the session and the progress. */
export function vipStatus() {
  const member = memberInfo.value;
  if (!token.value) return null;
  return {
    exists: hasVip(member?.clubLabelName),
    labelName: member?.clubLabelName ?? '',
    rankLevel: member?.rankLevel ?? 0,
    progress: rankProgressRatio(rankProgress.value),
  };
}

/** Fetches the rank progress again (a card's retry); one call at a time. */
export function loadRankProgress(): Promise<void> {
  const forToken = token.value;
  if (!forToken) return Promise.resolve();
  vipLoading.call ??= (async () => {
    rankProgressLoad.value = 'loading';
    try {
      const progress = parseRankProgress(await call(rankProgressEndpoint, { alert: false }));
      // A logout (or another login) while the call ran: its answer belongs to nobody now.
      if (token.value !== forToken) return;
      rankProgress.value = progress;
      rankProgressLoad.value = 'ready';
    } catch (error) {
      if (token.value !== forToken) return;
      rankProgressFailure.value = error as ApiError;
      rankProgressLoad.value = 'error';
    } finally {
      vipLoading.call = null;
    }
  })();
  return vipLoading.call;
}

/** Loads the progress whenever a session starts, forgets it when the session ends (SPEC §4). */
export function watchVip(): void {
  if (vipLoading.watching) return;
  vipLoading.watching = true;
  let last = '';
  effect(() => {
    const current = token.value;
    if (current === last) return;
    last = current;
    rankProgress.value = null;
    rankProgressLoad.value = 'idle';
    vipLoading.call = null;
    if (current) void loadRankProgress();
  });
}
