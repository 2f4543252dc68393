// Customer support on the sandbox platform: the merchant's customer-service entries (SPEC §3, paths DES-encrypted
// the way the platform hands them out), the CBS chat relay calls (SPEC §7) and a chat page to land on
// (chat-page.mjs); with widgets on, a LiveChat and a Comm100 entry whose paths are the vendor accounts the chat
// widgets load with, and stand-ins for the two vendors' client scripts (sandbox/chat-widgets/).

import { sendScript } from './http.mjs';
import CryptoJS from 'crypto-js';

/** Providers of SPEC §3. */
export const CS_TYPES = Object.freeze(['AICAN', 'MIDUOKE', 'LIVECHAT', 'COMM100', 'COMM100VIP']);

/** Keys of the seeded entries: 8 characters each, written after the ciphertext. */
const KEYS = { AICAN: 'k3Ys8aQz', MIDUOKE: 'Mq7rT2vx', COMM100VIP: 'Vp9Lw4Ne', LIVECHAT: 'Lc5hW8tr', COMM100: 'Cm1o0Qsd' };

/** The vendor accounts of the widget entries: a LiveChat license number, a Comm100 site id and campaign. */
export const WIDGET_ACCOUNTS = Object.freeze({ LIVECHAT: '12345678', COMM100: '10000:5c1b7e0a-2f4d-4b8e-9a61-3d2c7f80e915' });

/**
 * An entry's path as the platform stores it: base64(DES-ECB-PKCS7(key = utf8(key), utf8(url))) followed by the key.
 * @param {string} url
 * @param {string} key 8 characters
 */
export function encryptPath(url, key) {
  const cipher = CryptoJS.DES.encrypt(CryptoJS.enc.Utf8.parse(url), CryptoJS.enc.Utf8.parse(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  });
  return cipher.toString() + key;
}

/**
 * The chat page of a provider on this sandbox.
 * @param {string} origin e.g. `http://127.0.0.1:4010`
 * @param {string} provider
 */
export function chatPageUrl(origin, provider) {
  return `${origin}/support/chat?provider=${encodeURIComponent(provider)}`;
}

/**
 * The seeded customer-service list: three encrypted entries, and one whose path is not valid ciphertext (an
 * older entry saved as a plain address), which clients must use as it is. With `widgets`, the LIVECHAT entry
 * comes first and holds the LiveChat license, and a COMM100 entry holds the Comm100 site and campaign: the
 * client loads those vendors' chat widgets instead of opening a link.
 * @param {string} origin
 * @param {{ widgets?: boolean }} [options]
 */
export function customerServiceList(origin, { widgets = false } = {}) {
  if (widgets) {
    const links = customerServiceList(origin).filter((entry) => entry.csType !== 'LIVECHAT');
    return [
      { csType: 'LIVECHAT', csPosition: 0, title: 'Live Chat', domainName: '',
        path: encryptPath(WIDGET_ACCOUNTS.LIVECHAT, KEYS.LIVECHAT) },
      ...links,
      { csType: 'COMM100', csPosition: 5, title: 'Chat with us', domainName: '',
        path: encryptPath(WIDGET_ACCOUNTS.COMM100, KEYS.COMM100) },
    ];
  }
  return [
    { csType: 'AICAN', csPosition: 1, title: 'Online Service 24/7', domainName: origin,
      path: encryptPath(chatPageUrl(origin, 'AICAN'), KEYS.AICAN) },
    { csType: 'MIDUOKE', csPosition: 2, title: 'Deposit Support', domainName: origin,
      path: encryptPath(chatPageUrl(origin, 'MIDUOKE'), KEYS.MIDUOKE) },
    { csType: 'COMM100VIP', csPosition: 3, title: 'VIP Hotline', domainName: origin,
      path: encryptPath(chatPageUrl(origin, 'COMM100VIP'), KEYS.COMM100VIP) },
    { csType: 'LIVECHAT', csPosition: 4, title: 'Live Chat', domainName: origin,
      path: chatPageUrl(origin, 'LIVECHAT') },
  ];
}

/**
 * The origin a client reached this sandbox at (the proxy in front of it rewrites Host to the sandbox's own).
 * @param {import('node:http').IncomingMessage} req
 */
export function requestOrigin(req) {
  // Behind a front that ends TLS (the bench's HTTP/2 front), addresses keep the scheme the page uses.
  const scheme = req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  return `${scheme}://${req.headers.host ?? '127.0.0.1'}`;
}

// The vendors' client scripts, imitated: each defines the vendor's global after a delay the script's own
// address may ask for (`?late=ms`, to try a client's retries) and records what the client gave it.
const WIDGET_STAND_INS = {
  '/__sandbox/chat/livechat.js': new URL('./chat-widgets/livechat.js', import.meta.url),
  '/__sandbox/chat/comm100.js': new URL('./chat-widgets/comm100.js', import.meta.url),
};

/**
 * Serves a chat widget stand-in script; true when the path was one of them.
 * @param {string} path
 * @param {import('node:http').ServerResponse} res
 */
export function serveWidgetStandIn(path, res) {
  const file = WIDGET_STAND_INS[/** @type {keyof typeof WIDGET_STAND_INS} */ (path)];
  if (!file) return false;
  sendScript(res, file);
  return true;
}
