// Headers every response of the host page carries; docs/security.md explains each directive (OWASP ASVS 5.0
// V3.4). The policy has no 'unsafe-inline' and no 'unsafe-eval': the pages load only their own scripts and
// styles, and elements style their shadow roots with constructed stylesheets, which the policy does not block.
// Google and phone sign-in (Firebase Auth) need Google's iframe loader and reCAPTCHA scripts, calls to the
// Identity Toolkit, and frames from the merchant's auth domain and reCAPTCHA. The policy names them only for
// a merchant that offers that sign-in (`firebase`), as it does chat widgets.
const FIREBASE_SCRIPTS = ['https://apis.google.com', 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const FIREBASE_CALLS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
const FIREBASE_FRAMES = ['https://*.firebaseapp.com', 'https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/** Where browsers post violation reports: a platform path (docs/wire-contract.md), proxied like the API. */
export const CSP_REPORT_PATH = '/wps/csp-report';
/** The Reporting API's name for that endpoint, used by `report-to` and `Reporting-Endpoints`. */
export const REPORT_GROUP = 'csp';

/**
 * The only Trusted Types policies the pages may create (src/security/trusted-types.ts, src/popups/sanitize.ts):
 * - `mc-sanitized-html`, the one policy that makes HTML, held by DOMPurify alone;
 * - `mc-script-url`, the kit's own script loaders (captcha, chat widgets, pixels, mini-game, service worker);
 * - `default`, set by the /m app for third-party code that assigns script addresses as plain strings (Firebase
 *   Auth's Google and reCAPTCHA loaders, a chat vendor's own loader). It vets addresses as `mc-script-url` does
 *   and has no HTML or script-text hook, so no HTML string reaches the DOM through it.
 */
export const TRUSTED_TYPES_POLICIES = ['mc-sanitized-html', 'mc-script-url', 'default'];

const DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "require-trusted-types-for 'script'",
  `trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')}`,
];

/**
 * @typedef {object} PolicyOrigins origins (scheme://host[:port]) the policy names besides the page's own
 * @property {string[]} [lines] the platform's other lines (domains), which the app switches to when one fails
 * @property {string[]} [widgets] chat-widget vendors: their script, calls home and chat window (frame)
 * @property {string[]} [pixels] ad-pixel vendors: their script and calls home
 * @property {string[]} [games] game hosts: trial-game frames and game artwork (plain http ones need naming)
 * @property {string[]} [activities] the merchant's activity and promotion pages shown in a frame
 * @property {string[]} [chats] the platform's chat (CBS), which the app shows in its chat sheet (a frame)
 * @property {string} [authEmulator] a Firebase Auth emulator (tests and the demo): its calls and helper frame
 * @property {boolean} [firebase] the merchant offers Google or phone sign-in (GOOGLELOGIN3, status `sms.firebase`)
 * @property {string} [reportUri] where reports go instead of CSP_REPORT_PATH (a path, or an https address)
 */

/** @param {PolicyOrigins} origins @returns {Record<string, string[]>} directive -> extra sources */
function extraSources({ lines = [], widgets = [], pixels = [], games = [], activities = [], chats = [], authEmulator = '', firebase = false }) {
  const emulator = authEmulator ? [new URL(authEmulator).origin] : [];
  return {
    'script-src': [...(firebase || authEmulator ? FIREBASE_SCRIPTS : []), ...widgets, ...pixels],
    'connect-src': [...(firebase || authEmulator ? FIREBASE_CALLS : []), ...lines, ...widgets, ...pixels, ...emulator],
    'frame-src': [...(firebase || authEmulator ? FIREBASE_FRAMES : []), ...games, ...widgets, ...activities, ...chats, ...emulator],
    'img-src': games,
  };
}

/**
 * A report address must not be able to add a directive, a second endpoint or an nginx variable: a path or an
 * https address.
 * @param {string} uri
 */
export function checkReportUri(uri) {
  if (!/^(\/|https:\/\/)[^\s;,'"$\\]*$/.test(uri)) throw new Error(`A report address must be a path or an https address, not "${uri}".`);
  return uri;
}

/**
 * The page's policy: the fixed directives, the origins this deployment names, and where reports go.
 * @param {PolicyOrigins} [origins]
 */
export function contentSecurityPolicy(origins = {}) {
  const extra = extraSources(origins);
  const reportUri = checkReportUri(origins.reportUri ?? CSP_REPORT_PATH);
  return [
    ...DIRECTIVES.map((directive) => {
      const name = directive.split(' ')[0] ?? '';
      const sources = [...new Set(extra[name] ?? [])];
      return sources.length ? `${directive} ${sources.join(' ')}` : directive;
    }),
    // Browsers with the Reporting API use report-to and ignore report-uri; the others post to report-uri.
    `report-uri ${reportUri}`,
    `report-to ${REPORT_GROUP}`,
  ].join('; ');
}

/** The policy of a deployment that names no other origin. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/**
 * The origins of a list of third-party addresses; throws on anything but an http(s) address, so that a typo
 * in the configuration cannot widen the policy.
 * @param {string[]} addresses
 */
export function widgetOriginsOf(addresses) {
  return addresses.map((address) => {
    const url = new URL(address);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`A third-party origin must be http(s), not "${address}".`);
    return url.origin;
  });
}

/** The `Reporting-Endpoints` value that names the `report-to` group. @param {string} [reportUri] */
export function reportingEndpoints(reportUri = CSP_REPORT_PATH) {
  return `${REPORT_GROUP}="${checkReportUri(reportUri)}"`;
}

/** @param {PolicyOrigins} [origins] */
export function securityHeaders(origins = {}) {
  const firebase = Boolean(origins.firebase || origins.authEmulator);
  return {
    'Content-Security-Policy': contentSecurityPolicy(origins),
    'Reporting-Endpoints': reportingEndpoints(origins.reportUri),
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    // The Google sign-in popup reports back to its opener, which 'same-origin' would cut off: only then relaxed.
    'Cross-Origin-Opener-Policy': firebase ? 'same-origin-allow-popups' : 'same-origin',
  };
}
