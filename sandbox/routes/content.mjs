// Announcements, banners, goto items and promotion categories (SPEC §3, §7), the banner files, and the
// control call that replaces them.

import { ok, fail } from '../http.mjs';
import { bannerArt, CONTENT_KINDS, filterAnnouncements, getContent, IMAGE_CDN_PATH, localizeBanner, setContent } from '../content.mjs';
import { invalid, objectBody } from '../validate.mjs';
import { findVendorGame } from '../games.mjs';

/** @typedef {import('../server.mjs').RequestContext} RequestContext */
/** @typedef {import('./control.mjs').ControlContext} ControlContext */

/** The request's language (SPEC §7 default CN). @param {RequestContext} ctx */
const languageOf = (ctx) => (ctx.headers.language ?? 'CN').toUpperCase();

/** @param {RequestContext} ctx */
function announcements(ctx) {
  const { types, platform, category } = ctx.query;
  if (platform && platform !== 'M' && platform !== 'D') return fail('validation.failed', 'The query "platform" must be M or D.');
  return ok(filterAnnouncements(getContent(ctx.state.db, ctx.merchant.code, 'announcements'), { types, platform, category }, languageOf(ctx)));
}

/**
 * A banner that opens a game (type G) is only handed out while the catalogue has its game: a player never taps
 * a banner into "This game is not available".
 * @param {Record<string, unknown>} banner
 */
function gameAvailable(banner) {
  if (banner.linkageType !== 'G') return true;
  const text = (value) => (typeof value === 'string' ? value : '');
  return Boolean(findVendorGame({ vendor: text(banner.vendor), roomId: text(banner.roomId), nodeId: text(banner.nodeId) }));
}

/** @param {RequestContext} ctx */
function banners(ctx) {
  const group = ctx.query.groupName ?? '';
  if (!/^[\w-]{1,40}$/.test(group)) return fail('validation.failed', 'The query "groupName" is required.');
  return ok(getContent(ctx.state.db, ctx.merchant.code, 'banners').filter((banner) => banner.groupName === group && gameAvailable(banner))
    .map((banner) => localizeBanner(banner, languageOf(ctx))));
}

/** @param {RequestContext} ctx */
function gotoItems(ctx) {
  return ok(getContent(ctx.state.db, ctx.merchant.code, 'gotoItems'));
}

/** @type {import('../server.mjs').WpsRoute[]} */
export const contentRoutes = [
  { method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements', handler: announcements },
  { method: 'GET', path: '/wps/system/banners', handler: banners },
  { method: 'GET', path: '/wps/system/gotoItems', handler: gotoItems },
];

/**
 * Serves a banner file under the image CDN path (no Merchant header: an <img> sends none). True when answered.
 * @param {URL} url
 * @param {import('node:http').ServerResponse} res
 */
export function serveBannerFile(url, res) {
  if (!url.pathname.startsWith(`${IMAGE_CDN_PATH}/banners/`)) return false;
  const svg = bannerArt(url.pathname.slice(`${IMAGE_CDN_PATH}/banners/`.length));
  if (!svg) {
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('Not Found');
    return true;
  }
  res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600', 'Access-Control-Allow-Origin': '*' });
  res.end(svg);
  return true;
}

/**
 * Replaces the lists given: `{ announcements?, banners?, gotoItems? }`, each an array.
 * @param {ControlContext} ctx
 */
function controlContent(ctx) {
  const body = objectBody(ctx.body);
  for (const [kind, list] of Object.entries(body)) {
    if (!CONTENT_KINDS.includes(kind)) invalid(`Unknown content "${kind}"; allowed: ${CONTENT_KINDS.join(', ')}.`);
    if (!Array.isArray(list) || list.some((entry) => !entry || typeof entry !== 'object')) invalid(`"${kind}" must be a list of objects.`);
    setContent(ctx.state.db, ctx.merchant, kind, list);
  }
  return ok(Object.fromEntries(CONTENT_KINDS.map((kind) => [kind, getContent(ctx.state.db, ctx.merchant, kind)])));
}

export const contentControlRoutes = {
  'POST /__sandbox/content': controlContent,
};
