// The member pages' platform side: reward-center promotions and their claims, deposit settings and deposits,
// the point market and its redemptions, the mission leaderboard (SPEC §2, §3). Seeded content lives in
// rewards-content.mjs; the control API may replace any of it per merchant (stored as JSON).

import { ApiError } from './http.mjs';
import { depositStatistics } from './install.mjs';
import {
  SEED_CATEGORIES, SEED_DEPOSIT, SEED_LEADERBOARD, SEED_MALL_ITEMS, SEED_POINTS, SEED_PROMOTIONS,
} from './rewards-content.mjs';
import { addEntry, firstDepositOf } from './wallet.mjs';

/** Tables of this module, in the order a reset empties them. */
export const REWARDS_TABLES = ['rewards_content', 'promotion_claims', 'mall_redemptions', 'mall_points'];

export const REWARDS_SCHEMA = `
CREATE TABLE IF NOT EXISTS rewards_content (
  merchant_code TEXT NOT NULL,
  kind TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (merchant_code, kind)
);
CREATE TABLE IF NOT EXISTS promotion_claims (
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  promotion_id TEXT NOT NULL,
  claimed_at INTEGER NOT NULL,
  PRIMARY KEY (player_id, promotion_id)
);
CREATE TABLE IF NOT EXISTS mall_points (
  player_id INTEGER PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
  points INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS mall_redemptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  item_id TEXT NOT NULL,
  points INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
`;

/** @typedef {import('./db.mjs').SqliteDatabase} Db */
/** @typedef {'promotions' | 'categories' | 'deposit' | 'mallItems' | 'leaderboard'} ContentKind */

const SEEDS = {
  promotions: SEED_PROMOTIONS,
  categories: SEED_CATEGORIES,
  deposit: SEED_DEPOSIT,
  mallItems: SEED_MALL_ITEMS,
  leaderboard: SEED_LEADERBOARD,
};
export const CONTENT_KINDS = /** @type {ContentKind[]} */ (Object.keys(SEEDS));

/**
 * A merchant's content of a kind: what the control API set, else the seed.
 * @param {Db} db
 * @param {string} merchant
 * @param {ContentKind} kind
 * @returns {any}
 */
export function content(db, merchant, kind) {
  const row = /** @type {{ value: string } | undefined} */ (
    db.prepare('SELECT value FROM rewards_content WHERE merchant_code = ? AND kind = ?').get(merchant, kind));
  const seed = kind === 'deposit' ? { ...SEED_DEPOSIT, currency: merchantCurrency(db, merchant) ?? SEED_DEPOSIT.currency } : SEEDS[kind];
  if (!row) return seed;
  const stored = JSON.parse(row.value);
  // An object given in part keeps the seed's other fields.
  return Array.isArray(stored) ? stored : { ...seed, ...stored };
}

/**
 * The currency of the merchant's own country (what `GET /wps/system/country` answers): every amount the
 * merchant shows is in it unless a test sets another.
 * @param {Db} db
 * @param {string} merchant
 * @returns {string | undefined}
 */
function merchantCurrency(db, merchant) {
  const row = /** @type {{ currency: string } | undefined} */ (db.prepare(`SELECT countries.currency FROM merchants
    JOIN countries ON countries.code = merchants.default_country WHERE merchants.code = ?`).get(merchant));
  return row?.currency;
}

/**
 * Replace a kind of content; null brings the seed back.
 * @param {Db} db
 * @param {string} merchant
 * @param {ContentKind} kind
 * @param {unknown} value
 */
export function setContent(db, merchant, kind, value) {
  if (value === null) {
    db.prepare('DELETE FROM rewards_content WHERE merchant_code = ? AND kind = ?').run(merchant, kind);
    return;
  }
  db.prepare(`INSERT INTO rewards_content (merchant_code, kind, value) VALUES (?, ?, ?)
    ON CONFLICT (merchant_code, kind) DO UPDATE SET value = excluded.value`).run(merchant, kind, JSON.stringify(value));
}

/**
 * A text in the player's language: a plain string as is, a map by language code with English as fallback.
 * @param {unknown} text
 * @param {string} language
 */
export function localize(text, language) {
  if (typeof text === 'string') return text;
  if (!text || typeof text !== 'object') return '';
  const map = /** @type {Record<string, string>} */ (text);
  // Portuguese readers get the Brazilian text rather than English when there is no European one.
  return map[language] ?? map[language.split('-')[0]] ?? (language === 'PT' ? map['PT-BR'] : undefined) ?? map.EN ?? Object.values(map)[0] ?? '';
}

// --- reward center ---------------------------------------------------------------------------------------

/**
 * The reward center's activities, each with the player's claim state when there is a player.
 * @param {Db} db
 * @param {string} merchant
 * @param {string} language
 * @param {number | null} playerId
 */
export function promotionActivities(db, merchant, language, playerId) {
  const claimed = new Set(playerId === null ? [] : /** @type {{ promotion_id: string }[]} */ (
    db.prepare('SELECT promotion_id FROM promotion_claims WHERE player_id = ?').all(playerId)).map((row) => row.promotion_id));
  const { currency } = content(db, merchant, 'deposit');
  return /** @type {any[]} */ (content(db, merchant, 'promotions')).map((promotion) => ({
    id: promotion.id,
    title: localize(promotion.title, language),
    content: localize(promotion.content, language),
    promoAnnouncementCategoryIds: promotion.promoAnnouncementCategoryIds ?? [],
    startTime: promotion.startTime ?? null,
    endTime: promotion.endTime ?? null,
    bonusAmount: promotion.bonusAmount ?? null,
    currency,
    claimStatus: !promotion.claimable ? 'NONE' : claimed.has(promotion.id) ? 'CLAIMED' : 'AVAILABLE',
  }));
}

/**
 * @param {Db} db
 * @param {string} merchant
 * @param {string} language
 */
export function promotionCategories(db, merchant, language) {
  return /** @type {any[]} */ (content(db, merchant, 'categories')).map((category) => ({
    id: category.id,
    name: localize(category.name, language),
  }));
}

/**
 * What a promotion credits for a deposit of `amount` (its `bonus` rule: a percentage of the deposit, capped,
 * from a minimum deposit), or its fixed `bonusAmount` when it has no rule. Computed in cents, so that 20% of
 * R$ 99,99 is R$ 20,00 and never R$ 19,998. Zero when the deposit is under the minimum.
 * @param {{ bonusAmount?: number | null, bonus?: { percent: number, max: number, minDeposit?: number } }} promotion
 * @param {number} [amount] the deposit the bonus is for
 */
export function bonusFor(promotion, amount) {
  const rule = promotion.bonus;
  if (!rule) return promotion.bonusAmount ?? 0;
  if (amount === undefined || amount < (rule.minDeposit ?? 0)) return 0;
  return Math.min(Math.round(amount * rule.percent), Math.round(rule.max * 100)) / 100;
}

/**
 * Claim a promotion once. A first-deposit bonus (`bonus.on: 'first'`) is its percentage of the player's first
 * deposit, up to its cap, and needs that deposit to have happened.
 * @param {Db} db
 * @param {string} merchant
 * @param {number} playerId
 * @param {string} promotionId
 */
export function claimPromotion(db, merchant, playerId, promotionId) {
  const promotion = /** @type {any[]} */ (content(db, merchant, 'promotions')).find((entry) => entry.id === promotionId);
  if (!promotion) throw new ApiError('promotion.not.found', 'This promotion does not exist or has ended.');
  if (!promotion.claimable) throw new ApiError('promotion.not.claimable', 'This promotion is applied automatically and cannot be claimed.');
  let credit = promotion.bonusAmount ?? 0;
  if (promotion.bonus?.on === 'first') {
    const first = firstDepositOf(db, playerId);
    if (first === null) throw new ApiError('promotion.deposit.required', 'Make your first deposit before claiming this bonus.');
    credit = bonusFor(promotion, first);
  }
  const done = db.prepare('INSERT OR IGNORE INTO promotion_claims (player_id, promotion_id, claimed_at) VALUES (?, ?, ?)')
    .run(playerId, promotionId, Date.now());
  if (done.changes === 0) throw new ApiError('promotion.already.claimed', 'You have already claimed this promotion.');
  if (credit > 0) addEntry(db, playerId, 'reward', credit, { promotion: promotionId });
  return { id: promotionId, claimStatus: 'CLAIMED', bonusAmount: credit, currency: content(db, merchant, 'deposit').currency };
}

/**
 * The bonus a deposit made at `at` earns by itself: the weekend reload (`bonus.on: 'weekend'`, Saturday and
 * Sunday) when the deposit reaches its minimum. Null when no automatic promotion applies.
 * @param {Db} db
 * @param {string} merchant
 * @param {number} amount
 * @param {number} at epoch ms
 * @returns {{ promotion: string, amount: number } | null}
 */
export function automaticBonus(db, merchant, amount, at) {
  const weekday = new Date(at).getUTCDay();
  if (weekday !== 0 && weekday !== 6) return null;
  const promotion = /** @type {any[]} */ (content(db, merchant, 'promotions')).find((entry) => entry.bonus?.on === 'weekend');
  const credit = promotion ? bonusFor(promotion, amount) : 0;
  return credit > 0 ? { promotion: promotion.id, amount: credit } : null;
}

// --- deposit ----------------------------------------------------------------------------------------------

/**
 * Deposit settings with the player's statistics (the statistics the install prompts read come along).
 * @param {Db} db
 * @param {string} merchant
 * @param {string} language
 * @param {number} playerId
 */
export function depositSettings(db, merchant, language, playerId) {
  const { currency, channels } = content(db, merchant, 'deposit');
  return {
    ...depositStatistics(db, playerId),
    currency,
    channels: /** @type {any[]} */ (channels).map((channel) => ({ ...channel, name: localize(channel.name, language) })),
  };
}

/**
 * A deposit through a channel; the sandbox's payment provider accepts it at once.
 * @param {Db} db
 * @param {string} merchant
 * @param {number} playerId
 * @param {{ channelId: string, amount: number }} request
 */
export function submitDeposit(db, merchant, playerId, { channelId, amount }) {
  const { currency, channels } = content(db, merchant, 'deposit');
  const channel = /** @type {any[]} */ (channels).find((entry) => entry.id === channelId);
  if (!channel) throw new ApiError('deposit.channel.unavailable', 'This payment channel is not available.');
  if (!(amount >= channel.minAmount && amount <= channel.maxAmount)) {
    throw new ApiError('deposit.amount.out.of.range', `The amount must be between ${channel.minAmount} and ${channel.maxAmount}.`);
  }
  const at = Date.now();
  addEntry(db, playerId, 'deposit', amount, { channel: channelId }, at);
  const bonus = automaticBonus(db, merchant, amount, at);
  if (bonus) addEntry(db, playerId, 'bonus', bonus.amount, { promotion: bonus.promotion }, at);
  return { channelId, amount, currency, status: 'SUCCESS', ...depositStatistics(db, playerId) };
}

// --- point market -----------------------------------------------------------------------------------------

/**
 * @param {Db} db
 * @param {number} playerId
 */
export function memberPoints(db, playerId) {
  const row = /** @type {{ points: number } | undefined} */ (db.prepare('SELECT points FROM mall_points WHERE player_id = ?').get(playerId));
  return row?.points ?? SEED_POINTS;
}

/**
 * @param {Db} db
 * @param {number} playerId
 * @param {number} points
 */
export function setMemberPoints(db, playerId, points) {
  db.prepare(`INSERT INTO mall_points (player_id, points) VALUES (?, ?)
    ON CONFLICT (player_id) DO UPDATE SET points = excluded.points`).run(playerId, points);
}

/**
 * The market's items with the stock left.
 * @param {Db} db
 * @param {string} merchant
 * @param {string} language
 */
export function mallItems(db, merchant, language) {
  const redeemed = new Map(/** @type {{ item_id: string, count: number }[]} */ (
    db.prepare('SELECT item_id, COUNT(*) AS count FROM mall_redemptions WHERE merchant_code = ? GROUP BY item_id').all(merchant))
    .map((row) => [row.item_id, row.count]));
  return /** @type {any[]} */ (content(db, merchant, 'mallItems')).map((item) => ({
    id: item.id,
    kind: item.kind ?? 'gift',
    name: localize(item.name, language),
    description: localize(item.description, language),
    points: item.points,
    stock: Math.max(0, item.stock - (redeemed.get(item.id) ?? 0)),
  }));
}

/**
 * Redeem one item for points.
 * @param {Db} db
 * @param {string} merchant
 * @param {number} playerId
 * @param {string} itemId
 */
export function redeemItem(db, merchant, playerId, itemId) {
  return db.transaction(() => {
    const item = mallItems(db, merchant, 'EN').find((entry) => entry.id === itemId);
    if (!item) throw new ApiError('mall.item.not.found', 'This item is no longer in the market.');
    if (item.stock <= 0) throw new ApiError('mall.item.sold.out', 'This item is sold out.');
    const points = memberPoints(db, playerId);
    if (points < item.points) throw new ApiError('mall.points.insufficient', 'You do not have enough points for this item.');
    setMemberPoints(db, playerId, points - item.points);
    const { lastInsertRowid } = db.prepare(`INSERT INTO mall_redemptions (merchant_code, player_id, item_id, points, created_at)
      VALUES (?, ?, ?, ?, ?)`).run(merchant, playerId, itemId, item.points, Date.now());
    return { orderId: `MO-${String(lastInsertRowid).padStart(6, '0')}`, itemId, points: points - item.points, stock: item.stock - 1 };
  })();
}

// --- mission leaderboard ----------------------------------------------------------------------------------

/**
 * The mission board ranked by score, the member among the others.
 * @param {Db} db
 * @param {string} merchant
 * @param {string} language
 * @param {{ username: string }} player
 */
export function leaderboard(db, merchant, language, player) {
  const board = content(db, merchant, 'leaderboard');
  const { currency } = content(db, merchant, 'deposit');
  /** @type {{ userName: string, score: number, self: boolean }[]} */
  const rows = /** @type {[string, number][]} */ (board.players).map(([userName, score]) => ({ userName, score, self: false }));
  if (board.selfScore !== null && board.selfScore !== undefined) rows.push({ userName: player.username, score: board.selfScore, self: true });
  rows.sort((a, b) => b.score - a.score);
  const entries = rows.map((row, index) => ({
    rank: index + 1, ...row, prize: /** @type {number[]} */ (board.prizes ?? [])[index] ?? null,
  }));
  return {
    title: localize(board.title, language),
    periodStart: board.periodStart ?? null,
    periodEnd: board.periodEnd ?? null,
    currency,
    entries,
    me: entries.find((entry) => entry.self) ?? null,
  };
}
