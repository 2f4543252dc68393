// /wps/system/*: status, country and ping.

import { geetestStatus } from '../captcha.mjs';
import { webAppManifest } from '../delivery.mjs';
import { ok } from '../http.mjs';
import { getSwitches, listCountries, statusFlags } from '../merchants.mjs';

/** @typedef {import('../server.mjs').RequestContext} RequestContext */

/** @param {RequestContext} ctx */
function status(ctx) {
  const { merchant } = ctx;
  const switches = getSwitches(ctx.state.db, merchant.code);
  return ok({
    info: {
      merchantCode: merchant.code,
      whitelabel: merchant.whitelabel,
      whitelabelVal: merchant.whitelabel_val,
      mainDomain: merchant.main_domain,
      imageCDNs: [],
      customerService: [],
      resources: [],
      paths: {},
      mobileTemplate: merchant.mobile_template,
      register: { captcha: { enabled: switches.GEETEST3 === true } },
      sms: { firebase: false, apiKey: '' },
      gw: { ...geetestStatus(ctx.state, merchant.code), PROFILE_ICON_COUNT: 9 },
      analytics: {},
      switches,
    },
    location: { ip: merchant.ip_override ?? ctx.ip },
    ...statusFlags(merchant),
  });
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
];
