/**
 * Game launch (SPEC §2 /m/launchGame, §3, §4, §5, §8, §9): the query read, the platform's request built, the
 * call made with its pre-delay and timeout, and the failures named with the spec's keys.
 */
import { call } from '../api/client.js';
import { ApiError } from '../api/api-error.js';
import { errorMessage } from '../api/error-policy.js';
import type { Endpoint } from '../api/endpoint.js';
import { apiBase, platformUrl } from '../net/lines.js';
import { language, storedLanguage, t } from '../i18n/i18n.js';
import { toLanguageCode } from '../i18n/languages.js';
import { memberInfo } from '../session/session.js';
import { merchantStatus, switchOn } from '../platform/merchant-status.js';
import { isInApp } from '../device/device.js';
import { allowedGameUrl } from './game-hosts.js';

const launchGame = { method: 'POST', path: '/wps/game/launchGame', auth: 'required', timeout: 10_000 } as const satisfies Endpoint;

/** SPEC §9: the launch waits this long before it asks, and gives up after the timeout. */
export const LAUNCH_PRE_DELAY_MS = 150;
export const LAUNCH_TIMEOUT_MS = 10_000;
/** SPEC §1: lottery games open in Vietnamese unless the player chose a language. */
export const LOTTERY_DEFAULT_LANGUAGE = 'VI';
export const SEA_LOTTO_MODE = 'SEA_Tradition_Mobile';

export type LottoView = 'betting' | 'lobby';

export type LaunchTarget =
  | { kind: 'lottery'; prizeMode: string; code: string; playType: string; lottoView: LottoView; backUrl: string }
  | {
      kind: 'vendor';
      vendor: string;
      code: string;
      playType: string;
      backUrl: string;
      roomId: string;
      nodeId: string;
      gameType: string;
    };

const clean = (value: string | null) => (value ?? '').trim().slice(0, 200);

/**
 * Reads `/m/launchGame`'s query: `prize_mode` (lottery) or `vendor` (other games, also a banner of type G
 * with `roomId`, `nodeId`, `gameType`), `code`, `playType`, `backUrl`, `lottoView`. Null when it names no game.
 */
export function parseLaunchQuery(search: string): LaunchTarget | null {
  const query = new URLSearchParams(search);
  const prizeMode = clean(query.get('prize_mode'));
  const code = clean(query.get('code'));
  const playType = clean(query.get('playType'));
  if (prizeMode) {
    if (!code) return null;
    const lottoView: LottoView = query.get('lottoView') === 'lobby' ? 'lobby' : 'betting';
    return { kind: 'lottery', prizeMode, code, playType, lottoView, backUrl: query.get('backUrl') ?? '' };
  }
  const vendor = clean(query.get('vendor'));
  if (!vendor) return null;
  return {
    kind: 'vendor',
    vendor,
    code,
    playType,
    backUrl: query.get('backUrl') ?? '',
    roomId: clean(query.get('roomId')),
    nodeId: clean(query.get('nodeId')),
    gameType: clean(query.get('gameType')),
  };
}

/** Where the game sends the player back: the query's `backUrl` on one of the merchant's hosts, else home. */
export function resolveBackUrl(raw: string): { backUrl: string; refused: boolean } {
  const home = `${location.origin}/m/home`;
  if (!raw) return { backUrl: home, refused: false };
  const safe = allowedGameUrl(raw);
  return safe ? { backUrl: safe, refused: false } : { backUrl: home, refused: true };
}

export interface LaunchContext {
  backUrl: string;
  title: string;
  labelName: string;
  language: string;
  lotteryLanguage: string;
}

/** The app's side of the request: merchant title, VIP label, languages. */
export function launchContext(backUrl: string): LaunchContext {
  return {
    backUrl,
    title: merchantStatus.value?.info.whitelabel || document.title,
    labelName: memberInfo.value?.clubLabelName ?? '',
    language: language.value,
    lotteryLanguage: toLanguageCode(storedLanguage.read()) ?? LOTTERY_DEFAULT_LANGUAGE,
  };
}

/** The body of `POST /wps/game/launchGame` (SPEC §3). */
export function buildLaunchRequest(target: LaunchTarget, context: LaunchContext): Record<string, unknown> {
  if (target.kind === 'lottery') {
    const sea = /^(SEA|SEA_Tradition_Mobile)$/i.test(target.playType);
    return {
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: target.prizeMode,
      lottoGameCode: target.code,
      lottoView: target.lottoView,
      device: 'MOBILE',
      backUrl: context.backUrl,
      hasLobby: target.lottoView === 'lobby',
      language: context.lotteryLanguage,
      title: context.title,
      labelName: context.labelName,
      ...(sea ? { lottoMode: SEA_LOTTO_MODE } : {}),
    };
  }
  const body: Record<string, unknown> = {
    vendor: target.vendor,
    device: 'MOBILE',
    backUrl: context.backUrl,
    language: context.language,
    title: context.title,
  };
  if (target.code) body.gameCode = target.code;
  if (target.playType) body.prizeMode = target.playType;
  if (target.roomId) body.roomId = target.roomId;
  if (target.nodeId) body.nodeId = target.nodeId;
  if (target.gameType) body.gameType = target.gameType;
  return body;
}

/** A launch that failed, with the message the player reads. */
export class LaunchError extends Error {
  constructor(
    readonly code: 'in_app_only' | 'timeout' | 'invalid' | 'platform',
    message: string,
  ) {
    super(message);
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Asks the platform for the game's address. Rejects with a LaunchError: `label_start_game_error` when the
 * merchant's STARTGAMEINAPP3 rule keeps games to its app, `timeout_retry_please` after 10 s or on
 * ECONNABORTED, the platform's own message otherwise.
 */
export async function requestGameUrl(target: LaunchTarget, context: LaunchContext): Promise<string> {
  if (switchOn('STARTGAMEINAPP3') && !isInApp()) throw new LaunchError('in_app_only', t('label_start_game_error'));
  await wait(LAUNCH_PRE_DELAY_MS);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LAUNCH_TIMEOUT_MS);
  let value: unknown;
  try {
    // One line only: a switch to another line would double the player's wait past the spec's 10 s.
    value = await call(launchGame, {
      body: buildLaunchRequest(target, context),
      alert: false,
      signal: controller.signal,
      base: apiBase(),
    });
  } catch (error) {
    const apiError = error instanceof ApiError ? error : null;
    if (controller.signal.aborted || apiError?.code === 'timeout' || apiError?.message === 'ECONNABORTED') {
      throw new LaunchError('timeout', t('timeout_retry_please'));
    }
    // What went wrong on the way (no network, say) is told in our words, as the forms tell it; the platform's
    // refusal in its own.
    throw new LaunchError('platform', apiError ? errorMessage(apiError, t('launch_game_failed')) : t('launch_game_failed'));
  } finally {
    clearTimeout(timer);
  }
  const raw = (value as { gameUrl?: unknown } | null)?.gameUrl;
  // A path is on the platform's site, not on the page that launched the game.
  const url = typeof raw === 'string' && raw.trim() && !raw.trim().startsWith('//') ? platformUrl(raw) : null;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw new LaunchError('platform', t('launch_game_failed'));
  return url.href;
}
