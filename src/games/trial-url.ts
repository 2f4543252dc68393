import { call } from '../api/client.js';
import type { Endpoint } from '../api/endpoint.js';

const gameTrialLaunch = { method: 'GET', path: '/wps/relay/GCS_gameTrialLaunch', auth: false } as const satisfies Endpoint;

/** Asks the platform for a trial game's address (`GCS_gameTrialLaunch`, SPEC §7). */
export async function trialGameUrl(card: { gameId: string; nodeId: string }): Promise<string> {
  const value = await call<{ gameUrl?: unknown } | string>(gameTrialLaunch, {
    query: { gameId: card.gameId, nodeId: card.nodeId, platform: 'html5' },
    alert: false,
  });
  const url = typeof value === 'string' ? value : value?.gameUrl;
  if (typeof url !== 'string') throw new Error('no trial address');
  return url;
}
