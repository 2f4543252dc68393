// Withdrawals (docs/wire-contract.md, Withdrawals): the merchant's minimum, maximum and fee, and the daily count and
// amount the member's VIP level allows (the payout account is sandbox/payout-accounts.mjs's). A request is confirmed with the account's password, or with its authenticator
// code when the account has that second factor; it debits the balance at once and waits as pending until the
// payment provider settles it (the control API plays the provider). Cancelling a pending withdrawal, or a failed
// payout, puts the money back with a ledger entry of its own. Days are UTC days on the platform's clock.

import { now } from './clock.mjs';
import { ApiError } from './http.mjs';
import { memberLevels } from './membership.mjs';
import { verifyPassword } from './passwords.mjs';
import { content } from './rewards.mjs';
import { gaCodeValid, getSecurity } from './security.mjs';
import { accountTypeOf, DEMO_PIX_ACCOUNT, payoutAccount, setPayoutAccount } from './payout-accounts.mjs';
import { invalid, objectBody, rejectUnknownFields } from './validate.mjs';
import { addEntry, balanceOf } from './wallet.mjs';

/** Tables of this module, in the order a reset empties them. */
export const WITHDRAWAL_TABLES = ['withdrawals', 'payout_accounts', 'withdrawal_settings'];

export const WITHDRAWAL_SCHEMA = `
CREATE TABLE IF NOT EXISTS withdrawal_settings (
  merchant_code TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS payout_accounts (
  player_id INTEGER PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
  value TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS withdrawals (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  amount_cents INTEGER NOT NULL,
  fee_cents INTEGER NOT NULL,
  account TEXT NOT NULL,
  status TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  settled_at INTEGER
);
CREATE INDEX IF NOT EXISTS withdrawals_player ON withdrawals (player_id, created_at);
`;

/** @typedef {import('./db.mjs').SqliteDatabase} Db */
/** @typedef {import('./server.mjs').SandboxState} SandboxState */
/** @typedef {import('./players.mjs').PlayerRow} PlayerRow */
/** @typedef {'pending' | 'paid' | 'failed' | 'cancelled'} WithdrawalStatus */
/** @typedef {import('./payout-accounts.mjs').PayoutAccount} PayoutAccount */
/** @typedef {{ minAmount: number, maxAmount: number, feePercent: number, feeMin: number }} WithdrawalSettings */
/** @typedef {{ id: number, player_id: number, amount_cents: number, fee_cents: number, account: string, status: WithdrawalStatus, created_at: number, settled_at: number | null }} WithdrawalRow */

/** The demo merchant's rules: R$ 20 to R$ 10,000 a withdrawal, a 1 % fee of at least R$ 1. */
export const DEFAULT_SETTINGS = Object.freeze({ minAmount: 20, maxAmount: 10_000, feePercent: 1, feeMin: 1 });

const cents = (amount) => Math.round(amount * 100);
const DAY = 86_400_000;

/**
 * @param {Db} db
 * @param {string} merchant
 * @returns {WithdrawalSettings}
 */
export function withdrawalSettings(db, merchant) {
  const row = /** @type {{ value: string } | undefined} */ (db.prepare('SELECT value FROM withdrawal_settings WHERE merchant_code = ?').get(merchant));
  return row ? { ...DEFAULT_SETTINGS, ...JSON.parse(row.value) } : { ...DEFAULT_SETTINGS };
}

/**
 * Change the merchant's rules in part; null brings the defaults back (the control API).
 * @param {Db} db
 * @param {string} merchant
 * @param {Partial<WithdrawalSettings> | null} settings
 */
export function setWithdrawalSettings(db, merchant, settings) {
  if (settings === null) {
    db.prepare('DELETE FROM withdrawal_settings WHERE merchant_code = ?').run(merchant);
    return;
  }
  const next = { ...withdrawalSettings(db, merchant), ...settings };
  db.prepare(`INSERT INTO withdrawal_settings (merchant_code, value) VALUES (?, ?)
    ON CONFLICT (merchant_code) DO UPDATE SET value = excluded.value`).run(merchant, JSON.stringify(next));
}

/**
 * The fee of a withdrawal: the merchant's percentage, never below its minimum nor above the amount.
 * @param {WithdrawalSettings} settings
 * @param {number} amount
 */
export function feeOf(settings, amount) {
  const fee = Math.max(settings.feeMin, Math.round(amount * settings.feePercent) / 100);
  return Math.min(amount, Math.round(fee * 100) / 100);
}

/**
 * The member's VIP level's daily withdrawals: how many, and how much in all.
 * @param {SandboxState} state
 * @param {PlayerRow} player
 */
function dailyLimitsOf(state, player) {
  const levels = memberLevels(state);
  const level = levels.find((entry) => entry.rankLevel === player.rank_level) ?? levels[0];
  return { count: level?.dailyWithdrawals ?? 0, amount: /** @type {any} */ (level)?.dailyWithdrawalAmount ?? 0 };
}

/**
 * What the member withdrew today (pending and paid; a cancelled or failed one gives its turn back).
 * @param {SandboxState} state
 * @param {number} playerId
 */
function usedToday(state, playerId) {
  const time = now(state);
  const start = Math.floor(time / DAY) * DAY;
  const row = /** @type {{ count: number, total: number | null }} */ (state.db.prepare(`SELECT COUNT(*) AS count, SUM(amount_cents) AS total
    FROM withdrawals WHERE player_id = ? AND status IN ('pending', 'paid') AND created_at >= ? AND created_at < ?`).get(playerId, start, start + DAY));
  return { count: row.count, amount: (row.total ?? 0) / 100, resetsAt: start + DAY };
}

/**
 * What the withdrawal page shows: the withdrawable amount, the merchant's rules, today's use of the daily limits,
 * the payout account and how the request is confirmed.
 * @param {SandboxState} state
 * @param {string} merchant
 * @param {PlayerRow} player
 */
export function withdrawalInfo(state, merchant, player) {
  const { currency } = content(state.db, merchant, 'deposit');
  const balance = balanceOf(state.db, player.id);
  const limits = dailyLimitsOf(state, player);
  const used = usedToday(state, player.id);
  const security = getSecurity(state.db, player.id);
  return {
    currency,
    balance,
    // Nothing in the sandbox locks part of the balance (no turnover rules), so all of it can be withdrawn.
    withdrawable: balance,
    ...withdrawalSettings(state.db, merchant),
    daily: { count: used.count, countLimit: limits.count, amount: used.amount, amountLimit: limits.amount, resetsAt: used.resetsAt },
    accountType: accountTypeOf(currency),
    account: payoutAccount(state.db, player.id),
    confirm: security.methods.includes('ga') && security.ga_secret ? 'ga' : 'password',
  };
}

/**
 * A withdrawal as the platform answers it.
 * @param {WithdrawalRow} row
 * @param {string} currency
 */
export function withdrawalOf(row, currency) {
  return {
    id: `WD${String(row.id).padStart(8, '0')}`,
    status: row.status,
    amount: row.amount_cents / 100,
    fee: row.fee_cents / 100,
    received: (row.amount_cents - row.fee_cents) / 100,
    currency,
    account: JSON.parse(row.account),
    createdAt: row.created_at,
    settledAt: row.settled_at,
  };
}

/** @param {string} id `WD00000012` */
const rowIdOf = (id) => (/^WD\d{1,12}$/.test(id) ? Number(id.slice(2)) : NaN);

/**
 * @param {Db} db
 * @param {number} id
 * @returns {WithdrawalRow | undefined}
 */
const findRow = (db, id) => /** @type {WithdrawalRow | undefined} */ (db.prepare('SELECT * FROM withdrawals WHERE id = ?').get(id));

/**
 * Write a withdrawal and debit the balance with it, in one transaction.
 * @param {Db} db
 * @param {number} playerId
 * @param {{ amount: number, fee: number, account: PayoutAccount, status: WithdrawalStatus, at: number, settledAt?: number | null }} withdrawal
 */
export function insertWithdrawal(db, playerId, { amount, fee, account, status, at, settledAt = null }) {
  return db.transaction(() => {
    const { lastInsertRowid } = db.prepare(`INSERT INTO withdrawals (player_id, amount_cents, fee_cents, account, status, created_at, settled_at)
      VALUES (?, ?, ?, ?, ?, ?, ?)`).run(playerId, cents(amount), cents(fee), JSON.stringify(account), status, at, settledAt);
    const id = Number(lastInsertRowid);
    addEntry(db, playerId, 'withdrawal', -amount, { withdrawal: id }, at);
    return id;
  })();
}

/**
 * A member's withdrawal request, checked in the order a player can act on: the account, the amount against the
 * merchant's rules and the balance, the daily limits, then the confirmation.
 * @param {SandboxState} state
 * @param {string} merchant
 * @param {PlayerRow} player
 * @param {unknown} raw `{ amount, password? , authCode? }`
 */
export async function requestWithdrawal(state, merchant, player, raw) {
  const body = objectBody(raw);
  rejectUnknownFields(body, ['amount', 'password', 'authCode']);
  const amount = body.amount;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0 || Math.round(amount * 100) !== amount * 100) {
    invalid('The field "amount" must be an amount above 0 with at most two decimals.');
  }
  const info = withdrawalInfo(state, merchant, player);
  if (!info.account) throw new ApiError('withdrawal.account.missing', 'Add a payout account before you withdraw.');
  if (amount < info.minAmount) throw new ApiError('withdrawal.amount.below.minimum', `The smallest withdrawal is ${info.minAmount}.`);
  if (amount > info.maxAmount) throw new ApiError('withdrawal.amount.above.maximum', `The largest withdrawal is ${info.maxAmount}.`);
  if (amount > info.withdrawable) throw new ApiError('wallet.balance.insufficient', 'Your balance is not enough for this.');
  if (info.daily.count >= info.daily.countLimit) {
    throw new ApiError('withdrawal.daily.count.exceeded', `Your VIP level allows ${info.daily.countLimit} withdrawals a day.`);
  }
  if (cents(info.daily.amount) + cents(amount) > cents(info.daily.amountLimit)) {
    throw new ApiError('withdrawal.daily.amount.exceeded', `Your VIP level allows ${info.daily.amountLimit} a day; ${Math.max(0, info.daily.amountLimit - info.daily.amount)} is left today.`);
  }
  if (info.confirm === 'ga') {
    const code = typeof body.authCode === 'string' ? body.authCode.trim() : '';
    const secret = getSecurity(state.db, player.id).ga_secret ?? '';
    if (!gaCodeValid(secret, code)) throw new ApiError('login.verify.ga.err', 'The authenticator code is incorrect.');
  } else {
    const password = typeof body.password === 'string' ? body.password : '';
    if (!password || !(await verifyPassword(password, player.password_hash))) {
      throw new ApiError('withdrawal.password.incorrect', 'The password is incorrect.');
    }
  }
  const fee = feeOf(info, amount);
  const id = insertWithdrawal(state.db, player.id, { amount, fee, account: info.account, status: 'pending', at: now(state) });
  return { withdrawal: withdrawalOf(/** @type {WithdrawalRow} */ (findRow(state.db, id)), info.currency), balance: balanceOf(state.db, player.id) };
}

/**
 * End a pending withdrawal: cancelled by the member, or settled by the payment provider. Cancelled and failed
 * withdrawals put the money back.
 * @param {SandboxState} state
 * @param {number} playerId the owner; another member's withdrawal reads as not pending
 * @param {string | number} id
 * @param {'cancelled' | 'paid' | 'failed'} status
 */
export function settleWithdrawal(state, playerId, id, status) {
  const rowId = typeof id === 'number' ? id : rowIdOf(id);
  const db = state.db;
  return db.transaction(() => {
    const row = findRow(db, rowId);
    if (!row || row.player_id !== playerId || row.status !== 'pending') {
      throw new ApiError('withdrawal.not.pending', 'This withdrawal is no longer pending.');
    }
    const at = now(state);
    db.prepare('UPDATE withdrawals SET status = ?, settled_at = ? WHERE id = ?').run(status, at, row.id);
    if (status !== 'paid') addEntry(db, playerId, 'withdrawal', row.amount_cents / 100, { withdrawal: row.id, refund: true }, at);
    return /** @type {WithdrawalRow} */ (findRow(db, row.id));
  })();
}

/**
 * The statuses of withdrawals by id, for the records.
 * @param {Db} db
 * @param {number[]} ids
 * @returns {Map<number, WithdrawalRow>}
 */
export function withdrawalsById(db, ids) {
  if (!ids.length) return new Map();
  const rows = /** @type {WithdrawalRow[]} */ (db.prepare(`SELECT * FROM withdrawals WHERE id IN (${ids.map(() => '?').join(', ')})`).all(...ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The newest pending withdrawal of a player (the control API settles it when a test names no id).
 * @param {Db} db
 * @param {number} playerId
 */
export function latestPending(db, playerId) {
  return /** @type {WithdrawalRow | undefined} */ (db.prepare(`SELECT * FROM withdrawals WHERE player_id = ? AND status = 'pending'
    ORDER BY id DESC LIMIT 1`).get(playerId));
}

/**
 * The demo player's payout account, and the withdrawals `seedWallet` writes into the history through this.
 * @param {Db} db
 * @param {number} playerId
 */
export function seedWithdrawals(db, playerId) {
  setPayoutAccount(db, playerId, DEMO_PIX_ACCOUNT);
  const settings = DEFAULT_SETTINGS;
  /** @type {(amount: number, at: number, status: WithdrawalStatus) => void} */
  return (amount, at, status) => {
    insertWithdrawal(db, playerId, { amount, fee: feeOf(settings, amount), account: DEMO_PIX_ACCOUNT, status, at, settledAt: status === 'paid' ? at + 40 * 60_000 : null });
  };
}
