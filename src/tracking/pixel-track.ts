/**
 * Ad attribution for registration (SPEC §3 pixelTrack, §9 cookies). Ad networks put their pixel and click ids
 * in the landing page's address; the visitor usually registers pages or days later. The ids are therefore
 * kept in first-party cookies (path /, SameSite Lax) when the page starts, and read back into the
 * registration's `pixelTrack`. The query and cookie names are listed in docs/wire-contract.md.
 */
import { readCookie, writeCookie } from '../storage/storage.js';

/** The ids `pixelTrack` may carry, with the query parameter that brings each and the cookie that keeps it. */
export const PIXEL_IDS = [
  { field: 'fbPixelId', query: 'fbPixelId', cookie: 'fbPixelId' },
  { field: 'fbClickId', query: 'fbclid', cookie: 'fbclid' },
  { field: 'tiktokPixelId', query: 'ttPixelId', cookie: 'ttPixelId' },
  { field: 'tiktokClickId', query: 'ttclid', cookie: 'ttclid' },
  { field: 'kwaiPixelId', query: 'kwaiPixelId', cookie: 'kwaiPixelId' },
  { field: 'kwaiClickId', query: 'kwaiClickId', cookie: 'kwaiClickId' },
  { field: 'gtag', query: 'gtag', cookie: 'gtag' },
  { field: 'voluumCid', query: 'cid', cookie: 'voluumCid' },
  { field: 'propellerVisitorId', query: 'visitor_id', cookie: 'propellerVisitorId' },
  { field: 'twitterPixel', query: 'twPixelId', cookie: 'twPixelId' },
  { field: 'twclid', query: 'twclid', cookie: 'twclid' },
  { field: 'kadamId', query: 'kadam_id', cookie: 'kadamId' },
] as const;

export type PixelField = (typeof PIXEL_IDS)[number]['field'] | 'fbc' | 'fbp';

/** What the registration sends: only the ids that have a value. */
export type PixelTrack = Partial<Record<PixelField, string>>;

/** Days an ad id is kept; Facebook's click cookie `_fbc` keeps 90 (SPEC §9). */
export const PIXEL_COOKIE_DAYS = 30;
export const FBC_COOKIE_DAYS = 90;
/** Facebook's own first-party cookies: `_fbc` (click) and `_fbp` (browser, set by Facebook's pixel). */
const FBC_COOKIE = '_fbc';
const FBP_COOKIE = '_fbp';

// Ad ids are opaque tokens; anything else in the address (markup, very long values) is not kept. Click ids run
// long (TikTok's ttclid is often over 300 characters); Facebook's cookies wrap a click id in `fb.1.<ms>.`.
const ID = /^[\w.\-~:]{1,512}$/;
const FB_COOKIE_VALUE = /^[\w.\-~:]{1,560}$/;

/**
 * Keeps the ad ids of the current address in cookies. A click id from Facebook (`fbclid`) also becomes the
 * `_fbc` cookie in Facebook's own format (`fb.1.<ms>.<fbclid>`), kept 90 days, unless the same click is already
 * there. Returns the ids captured now.
 */
export function capturePixelTrack(search = location.search): PixelTrack {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return {};
  }
  const captured: PixelTrack = {};
  for (const { field, query, cookie } of PIXEL_IDS) {
    const value = params.get(query)?.trim() ?? '';
    if (!ID.test(value)) continue;
    writeCookie(cookie, value, { days: PIXEL_COOKIE_DAYS });
    captured[field] = value;
  }
  const fbclid = captured.fbClickId;
  if (fbclid && !readCookie(FBC_COOKIE)?.endsWith(`.${fbclid}`)) {
    const fbc = `fb.1.${Date.now()}.${fbclid}`;
    writeCookie(FBC_COOKIE, fbc, { days: FBC_COOKIE_DAYS });
    captured.fbc = fbc;
  }
  return captured;
}

/** The ad ids kept in cookies (and the address, when a page reads before capturing), without empty ones. */
export function readPixelTrack(search = location.search): PixelTrack {
  const params = new URLSearchParams(search);
  const track: PixelTrack = {};
  for (const { field, query, cookie } of PIXEL_IDS) {
    const value = (params.get(query)?.trim() || readCookie(cookie)?.trim()) ?? '';
    if (ID.test(value)) track[field] = value;
  }
  for (const [field, cookie] of [['fbc', FBC_COOKIE], ['fbp', FBP_COOKIE]] as const) {
    const value = readCookie(cookie)?.trim() ?? '';
    if (FB_COOKIE_VALUE.test(value)) track[field] = value;
  }
  return track;
}
