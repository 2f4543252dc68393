// The player's wallet: a balance and a ledger of what moved it (deposits, bonuses, claimed rewards, game
// results, withdrawals and the money a cancelled or failed withdrawal put back). Amounts are kept in cents so that
// sums never drift. The demo account starts with five weeks of history, made from the merchant's own deposit
// channels, promotions and game catalogue.

import { GAMES, HISTORY_GAMES } from './game-catalogue.mjs';
import { ApiError } from './http.mjs';
import { automaticBonus, content, localize } from './rewards.mjs';

/** Tables of this module, in the order a reset empties them. */
export const WALLET_TABLES = ['wallet_entries', 'wallets'];

export const WALLET_SCHEMA = `
CREATE TABLE IF NOT EXISTS wallets (
  player_id INTEGER PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
  balance_cents INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS wallet_entries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  detail TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  balance_cents INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS wallet_entries_player ON wallet_entries (player_id, created_at DESC, id DESC);
`;

/** @typedef {import('./db.mjs').SqliteDatabase} Db */
/** @typedef {'deposit' | 'bonus' | 'reward' | 'game' | 'withdrawal'} EntryType */
/** @typedef {{ channel?: string, promotion?: string, game?: string, withdrawal?: number, refund?: boolean }} EntryDetail */

/** The record filters a player picks: each names the entry types it shows. */
export const RECORD_FILTERS = Object.freeze({
  all: ['deposit', 'bonus', 'reward', 'game', 'withdrawal'],
  deposit: ['deposit'],
  withdrawal: ['withdrawal'],
  bonus: ['bonus', 'reward'],
  game: ['game'],
});
export const MAX_PAGE_SIZE = 50;
/** How far back the records go (the client asks for 30 days at most). */
export const HISTORY_DAYS = 90;

const DAY = 86_400_000;
const cents = (amount) => Math.round(amount * 100);

/**
 * @param {Db} db
 * @param {number} playerId
 */
export function balanceOf(db, playerId) {
  const row = /** @type {{ balance_cents: number } | undefined} */ (db.prepare('SELECT balance_cents FROM wallets WHERE player_id = ?').get(playerId));
  return (row?.balance_cents ?? 0) / 100;
}

/**
 * Set a balance without a ledger entry (the control API's back-office correction).
 * @param {Db} db
 * @param {number} playerId
 * @param {number} amount
 */
export function setBalance(db, playerId, amount) {
  db.prepare(`INSERT INTO wallets (player_id, balance_cents) VALUES (?, ?)
    ON CONFLICT (player_id) DO UPDATE SET balance_cents = excluded.balance_cents`).run(playerId, cents(amount));
}

/**
 * Move the balance and write the entry; a debit larger than the balance is refused.
 * @param {Db} db
 * @param {number} playerId
 * @param {EntryType} type
 * @param {number} amount signed: credits positive
 * @param {EntryDetail} detail
 * @param {number} [at] epoch ms
 */
export function addEntry(db, playerId, type, amount, detail, at = Date.now()) {
  return db.transaction(() => {
    const balance = cents(balanceOf(db, playerId)) + cents(amount);
    if (balance < 0) throw new ApiError('wallet.balance.insufficient', 'Your balance is not enough for this.');
    db.prepare(`INSERT INTO wallets (player_id, balance_cents) VALUES (?, ?)
      ON CONFLICT (player_id) DO UPDATE SET balance_cents = excluded.balance_cents`).run(playerId, balance);
    db.prepare(`INSERT INTO wallet_entries (player_id, type, detail, amount_cents, balance_cents, created_at)
      VALUES (?, ?, ?, ?, ?, ?)`).run(playerId, type, JSON.stringify(detail), cents(amount), balance, at);
    return balance / 100;
  })();
}

/**
 * Empty a player's ledger and balance (the control API, for the empty state).
 * @param {Db} db
 * @param {number} playerId
 */
export function clearWallet(db, playerId) {
  db.prepare('DELETE FROM wallet_entries WHERE player_id = ?').run(playerId);
  db.prepare('DELETE FROM wallets WHERE player_id = ?').run(playerId);
}

/**
 * What an entry is about, in the request's language: the channel's or promotion's name, or the game's.
 * @param {Db} db
 * @param {string} merchant
 * @param {string} language
 * @param {EntryDetail} detail
 */
function titleOf(db, merchant, language, detail) {
  if (detail.game) return GAMES.find((game) => game.gameId === detail.game)?.displayName ?? detail.game;
  if (detail.channel) {
    const channel = /** @type {any[]} */ (content(db, merchant, 'deposit').channels).find((entry) => entry.id === detail.channel);
    return channel ? localize(channel.name, language) : detail.channel;
  }
  if (detail.promotion) {
    const promotion = /** @type {any[]} */ (content(db, merchant, 'promotions')).find((entry) => entry.id === detail.promotion);
    return promotion ? localize(promotion.title, language) : '';
  }
  return '';
}

/**
 * One page of a player's records, newest first.
 * @param {Db} db
 * @param {string} merchant
 * @param {string} language
 * @param {number} playerId
 * @param {{ type: keyof typeof RECORD_FILTERS, from: number, page: number, pageSize: number }} query
 */
export function records(db, merchant, language, playerId, { type, from, page, pageSize }) {
  const types = RECORD_FILTERS[type];
  const where = `player_id = ? AND created_at >= ? AND type IN (${types.map(() => '?').join(', ')})`;
  const params = [playerId, from, ...types];
  const { total } = /** @type {{ total: number }} */ (db.prepare(`SELECT COUNT(*) AS total FROM wallet_entries WHERE ${where}`).get(...params));
  const rows = /** @type {{ id: number, type: EntryType, detail: string, amount_cents: number, balance_cents: number, created_at: number }[]} */ (
    db.prepare(`SELECT * FROM wallet_entries WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
      .all(...params, pageSize, (page - 1) * pageSize));
  const details = rows.map((row) => /** @type {EntryDetail} */ (JSON.parse(row.detail)));
  const withdrawals = withdrawalsOf(db, details.flatMap((detail) => (detail.withdrawal ? [detail.withdrawal] : [])));
  return {
    currency: content(db, merchant, 'deposit').currency,
    list: rows.map((row, index) => {
      const detail = details[index];
      const withdrawal = detail.withdrawal ? withdrawals.get(detail.withdrawal) : undefined;
      return {
        id: `W${String(row.id).padStart(8, '0')}`,
        type: row.type,
        title: withdrawal ? withdrawal.title : titleOf(db, merchant, language, detail),
        ...(detail.game ? { gameId: detail.game } : {}),
        // The withdrawal an entry debited or put back, with where it stands now (a refund entry says so).
        ...(withdrawal ? { withdrawal: { id: withdrawal.id, status: withdrawal.status, refund: detail.refund === true } } : {}),
        amount: row.amount_cents / 100,
        balance: row.balance_cents / 100,
        createdAt: row.created_at,
      };
    }),
    page,
    pageSize,
    total,
    hasMore: page * pageSize < total,
  };
}

/**
 * The withdrawals some entries are about (sandbox/withdrawals.mjs keeps them): the id the member sees, where each
 * stands now, and what a record calls it (PIX, or the bank's name).
 * @param {Db} db
 * @param {number[]} ids
 */
function withdrawalsOf(db, ids) {
  /** @type {Map<number, { id: string, status: string, title: string }>} */
  const found = new Map();
  if (!ids.length) return found;
  const rows = /** @type {{ id: number, status: string, account: string }[]} */ (
    db.prepare(`SELECT id, status, account FROM withdrawals WHERE id IN (${ids.map(() => '?').join(', ')})`).all(...ids));
  for (const row of rows) {
    const account = JSON.parse(row.account);
    found.set(row.id, { id: `WD${String(row.id).padStart(8, '0')}`, status: row.status, title: account.type === 'pix' ? 'PIX' : String(account.bankName ?? '') });
  }
  return found;
}

/** A small generator with a fixed seed: the demo's history reads the same on every reset. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Five weeks of a regular player's life, ending minutes ago: a deposit every few days, a handful of bets a
 * day with wins and losses, the weekend reload bonus, check-in rewards. Amounts follow the merchant's money:
 * the smallest deposit of its first channel is ten "units" (10 reais, or 50,000 dong where a channel starts there).
 * Two paid withdrawals along the way and one still pending from an hour ago, written through `withdraw`
 * (sandbox/withdrawals.mjs, which debits the balance with its own entry).
 * @param {Db} db
 * @param {string} merchant
 * @param {number} playerId
 * @param {number} [now]
 * @param {(amount: number, at: number, status: 'paid' | 'pending') => void} [withdraw]
 */
export function seedWallet(db, merchant, playerId, now = Date.now(), withdraw = undefined) {
  const deposit = content(db, merchant, 'deposit');
  const channels = /** @type {any[]} */ (deposit.channels);
  const unit = Math.max(0.01, (channels[0]?.minAmount ?? 10) / 10);
  const games = GAMES.filter((game) => HISTORY_GAMES.includes(game.gameId));
  const next = random(20_261_101);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const round = (amount) => Math.round(amount * 100) / 100;
  // Yesterday's moves stop three hours before the latest ones below.
  const latest = now - 3 * 3_600_000;
  const start = now - 36 * DAY;
  for (let day = 0; day < 36; day++) {
    let at = start + day * DAY + (9 + next() * 3) * 3_600_000;
    /** @type {(type: EntryType, amount: number, detail: EntryDetail) => void} */
    const add = (type, amount, detail) => {
      at += (20 + next() * 90) * 60_000;
      if (at < latest && amount !== 0) addEntry(db, playerId, type, amount, detail, at);
    };
    if (day % 3 === 0 || balanceOf(db, playerId) < 20 * unit) {
      const channel = pick(channels);
      const amount = round(pick([50, 100, 200, 300, 500]) * unit);
      add('deposit', amount, { channel: channel.id });
      // The weekend reload, by the promotion's own rule (20% of the deposit, capped), as a live deposit gets it.
      const bonus = automaticBonus(db, merchant, amount, at);
      if (bonus) add('bonus', bonus.amount, { promotion: bonus.promotion });
    }
    if (day % 2 === 1) add('reward', round(3 * unit), { promotion: 'PR-3001' });
    const bets = 2 + Math.floor(next() * 4);
    for (let bet = 0; bet < bets; bet++) {
      const game = pick(games);
      const stake = round(pick([5, 10, 20, 50]) * unit);
      const won = next() < 0.42;
      add('game', won ? round(stake * (0.5 + next() * 4)) : -Math.min(stake, balanceOf(db, playerId)), { game: game.gameId });
    }
    // A good fortnight ends with a cash-out of part of the winnings, paid within the hour.
    const balance = balanceOf(db, playerId);
    if (withdraw && (day === 13 || day === 27) && balance > 100 * unit) {
      at += 45 * 60_000;
      if (at < latest) withdraw(round(Math.floor((balance * 0.4) / (10 * unit)) * 10 * unit), at, 'paid');
    }
  }
  // The latest moves, so that "today" has something in it whenever the demo is opened.
  addEntry(db, playerId, 'deposit', round(200 * unit), { channel: channels[0]?.id ?? 'PIX' }, now - 95 * 60_000);
  addEntry(db, playerId, 'game', -round(20 * unit), { game: 'S301' }, now - 70 * 60_000);
  addEntry(db, playerId, 'game', round(86.4 * unit), { game: 'S301' }, now - 64 * 60_000);
  withdraw?.(round(50 * unit), now - 58 * 60_000, 'pending');
  addEntry(db, playerId, 'game', -round(10 * unit), { game: 'L101' }, now - 12 * 60_000);
}

/**
 * The amount of a player's first deposit, or null before it.
 * @param {Db} db
 * @param {number} playerId
 */
export function firstDepositOf(db, playerId) {
  const row = /** @type {{ amount_cents: number } | undefined} */ (db.prepare(
    "SELECT amount_cents FROM wallet_entries WHERE player_id = ? AND type = 'deposit' ORDER BY created_at, id LIMIT 1").get(playerId));
  return row ? row.amount_cents / 100 : null;
}

/**
 * What a player's games added up to from `from` on (epoch ms), or null when the player has no wallet at all
 * (nothing to report, as a platform without the player's game ledger would answer).
 * @param {Db} db
 * @param {number} playerId
 * @param {number} from
 */
export function gameResultSince(db, playerId, from) {
  if (!db.prepare('SELECT 1 FROM wallets WHERE player_id = ?').get(playerId)) return null;
  const row = /** @type {{ total: number | null }} */ (
    db.prepare(`SELECT SUM(amount_cents) AS total FROM wallet_entries WHERE player_id = ? AND type = 'game' AND created_at >= ?`).get(playerId, from)
  );
  return (row.total ?? 0) / 100;
}
