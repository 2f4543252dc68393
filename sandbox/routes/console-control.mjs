// The control calls the console reads: one overview of every setting it shows as a control, and the request
// inspector's feed. The inspector shows answers and opened envelopes, so it answers in demo mode only (the
// console's mode); tests read the plain request log (/__sandbox/requests) instead.

import { now } from '../clock.mjs';
import { LANGUAGES, SWITCH_DEFAULTS } from '../constants.mjs';
import { CONTENT_KINDS, getContent } from '../content.mjs';
import { exclusionOf } from '../exclusions.mjs';
import { ApiError, ok } from '../http.mjs';
import { inspectCall } from '../inspector.mjs';
import { appDownload, homeScreen, promotions } from '../install.mjs';
import { getMerchant, getSwitches, listCountries, statusFlags } from '../merchants.mjs';
import { responsibleGamingOf } from '../responsible-gaming.mjs';
import { balanceOf } from '../wallet.mjs';
import { WPS_ROUTES } from './wps-routes.mjs';

/** @typedef {import('./control.mjs').ControlContext} ControlContext */

/** The most calls one inspector read returns; the console asks again for the rest. */
const INSPECTOR_PAGE = 100;

/** @param {ControlContext} ctx */
function players(ctx) {
  const rows = /** @type {{ id: number, username: string, type: number, club_label: string | null }[]} */ (ctx.state.db.prepare(
    'SELECT id, username, type, club_label FROM players WHERE merchant_code = ? ORDER BY id').all(ctx.merchant));
  return rows.map((row) => ({
    username: row.username, type: row.type, clubLabel: row.club_label,
    balance: balanceOf(ctx.state.db, row.id), exclusion: exclusionOf(ctx.state, row.id),
  }));
}

/** @param {ControlContext} ctx */
function overview(ctx) {
  const { state, merchant: code } = ctx;
  const { db } = state;
  const merchant = /** @type {import('../merchants.mjs').MerchantRow} */ (getMerchant(db, code));
  const endpoints = [...new Set(WPS_ROUTES.map((route) => route.path))].sort();
  return ok({
    merchant: code,
    status: { ...statusFlags(merchant), ip: merchant.ip_override, error: state.statusError },
    defaultCountry: merchant.default_country,
    defaultLanguage: merchant.default_language,
    countries: listCountries(db),
    languages: LANGUAGES,
    switches: { ...Object.fromEntries(Object.keys(SWITCH_DEFAULTS).map((name) => [name, false])), ...getSwitches(db, code) },
    appDownload: appDownload(db, code),
    homeScreen: homeScreen(db, code),
    promotions: promotions(db, code),
    responsibleGaming: responsibleGamingOf(state, code, 'EN'),
    content: Object.fromEntries(CONTENT_KINDS.map((kind) => [kind, getContent(db, code, kind)])),
    faults: state.faults.list(),
    clock: { now: now(state), offsetMs: now(state) - Date.now() },
    players: players(ctx),
    endpoints,
  });
}

/** @param {ControlContext} ctx */
function inspector(ctx) {
  if (ctx.state.mode !== 'demo') throw new ApiError('not.found', 'The request inspector runs in demo mode only.', 404);
  const after = Number.parseInt(ctx.query.after ?? '0', 10);
  const calls = ctx.state.log.since(Number.isFinite(after) && after > 0 ? after : 0);
  return ok({ calls: calls.slice(0, INSPECTOR_PAGE).map(inspectCall), more: calls.length > INSPECTOR_PAGE });
}

/** @type {import('./control.mjs').ControlConcern} */
export const consoleControl = {
  name: 'console',
  routes: {
    'GET /__sandbox/overview': overview,
    'GET /__sandbox/inspector': inspector,
  },
};
