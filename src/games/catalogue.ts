/**
 * Game lanes (SPEC §3, §4, §7): the vendor list (`GCSGAME_newGameVendor`) and a page's lanes
 * (`GCSGAME_getGameMatchV2?page=home|game`), read card by card, named and ordered by the vendor mapping.
 */
import { call } from '../api/client.js';
import { ApiError } from '../api/api-error.js';
import { asFlag, asObject, asString, type Payload } from '../api/read.js';
import type { Endpoint } from '../api/endpoint.js';
import { language } from '../i18n/i18n.js';
import { platformUrl } from '../net/lines.js';
import { preconnect } from './preconnect.js';
import { mapVendors, type VendorCategory } from './vendor-mapping.js';

const gameVendors = { method: 'GET', path: '/wps/relay/GCSGAME_newGameVendor', cache: 'session' } as const satisfies Endpoint;
const gameLanes = { method: 'GET', path: '/wps/relay/GCSGAME_getGameMatchV2' } as const satisfies Endpoint;

/** A whole number from 0, else 0. */
const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0);
const isObject = (value: unknown): value is Payload => !!value && typeof value === 'object' && !Array.isArray(value);

/** A card's artwork: an http(s) address, a path being on the platform's site; else none. */
function gameImageUrl(input: string): string {
  if (!input.trim() || input.trim().startsWith('//')) return '';
  const url = platformUrl(input);
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href : '';
}

export interface GameCard {
  gameId: string;
  nodeId: string;
  accountTypeName: string;
  displayName: string;
  gameType: string;
  gameCode: string;
  prizeMode: string;
  imageUrl: string;
  trial: boolean;
}

/** A card, or null without its game id, its vendor or a name to show. */
function readCard(raw: unknown): GameCard | null {
  if (!isObject(raw)) return null;
  const { gameId, accountTypeName, displayName } = raw;
  if (typeof gameId !== 'string' || !gameId || typeof accountTypeName !== 'string' || typeof displayName !== 'string' || !displayName) return null;
  return {
    gameId,
    nodeId: asString(raw.nodeId),
    accountTypeName,
    displayName,
    gameType: asString(raw.gameType),
    gameCode: asString(raw.gameCode),
    prizeMode: asString(raw.prizeMode),
    imageUrl: typeof raw.imageUrl === 'string' ? gameImageUrl(raw.imageUrl) : '',
    trial: asFlag(raw.trial),
  };
}

/** A list of cards (a lane's, the search's, favourites, recently played); bad cards dropped. */
export function readCards(input: unknown): GameCard[] {
  return (Array.isArray(input) ? input : []).flatMap((raw) => readCard(raw) ?? []);
}

export interface GameLane {
  title: string;
  code: string;
  vendors: string[];
  gameCount: number;
  cards: GameCard[];
}

export type GamePage = 'home' | 'game';

function parseVendors(input: unknown): VendorCategory[] {
  const list = asObject(input);
  const vendors = (Array.isArray(list.vendors) ? list.vendors : []).flatMap((entry) =>
    isObject(entry) && typeof entry.accountTypeName === 'string'
      ? [{ accountTypeName: entry.accountTypeName, displayName: asString(entry.displayName), gameType: asString(entry.gameType), gameCount: count(entry.gameCount) }]
      : [],
  );
  return mapVendors(vendors, asString(list.product));
}

/** Lanes as the platform sent them, with bad cards dropped, each lane's vendors named and lanes in category order. */
export function parseLanes(lanesInput: unknown, vendorsInput: unknown): GameLane[] {
  const categories = parseVendors(vendorsInput);
  const nameOf = new Map<string, string>();
  for (const category of categories) for (const vendor of category.vendors) nameOf.set(vendor.accountTypeName, vendor.name);
  const ordinal = (code: string) => categories.find((category) => category.code === code)?.ordinal ?? Number.MAX_SAFE_INTEGER;
  const lanes = (Array.isArray(lanesInput) ? lanesInput : []).flatMap((entry) => {
    if (!isObject(entry)) return [];
    const cards = readCards(entry.cards);
    if (!cards.length) return [];
    const classify = asObject(entry.gameClassify);
    const accounts = Array.isArray(classify.vendors) && classify.vendors.every((account) => typeof account === 'string') ? (classify.vendors as string[]) : [];
    const vendors = [...new Set(accounts.map((account) => nameOf.get(account) ?? account))];
    return [{ title: asString(entry.title), code: asString(classify.code), vendors, gameCount: Math.max(count(entry.gameCount), cards.length), cards }];
  });
  return lanes.sort((a, b) => ordinal(a.code) - ordinal(b.code));
}

/** A load started shortly before (by the app while its strings load) is taken over rather than repeated. */
const REUSE_MS = 10_000;
const recent = new Map<string, { at: number; lanes: Promise<GameLane[]> }>();

/** Loads a page's lanes. Rejects when the platform cannot be reached or answers with an error. */
export function loadGameLanes(page: GamePage): Promise<GameLane[]> {
  const key = `${page}\n${language.value}`;
  const kept = recent.get(key);
  recent.delete(key);
  if (kept && Date.now() - kept.at < REUSE_MS) return kept.lanes;
  return Promise.all([
    call(gameVendors, { alert: false }),
    call(gameLanes, { query: { page, platform: 'html5' }, alert: false }),
  ]).then(([vendors, lanes]) => {
    // Lanes that are not a list are a failure the player can retry, not "no games".
    if (!Array.isArray(lanes)) throw new ApiError('bad_response', '', 200);
    const parsed = parseLanes(lanes, vendors);
    // The artwork's host gets its connection as soon as the lanes are known, before any card renders.
    preconnect(parsed.flatMap((lane) => lane.cards.slice(0, 1).map((card) => card.imageUrl)));
    return parsed;
  });
}

/** Starts loading a page's lanes ahead of the element, which takes the answer over once (within 10 s). */
export function prefetchGameLanes(page: GamePage): void {
  const lanes = loadGameLanes(page);
  lanes.catch(() => {});
  recent.set(`${page}\n${language.value}`, { at: Date.now(), lanes });
}

/** Where a card launches: lottery by prize mode and code, other games by vendor and code (SPEC §2). */
export function launchPath(card: GameCard): string {
  const query = card.prizeMode
    ? new URLSearchParams({ prize_mode: card.prizeMode, code: card.gameCode, lottoView: 'betting' })
    : new URLSearchParams({ vendor: card.accountTypeName, code: card.gameCode });
  return `/m/launchGame?${query}`;
}
