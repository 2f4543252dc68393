// Password hashing with scrypt (node:crypto) and a random salt per password.
// Stored form: `scrypt$<N>$<r>$<p>$<salt base64>$<hash base64>`.

import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const PARAMS = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;

/**
 * @param {Buffer} salt
 * @param {Buffer} hash
 */
function format(salt, hash) {
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/**
 * @param {string} password
 * @param {Buffer} salt
 * @param {{ N: number, r: number, p: number }} params
 * @returns {Promise<Buffer>}
 */
function derive(password, salt, params) {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, params, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * Hash a password without blocking the server.
 * @param {string} password
 */
export async function hashPasswordAsync(password) {
  const salt = randomBytes(16);
  return format(salt, await derive(password, salt, PARAMS));
}

/**
 * Check a password against a stored hash.
 * @param {string} password
 * @param {string} stored
 */
export async function verifyPassword(password, stored) {
  const [scheme, N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(N), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
