// The member's withdrawals (docs/wire-contract.md, Withdrawals): what can be withdrawn and how, the payout
// account, a request, a cancel; and the control call that plays the payment provider.

import { ApiError, ok } from '../http.mjs';
import { findPlayer } from '../players.mjs';
import { content } from '../rewards.mjs';
import { invalid, objectBody, rejectUnknownFields, requiredString } from '../validate.mjs';
import { balanceOf } from '../wallet.mjs';
import { readPayoutAccount, setPayoutAccount } from '../payout-accounts.mjs';
import { latestPending, requestWithdrawal, settleWithdrawal, setWithdrawalSettings, withdrawalInfo, withdrawalOf } from '../withdrawals.mjs';

/** @typedef {import('../server.mjs').RequestContext} RequestContext */
/** @typedef {import('./control.mjs').ControlContext} ControlContext */

/** @param {RequestContext} ctx */
const playerOf = (ctx) => /** @type {NonNullable<RequestContext['player']>} */ (ctx.player);

/** @param {RequestContext} ctx */
function info(ctx) {
  return ok(withdrawalInfo(ctx.state, ctx.merchant.code, playerOf(ctx)));
}

/** @param {RequestContext} ctx */
function saveAccount(ctx) {
  const { accountType } = withdrawalInfo(ctx.state, ctx.merchant.code, playerOf(ctx));
  setPayoutAccount(ctx.state.db, playerOf(ctx).id, readPayoutAccount(ctx.body, /** @type {'pix' | 'bank'} */ (accountType)));
  return info(ctx);
}

/** @param {RequestContext} ctx */
async function request(ctx) {
  return ok(await requestWithdrawal(ctx.state, ctx.merchant.code, playerOf(ctx), ctx.body));
}

/** @param {RequestContext} ctx */
function cancel(ctx) {
  const body = objectBody(ctx.body);
  rejectUnknownFields(body, ['id']);
  const row = settleWithdrawal(ctx.state, playerOf(ctx).id, requiredString(body, 'id'), 'cancelled');
  const { currency } = content(ctx.state.db, ctx.merchant.code, 'deposit');
  return ok({ withdrawal: withdrawalOf(row, currency), balance: balanceOf(ctx.state.db, playerOf(ctx).id) });
}

/** @type {import('../server.mjs').WpsRoute[]} */
export const withdrawalRoutes = [
  { method: 'GET', path: '/wps/member/withdrawal', auth: true, handler: info },
  { method: 'POST', path: '/wps/member/withdrawal', auth: true, enc: true, handler: request },
  { method: 'POST', path: '/wps/member/withdrawal/account', auth: true, enc: true, handler: saveAccount },
  { method: 'POST', path: '/wps/member/withdrawal/cancel', auth: true, enc: true, handler: cancel },
];

/** A non-negative amount for a setting, or undefined when absent. */
function settingAmount(body, field) {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1e9) invalid(`The field "${field}" must be an amount from 0.`);
  return value;
}

/**
 * `POST /__sandbox/withdrawals`: `{ username, status: 'paid' | 'failed', id? }` settles a pending withdrawal (the
 * newest one without `id`), `{ username, account: null }` removes the payout account, `{ settings: {...} | null }`
 * changes the merchant's minimum, maximum and fee.
 * @param {ControlContext} ctx
 */
function controlWithdrawals(ctx) {
  const body = objectBody(ctx.body);
  rejectUnknownFields(body, ['username', 'status', 'id', 'account', 'settings']);
  if (body.settings !== undefined) {
    if (body.settings === null) setWithdrawalSettings(ctx.state.db, ctx.merchant, null);
    else {
      const settings = objectBody(body.settings);
      rejectUnknownFields(settings, ['minAmount', 'maxAmount', 'feePercent', 'feeMin']);
      const parts = Object.fromEntries(['minAmount', 'maxAmount', 'feePercent', 'feeMin']
        .map((field) => [field, settingAmount(settings, field)]).filter(([, value]) => value !== undefined));
      setWithdrawalSettings(ctx.state.db, ctx.merchant, parts);
    }
  }
  if (body.status === undefined && body.account === undefined) return ok(null);
  const username = requiredString(body, 'username');
  const player = findPlayer(ctx.state.db, ctx.merchant, username);
  if (!player) throw new ApiError('not.exists.user', `There is no player "${username}".`);
  if (body.account === null) setPayoutAccount(ctx.state.db, player.id, null);
  if (body.status === undefined) return ok(null);
  if (body.status !== 'paid' && body.status !== 'failed') invalid('The field "status" must be paid or failed.');
  const id = body.id === undefined ? latestPending(ctx.state.db, player.id)?.id : requiredString(body, 'id');
  if (id === undefined) throw new ApiError('withdrawal.not.pending', 'This withdrawal is no longer pending.');
  const row = settleWithdrawal(ctx.state, player.id, id, body.status);
  return ok(withdrawalOf(row, content(ctx.state.db, ctx.merchant, 'deposit').currency));
}

/** Control calls of this module (docs/wire-contract.md). */
export const withdrawalControl = {
  name: 'withdrawals',
  routes: { 'POST /__sandbox/withdrawals': controlWithdrawals },
};
