// The plain image code of merchants without Geetest (`gw.GEETEST_VERSION: "image"`): the platform draws a
// short code as a distorted picture, keeps it under a key it returns with the picture, and the call that needs
// a captcha sends the key and what the player read (`captchaKey`, `captcha`).
//
// The picture is an SVG whose characters are rotated, shifted and crossed by noise. Its text stays in the
// markup, so a script could read it: fine for a sandbox, where the point is the flow; a real platform
// rasterises it.

import { randomBytes, randomInt } from 'node:crypto';
import { ApiError, ok } from './http.mjs';

/** Letters and digits that cannot be taken for one another (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 5;
const WIDTH = 150;
const HEIGHT = 50;
const INKS = ['#1f3a93', '#8e2430', '#2e6b30', '#5b2c83', '#7a4b00', '#23424f'];

/**
 * @typedef {Map<string, { merchant: string, code: string, expires: number }>} ImageCodes by captcha key
 */

/** @param {number} min @param {number} max */
const between = (min, max) => min + randomInt(max - min + 1);
const ink = () => INKS[randomInt(INKS.length)];

/**
 * The picture of a code, as an SVG document.
 * @param {string} code
 */
export function drawCode(code) {
  const parts = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="#f4f1e8"/>`];
  for (let i = 0; i < 3; i++) {
    const [y1, y2, c1, c2] = [between(8, 42), between(8, 42), between(0, 50), between(0, 50)];
    parts.push(`<path d="M0 ${y1} C${between(30, 60)} ${c1} ${between(90, 120)} ${c2} ${WIDTH} ${y2}" stroke="${ink()}" stroke-width="${between(1, 2)}" fill="none" opacity=".55"/>`);
  }
  const step = (WIDTH - 20) / code.length;
  [...code].forEach((char, i) => {
    const x = 10 + step * i + step / 2 + between(-3, 3);
    const y = HEIGHT / 2 + between(-4, 4);
    parts.push(
      `<text x="${x}" y="${y}" transform="rotate(${between(-28, 28)} ${x} ${y}) skewX(${between(-12, 12)})" ` +
        `font-family="Verdana, 'DejaVu Sans', sans-serif" font-size="${between(26, 32)}" font-weight="700" ` +
        `fill="${ink()}" text-anchor="middle" dominant-baseline="central">${char}</text>`,
    );
  });
  for (let i = 0; i < 30; i++) {
    parts.push(`<circle cx="${between(0, WIDTH)}" cy="${between(0, HEIGHT)}" r="${between(1, 2)}" fill="${ink()}" opacity=".5"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`;
}

/** @param {ImageCodes} codes */
function dropExpired(codes) {
  const now = Date.now();
  for (const [key, entry] of codes) if (entry.expires <= now) codes.delete(key);
}

/**
 * `GET /wps/captcha/image?t=<ms>`: a new code, as `{ captchaKey, image }` (`image` a data URL).
 * @param {ImageCodes} codes
 * @param {string} merchant
 * @param {number} ttlMs
 */
export function issueImageCode(codes, merchant, ttlMs) {
  dropExpired(codes);
  const code = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  const captchaKey = randomBytes(16).toString('hex');
  codes.set(captchaKey, { merchant, code, expires: Date.now() + ttlMs });
  return ok({ captchaKey, image: `data:image/svg+xml;base64,${Buffer.from(drawCode(code)).toString('base64')}` });
}

/**
 * Checks `captchaKey` and `captcha` of a call and spends the key whatever the answer, so that each guess
 * needs a new picture. Case and surrounding spaces do not matter.
 * @param {ImageCodes} codes
 * @param {string} merchant
 * @param {Record<string, unknown>} body
 */
export function checkImageCode(codes, merchant, body) {
  const key = typeof body.captchaKey === 'string' ? body.captchaKey : '';
  const answer = typeof body.captcha === 'string' ? body.captcha.trim().toUpperCase() : '';
  if (!key || !answer) throw new ApiError('captcha.required', 'Please enter the code in the picture.');
  dropExpired(codes);
  const issued = codes.get(key);
  codes.delete(key);
  if (!issued || issued.merchant !== merchant || issued.code !== answer) {
    throw new ApiError('captcha.invalid', 'The code in the picture is not right. Please try the new one.');
  }
}

/**
 * `GET /__sandbox/captcha/image[?key=<captchaKey>]` (control API): the code a picture shows, for tests; without
 * a key, that of the picture issued last (for this merchant).
 * @param {ImageCodes} codes
 * @param {string} merchant
 * @param {Record<string, string>} query
 */
export function readImageCode(codes, merchant, query) {
  dropExpired(codes);
  const key = query.key ?? [...codes].filter(([, entry]) => entry.merchant === merchant).at(-1)?.[0];
  const issued = key ? codes.get(key) : undefined;
  if (!key || !issued) throw new ApiError('captcha.expired', 'No picture has this key.');
  return ok({ captchaKey: key, code: issued.code });
}
