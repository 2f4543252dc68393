// The member's payout account (docs/wire-contract.md, Withdrawals): a PIX key where the merchant's money is BRL,
// a bank account otherwise, checked as the payment provider would before it is kept.

import { ApiError } from './http.mjs';
import { invalid, objectBody, rejectUnknownFields, requiredString } from './validate.mjs';

/** @typedef {import('./db.mjs').SqliteDatabase} Db */
/**
 * @typedef {{ type: 'pix', pixKeyType: 'cpf' | 'phone' | 'email' | 'random', pixKey: string, holderName: string }
 *   | { type: 'bank', bankName: string, accountNumber: string, holderName: string }} PayoutAccount
 */

export const PIX_KEY_TYPES = /** @type {const} */ (['cpf', 'phone', 'email', 'random']);

/** What a PIX key of each type looks like (the Central Bank's formats, punctuation allowed for CPF and phone). */
const PIX_KEY_PATTERNS = {
  cpf: /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/,
  phone: /^\+?55\s?\(?\d{2}\)?\s?9?\d{4}-?\d{4}$/,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  random: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
};

/** The kind of payout account the merchant's money takes: PIX in Brazil, a bank account elsewhere. */
export const accountTypeOf = (currency) => (currency === 'BRL' ? 'pix' : 'bank');

/**
 * @param {Db} db
 * @param {number} playerId
 * @returns {PayoutAccount | null}
 */
export function payoutAccount(db, playerId) {
  const row = /** @type {{ value: string } | undefined} */ (db.prepare('SELECT value FROM payout_accounts WHERE player_id = ?').get(playerId));
  return row ? JSON.parse(row.value) : null;
}

/**
 * @param {Db} db
 * @param {number} playerId
 * @param {PayoutAccount | null} account
 */
export function setPayoutAccount(db, playerId, account) {
  if (account === null) {
    db.prepare('DELETE FROM payout_accounts WHERE player_id = ?').run(playerId);
    return;
  }
  db.prepare(`INSERT INTO payout_accounts (player_id, value, updated_at) VALUES (?, ?, ?)
    ON CONFLICT (player_id) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`)
    .run(playerId, JSON.stringify(account), Date.now());
}

/**
 * Read and check a payout account the member sent, of the kind the merchant's money takes.
 * @param {unknown} raw
 * @param {'pix' | 'bank'} type
 * @returns {PayoutAccount}
 */
export function readPayoutAccount(raw, type) {
  const body = objectBody(raw);
  const holderName = requiredString(body, 'holderName', { pattern: /^.{2,60}$/su, hint: 'must be 2 to 60 characters' });
  if (type === 'pix') {
    rejectUnknownFields(body, ['pixKeyType', 'pixKey', 'holderName']);
    const pixKeyType = requiredString(body, 'pixKeyType');
    if (!PIX_KEY_TYPES.includes(/** @type {any} */ (pixKeyType))) invalid(`The field "pixKeyType" must be one of ${PIX_KEY_TYPES.join(', ')}.`);
    const pixKey = requiredString(body, 'pixKey');
    if (!PIX_KEY_PATTERNS[/** @type {keyof typeof PIX_KEY_PATTERNS} */ (pixKeyType)].test(pixKey)) {
      throw new ApiError('withdrawal.account.invalid', `This is not a valid PIX key of the type ${pixKeyType}.`);
    }
    return { type: 'pix', pixKeyType: /** @type {any} */ (pixKeyType), pixKey, holderName };
  }
  rejectUnknownFields(body, ['bankName', 'accountNumber', 'holderName']);
  const bankName = requiredString(body, 'bankName', { pattern: /^.{2,60}$/su, hint: 'must be 2 to 60 characters' });
  const accountNumber = requiredString(body, 'accountNumber');
  if (!/^[0-9][0-9 -]{4,32}[0-9]$/.test(accountNumber)) {
    throw new ApiError('withdrawal.account.invalid', 'This is not a valid bank account number.');
  }
  return { type: 'bank', bankName, accountNumber, holderName };
}

/** The demo player's PIX key: a CPF from the Receita's documentation range, not a real person's. */
export const DEMO_PIX_ACCOUNT = Object.freeze({ type: 'pix', pixKeyType: 'cpf', pixKey: '123.456.789-09', holderName: 'Demo Player' });
