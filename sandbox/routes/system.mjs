// /wps/system/*: status, country and ping.

import { firebaseStatus } from '../firebase.mjs';
import { geetestStatus } from '../captcha.mjs';
import { webAppManifest } from '../delivery.mjs';
import { fail, ok } from '../http.mjs';
import { getSwitches, listCountries, statusFlags } from '../merchants.mjs';
import { customerServiceList, requestOrigin } from '../support.mjs';
import { IMAGE_CDN_PATH } from '../content.mjs';
import { analyticsOf } from '../tracking.mjs';
import { responsibleGamingOf } from '../responsible-gaming.mjs';
import { ENVELOPE_SWITCH, OAEP_GCM } from '../oaep-gcm-envelope.mjs';

/** @typedef {import('../server.mjs').RequestContext} RequestContext */

/** @param {RequestContext} ctx */
function status(ctx) {
  const { merchant } = ctx;
  const failure = ctx.state.statusError;
  if (failure) return fail(failure.errorCode, failure.message);
  // The merchant's envelope setting is a switch row, so that it persists and the control API's switches call
  // sets it; the status publishes it as the envelopes offered, not as a switch of SPEC §6.
  const { [ENVELOPE_SWITCH]: modernEnvelope, ...switches } = getSwitches(ctx.state.db, merchant.code);
  return ok({
    info: {
      merchantCode: merchant.code,
      whitelabel: merchant.whitelabel,
      whitelabelVal: merchant.whitelabel_val,
      mainDomain: merchant.main_domain,
      imageCDNs: [IMAGE_CDN_PATH],
      customerService: customerServiceList(requestOrigin(ctx.req), { widgets: ctx.state.support.widgets }),
      resources: [],
      paths: {},
      mobileTemplate: merchant.mobile_template,
      defaultLanguage: merchant.default_language,
      register: { captcha: { enabled: switches.GEETEST3 === true } },
      sms: firebaseStatus(ctx.state.db, merchant.code),
      gw: { ...geetestStatus(ctx.state, merchant.code), PROFILE_ICON_COUNT: 9 },
      analytics: analyticsOf(ctx.state, merchant.code),
      responsibleGaming: responsibleGamingOf(ctx.state, merchant.code, (ctx.headers.language ?? 'EN').toUpperCase()),
      switches,
      envelopes: modernEnvelope === true ? [OAEP_GCM] : [],
    },
    location: { ip: merchant.ip_override ?? ctx.ip },
    ...statusFlags(merchant),
    domainList: ctx.state.lines.domainList(),
  });
}

/**
 * The lines (domains) the app may use, and the customer-service entries to offer while none works (SPEC §2
 * line-switch screen). It answers even while the status reports a fault.
 * @param {RequestContext} ctx
 */
function domainRoute(ctx) {
  return ok({ domainList: ctx.state.lines.domainList(), customerService: customerServiceList(requestOrigin(ctx.req)) });
}

/** @param {RequestContext} ctx */
function country(ctx) {
  const countries = listCountries(ctx.state.db);
  const home = countries.find((entry) => entry.countryCode === ctx.merchant.default_country) ?? countries[0];
  return ok({ ...home, countries });
}

/**
 * The merchant's web app manifest, as the manifest itself (a browser reads it, not the kit's client).
 * @param {RequestContext} ctx
 */
function manifest(ctx) {
  return { status: 200, body: webAppManifest(ctx.state.db, ctx.merchant), headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'no-cache' } };
}

function ping() {
  return ok('pong');
}

/** @type {import('../server.mjs').WpsRoute[]} */
export const systemRoutes = [
  { method: 'GET', path: '/wps/system/status', handler: status },
  { method: 'GET', path: '/wps/system/country', handler: country },
  { method: 'GET', path: '/wps/system/test/ping', handler: ping },
  { method: 'GET', path: '/wps/system/manifest.json', handler: manifest, merchantQuery: 'merchantCode' },
  { method: 'GET', path: '/wps/system/domainRoute', handler: domainRoute },
];
