// Membership data of the sandbox: VIP rank progress, the member benefits of each VIP level, referral codes,
// feedback the players sent, and the mini-game's lucky draws. Kept in memory per sandbox and cleared on reset;
// rank progress defaults to what the player's club label says.

/** @typedef {import('./players.mjs').PlayerRow} PlayerRow */

/**
 * @typedef {object} RankProgress
 * @property {number | null} labelId the member's rank label, null for a player without a rank
 * @property {number} completedConditions
 * @property {number} totalExpectedConditions
 */

/**
 * @typedef {object} FeedbackEntry
 * @property {string} username
 * @property {string} category
 * @property {string} content
 * @property {string} contact
 * @property {number} receivedAt
 */

/** Feedback categories the platform accepts. */
export const FEEDBACK_CATEGORIES = Object.freeze(['suggestion', 'deposit', 'game', 'account', 'other']);
export const FEEDBACK_MAX_LENGTH = 500;
/** Lucky draws a player gets per sandbox day (reset). */
export const DRAWS_PER_DAY = 5;

/**
 * The VIP levels of the demo merchant and what each gives (amounts in the merchant's currency); the daily
 * withdrawals (how many, and how much in all) are enforced by sandbox/withdrawals.mjs.
 */
const LEVELS = Object.freeze([
  { rankLevel: 1, labelName: 'Bronze', requiredDeposit: 0, rebatePercent: 0.3, dailyWithdrawals: 3, dailyWithdrawalAmount: 5000, upgradeBonus: 0, birthdayBonus: 0 },
  { rankLevel: 2, labelName: 'Silver', requiredDeposit: 1000, rebatePercent: 0.5, dailyWithdrawals: 5, dailyWithdrawalAmount: 10000, upgradeBonus: 18, birthdayBonus: 38 },
  { rankLevel: 3, labelName: 'Gold', requiredDeposit: 5000, rebatePercent: 0.7, dailyWithdrawals: 8, dailyWithdrawalAmount: 20000, upgradeBonus: 58, birthdayBonus: 88 },
  { rankLevel: 4, labelName: 'Platinum', requiredDeposit: 20000, rebatePercent: 0.9, dailyWithdrawals: 10, dailyWithdrawalAmount: 50000, upgradeBonus: 188, birthdayBonus: 288 },
  { rankLevel: 5, labelName: 'Diamond', requiredDeposit: 100000, rebatePercent: 1.2, dailyWithdrawals: 20, dailyWithdrawalAmount: 200000, upgradeBonus: 888, birthdayBonus: 1288 },
]);

/** @type {WeakMap<object, ReturnType<typeof freshStore>>} */
const stores = new WeakMap();

function freshStore() {
  return {
    /** @type {Map<number, RankProgress>} by player id */
    progress: new Map(),
    /** @type {ReturnType<typeof LEVELS.slice> | null} levels set by a test, else the seeded ones */
    levels: /** @type {any} */ (null),
    /** @type {FeedbackEntry[]} */
    feedback: [],
    /** @type {Map<number, number>} draws used per player id */
    draws: new Map(),
  };
}

/** @param {object} state the sandbox state */
function storeOf(state) {
  let store = stores.get(state);
  if (!store) stores.set(state, (store = freshStore()));
  return store;
}

/** Forgets everything set or received (control reset). @param {object} state */
export function resetMembership(state) {
  stores.set(state, freshStore());
}

/**
 * The member's rank progress: what a test set, else derived from the club label (a ranked member is 3 of 5
 * conditions towards the next level; a player without a label has no rank).
 * @param {object} state
 * @param {PlayerRow} player
 * @returns {RankProgress}
 */
export function rankProgress(state, player) {
  const set = storeOf(state).progress.get(player.id);
  if (set) return set;
  if (!player.club_label) return { labelId: null, completedConditions: 0, totalExpectedConditions: 0 };
  return { labelId: 100 + player.rank_level, completedConditions: 3, totalExpectedConditions: 5 };
}

/** @param {object} state @param {number} playerId @param {RankProgress} progress */
export function setRankProgress(state, playerId, progress) {
  storeOf(state).progress.set(playerId, progress);
}

/** @param {object} state */
export function memberLevels(state) {
  return storeOf(state).levels ?? LEVELS;
}

/**
 * The name of a member's VIP level: the merchant's name for the member's rank level, so the lobby's card, the
 * benefits page and the support chat say the same thing; the club label stored with the player when the
 * merchant has no level of that rank.
 * @param {object} state
 * @param {PlayerRow} player
 * @returns {string | null}
 */
export function labelNameOf(state, player) {
  if (!player.club_label) return null;
  return memberLevels(state).find((level) => level.rankLevel === player.rank_level)?.labelName ?? player.club_label;
}

/** @param {object} state @param {typeof LEVELS | null} levels null restores the seeded levels */
export function setMemberLevels(state, levels) {
  storeOf(state).levels = levels;
}

/** Spreads the customer ids over the codes, so that one member's code does not tell the next member's. */
const CODE_FACTOR = 7919;
const CODE_OFFSET = 1000003;

/**
 * The player's invite code, as the platform issues it: stable, short, and derived from the customer id. It
 * is the code the invite page shows and the code registration accepts.
 * @param {PlayerRow} player
 */
export function referralCodeOf(player) {
  return `R${(player.id * CODE_FACTOR + CODE_OFFSET).toString(36).toUpperCase()}`;
}

/**
 * The customer id an invite code was issued to, or null when it is not one of the platform's codes. Letters
 * are read in any case (a friend may type it); the code must be the one `referralCodeOf` writes.
 * @param {string} code
 * @returns {number | null}
 */
export function customerIdOfReferralCode(code) {
  const upper = code.trim().toUpperCase();
  if (!/^R[0-9A-Z]{1,12}$/.test(upper)) return null;
  const spread = Number.parseInt(upper.slice(1), 36) - CODE_OFFSET;
  if (!Number.isSafeInteger(spread) || spread <= 0 || spread % CODE_FACTOR !== 0) return null;
  const id = spread / CODE_FACTOR;
  return referralCodeOf(/** @type {PlayerRow} */ ({ id })) === upper ? id : null;
}

/**
 * How many players registered with this code.
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {string} merchant
 * @param {string} code
 */
export function invitedCount(db, merchant, code) {
  const row = /** @type {{ n: number }} */ (
    db.prepare('SELECT COUNT(*) AS n FROM players WHERE merchant_code = ? AND referral_code = ?').get(merchant, code));
  return row.n;
}

/** @param {object} state @param {Omit<FeedbackEntry, 'receivedAt'>} entry */
export function addFeedback(state, entry) {
  const stored = { ...entry, receivedAt: Date.now() };
  storeOf(state).feedback.push(stored);
  return { ticket: `FB${String(storeOf(state).feedback.length).padStart(6, '0')}` };
}

/** @param {object} state */
export function listFeedback(state) {
  return storeOf(state).feedback;
}

/**
 * One lucky draw: three digits; matching digits win points. Null once the player used today's draws.
 * @param {object} state
 * @param {number} playerId
 * @param {() => number} [random] in [0, 1)
 */
export function luckyDraw(state, playerId, random = Math.random) {
  const store = storeOf(state);
  const used = store.draws.get(playerId) ?? 0;
  if (used >= DRAWS_PER_DAY) return null;
  store.draws.set(playerId, used + 1);
  const numbers = [0, 1, 2].map(() => Math.floor(random() * 10));
  const same = Math.max(...numbers.map((n) => numbers.filter((m) => m === n).length));
  const points = same === 3 ? 100 : same === 2 ? 10 : 1;
  return { numbers, points, drawsLeft: DRAWS_PER_DAY - used - 1 };
}
