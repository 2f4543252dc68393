// Headers every response of the host page carries. The policy has no 'unsafe-inline' and no 'unsafe-eval':
// the pages load only their own scripts and styles, and elements style their shadow roots with constructed
// stylesheets, which the policy does not block.
// Google and phone sign-in (Firebase Auth) need Google's iframe loader and reCAPTCHA scripts, and calls to the
// Identity Toolkit; the sign-in popup and its iframe come from the merchant's auth domain (https, already allowed).
// The policy names them only for a merchant that offers that sign-in (`firebase`), as it does chat widgets.
const FIREBASE_SCRIPTS = ['https://apis.google.com', 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const FIREBASE_CALLS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];

const DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "frame-src 'self' https:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
];

export const CONTENT_SECURITY_POLICY = DIRECTIVES.join('; ');

// A chat widget's script, its calls home and its chat window come from the vendor's origins; so do a Firebase
// Auth emulator's calls and helper iframe (tests and the demo).
const WIDGET_DIRECTIVES = ['script-src', 'connect-src', 'frame-src'];
// A game host shows trial games in a frame and game artwork as images (plain http ones need naming).
const GAME_DIRECTIVES = ['frame-src', 'img-src'];

/**
 * The policy with more origins the app may call: the platform's other lines (domains), which the app switches
 * to when the one in use fails; and the chat-widget vendors' origins, only when a merchant's widgets are
 * configured (`LIVECHAT`, `COMM100` entries: e.g. `https://cdn.livechatinc.com https://secure.livechatinc.com`).
 * `gameOrigins`: hosts of trial games and game artwork that `https:` does not already cover. `firebase`: the
 * merchant offers Google or phone sign-in (GOOGLELOGIN3, status `sms.firebase`).
 * @param {string[]} [connectOrigins]
 * @param {string[]} [widgetOrigins]
 * @param {string[]} [gameOrigins]
 * @param {{ firebase?: boolean }} [options]
 */
export function contentSecurityPolicy(connectOrigins = [], widgetOrigins = [], gameOrigins = [], { firebase = false } = {}) {
  if (!connectOrigins.length && !widgetOrigins.length && !gameOrigins.length && !firebase) return CONTENT_SECURITY_POLICY;
  return DIRECTIVES.map((directive) => {
    const name = directive.split(' ')[0] ?? '';
    const extra = [
      ...(firebase && name === 'script-src' ? FIREBASE_SCRIPTS : []),
      ...(firebase && name === 'connect-src' ? FIREBASE_CALLS : []),
      ...(name === 'connect-src' ? connectOrigins : []),
      ...(WIDGET_DIRECTIVES.includes(name) ? widgetOrigins : []),
      ...(GAME_DIRECTIVES.includes(name) ? gameOrigins : []),
    ];
    return extra.length ? `${directive} ${[...new Set(extra)].join(' ')}` : directive;
  }).join('; ');
}

/**
 * The origins of a list of chat-widget addresses; throws on anything but an http(s) address, so that a typo
 * in the configuration cannot widen the policy.
 * @param {string[]} addresses
 */
export function widgetOriginsOf(addresses) {
  return addresses.map((address) => {
    const url = new URL(address);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`A chat widget origin must be http(s), not "${address}".`);
    return url.origin;
  });
}

/**
 * @param {string[]} [connectOrigins]
 * @param {string[]} [widgetOrigins]
 * @param {string[]} [gameOrigins]
 * @param {{ firebase?: boolean }} [options]
 */
export function securityHeaders(connectOrigins, widgetOrigins, gameOrigins, { firebase = false } = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(connectOrigins, widgetOrigins, gameOrigins, { firebase }),
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    // The Google sign-in popup reports back to its opener, which 'same-origin' would cut off: only then relaxed.
    'Cross-Origin-Opener-Policy': firebase ? 'same-origin-allow-popups' : 'same-origin',
  };
}
