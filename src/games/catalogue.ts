/**
 * Game lanes (SPEC §3, §4, §7): the vendor list (`GCSGAME_newGameVendor`) and a page's lanes
 * (`GCSGAME_getGameMatchV2?page=home|game`), validated card by card, named and ordered by the vendor mapping.
 */
import * as v from 'valibot';
import { call } from '../api/client.js';
import { ApiError } from '../api/api-error.js';
import { endpoints } from '../api/endpoints.js';
import { language } from '../i18n/i18n.js';
import { platformUrl } from '../net/lines.js';
import { preconnect } from './preconnect.js';
import { mapVendors, type VendorCategory } from './vendor-mapping.js';

const text = () => v.fallback(v.string(), '');
const count = () => v.fallback(v.pipe(v.number(), v.integer(), v.minValue(0)), 0);

const VendorSchema = v.object({ accountTypeName: v.string(), displayName: text(), gameType: text(), gameCount: count() });
const VendorListSchema = v.object({ product: text(), vendors: v.fallback(v.array(v.unknown()), []) });

/** A card's artwork: an http(s) address, a path being on the platform's site; else none. */
function gameImageUrl(input: string): string {
  if (!input.trim() || input.trim().startsWith('//')) return '';
  const url = platformUrl(input);
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href : '';
}

const CardSchema = v.object({
  gameId: v.pipe(v.string(), v.nonEmpty()),
  nodeId: text(),
  accountTypeName: v.string(),
  displayName: v.pipe(v.string(), v.nonEmpty()),
  gameType: text(),
  gameCode: text(),
  prizeMode: text(),
  imageUrl: v.fallback(v.pipe(v.string(), v.transform(gameImageUrl)), ''),
  trial: v.fallback(v.boolean(), false),
});

const LaneSchema = v.object({
  title: text(),
  gameClassify: v.fallback(v.object({ code: text(), vendors: v.fallback(v.array(v.string()), []) }), { code: '', vendors: [] }),
  gameCount: count(),
  cards: v.fallback(v.array(v.unknown()), []),
});

export type GameCard = v.InferOutput<typeof CardSchema> & { vendorName: string };

export interface GameLane {
  title: string;
  code: string;
  vendors: string[];
  gameCount: number;
  cards: GameCard[];
}

export type GamePage = 'home' | 'game';

function parseVendors(input: unknown): VendorCategory[] {
  const list = v.parse(VendorListSchema, input && typeof input === 'object' ? input : {});
  const vendors = list.vendors.flatMap((entry) => {
    const parsed = v.safeParse(VendorSchema, entry);
    return parsed.success ? [parsed.output] : [];
  });
  return mapVendors(vendors, list.product);
}

/** Lanes as the platform sent them, with bad cards dropped, vendors named and lanes in category order. */
export function parseLanes(lanesInput: unknown, vendorsInput: unknown): GameLane[] {
  const categories = parseVendors(vendorsInput);
  const nameOf = new Map<string, string>();
  for (const category of categories) for (const vendor of category.vendors) nameOf.set(vendor.accountTypeName, vendor.name);
  const ordinal = (code: string) => categories.find((category) => category.code === code)?.ordinal ?? Number.MAX_SAFE_INTEGER;
  const lanes = (Array.isArray(lanesInput) ? lanesInput : []).flatMap((entry) => {
    const parsed = v.safeParse(LaneSchema, entry);
    if (!parsed.success) return [];
    const lane = parsed.output;
    const cards = lane.cards.flatMap((raw) => {
      const card = v.safeParse(CardSchema, raw);
      return card.success ? [{ ...card.output, vendorName: nameOf.get(card.output.accountTypeName) ?? card.output.accountTypeName }] : [];
    });
    if (!cards.length) return [];
    const vendors = [...new Set(lane.gameClassify.vendors.map((account) => nameOf.get(account) ?? account))];
    return [{ title: lane.title, code: lane.gameClassify.code, vendors, gameCount: Math.max(lane.gameCount, cards.length), cards }];
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
    call(endpoints.gameVendors, { alert: false }),
    call(endpoints.gameLanes, { query: { page, platform: 'html5' }, alert: false }),
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
