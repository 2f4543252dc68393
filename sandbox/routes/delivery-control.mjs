// The control calls for how the client is delivered to the browser: the origins allowed to call the platform
// with credentials and the merchant's installable-app manifest. Nothing to reset: the database's seed
// (seedDelivery) already puts both tables back.

import { listAllowedOrigins, normalizeOrigin, setAllowedOrigins, setPwaSettings, webAppManifest } from '../delivery.mjs';
import { ok } from '../http.mjs';
import { getMerchant } from '../merchants.mjs';
import { invalid, objectBody, rejectUnknownFields } from '../validate.mjs';

/** @typedef {import('./control.mjs').ControlContext} ControlContext */

/**
 * Replaces the origins allowed to call the platform with credentials, beside the merchants' own domains.
 * @param {ControlContext} ctx
 */
function origins(ctx) {
  const body = objectBody(ctx.body);
  rejectUnknownFields(body, ['origins']);
  const list = body.origins;
  if (!Array.isArray(list)) invalid('The field "origins" must be a list of origins such as "https://www.merchant.example".');
  const canonical = /** @type {unknown[]} */ (list).map((origin) => {
    const value = typeof origin === 'string' ? normalizeOrigin(origin) : null;
    if (!value) invalid(`"${String(origin)}" is not an origin (scheme://host[:port], nothing after).`);
    return /** @type {string} */ (value);
  });
  setAllowedOrigins(ctx.state.db, canonical);
  return ok(listAllowedOrigins(ctx.state.db));
}

/** @param {ControlContext} ctx */
function listOrigins(ctx) {
  return ok(listAllowedOrigins(ctx.state.db));
}

/**
 * Sets the merchant's installable-app title and icons (null clears them).
 * @param {ControlContext} ctx
 */
function pwa(ctx) {
  const body = objectBody(ctx.body);
  rejectUnknownFields(body, ['title', 'icons']);
  const { title, icons } = body;
  if (title !== undefined && title !== null && (typeof title !== 'string' || !title.trim())) {
    invalid('The field "title" must be a non-empty string or null.');
  }
  if (icons !== undefined && icons !== null) {
    const valid = Array.isArray(icons) && icons.every((icon) => icon && typeof icon === 'object'
      && typeof icon.src === 'string' && /^\d+x\d+$/.test(String(icon.sizes)));
    if (!valid) invalid('The field "icons" must be a list of { src, sizes: "192x192", type } or null.');
  }
  setPwaSettings(ctx.state.db, ctx.merchant, /** @type {any} */ ({ title, icons }));
  const merchant = /** @type {import('../merchants.mjs').MerchantRow} */ (getMerchant(ctx.state.db, ctx.merchant));
  return ok(webAppManifest(ctx.state.db, merchant));
}

/** @type {import('./control.mjs').ControlConcern} */
export const deliveryControl = {
  name: 'delivery',
  routes: {
    'POST /__sandbox/origins': origins,
    'GET /__sandbox/origins': listOrigins,
    'POST /__sandbox/pwa': pwa,
  },
};
