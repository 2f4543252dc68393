// Fills in the nginx configuration of this folder for one deployment.
//   DIST=/srv/mc/dist UPSTREAM=https://api.merchant.example LISTEN=127.0.0.1:8080 MERCHANT=ABC \
//   TITLE='Lucky Lottery' node deploy/nginx/render.mjs /etc/nginx/mc-elements
// CHAT_WIDGET_ORIGINS (space-separated) adds a merchant's chat-widget vendors to the security policy, as the
// Node server's chatWidgetOrigins option does; GAME_ORIGINS adds game hosts (trial-game frames, game artwork)
// that https: does not cover, as its gameOrigins option does; PIXEL_ORIGINS likewise for the ad pixels
// (pixelOrigins). FIREBASE_SIGN_IN=1 names Google's sign-in origins, for a merchant that offers Google or phone
// sign-in (firebaseSignIn), and lets the sign-in popup report back to the page. ACTIVITY_ORIGINS names the
// merchant's sites whose activity pages the app frames (activityOrigins); CHAT_ORIGINS where the platform's
// chat (CBS) is served, which the app frames in its chat sheet (chatOrigins). CSP_REPORT_URI sends violation
// reports to another collector (a path, or an https address) instead of the platform's /wps/csp-report.
// writes mc-elements.conf and mc-elements-page.conf into that folder; include the first from the http
// context (Debian: a symlink in /etc/nginx/sites-enabled/).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentSecurityPolicy, reportingEndpoints, widgetOriginsOf } from '../../host-page/server/security-headers.mjs';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const ROUTE_PAGES = JSON.parse(readFileSync(join(HERE, '..', '..', 'host-page', 'route-pages.json'), 'utf8'));
export const FILES = ['mc-elements.conf', 'mc-elements-page.conf'];

const htmlEscape = (value) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** A value inside a single-quoted nginx string: no quote, backslash or variable can end or change it. */
const nginxString = (value) => value.replace(/[\\'$]/g, (c) => `\\${c}`);

/**
 * @param {{ dist: string, upstream: string, listen: string, confDir: string, merchant?: string, title?: string, api?: string, chatWidgetOrigins?: string[], gameOrigins?: string[], pixelOrigins?: string[], activityOrigins?: string[], chatOrigins?: string[], firebaseSignIn?: boolean, reportUri?: string }} options
 * @returns {Record<string, string>} file name -> content
 */
export function renderNginx({ dist, upstream, listen, confDir, merchant = 'DEMO', title = 'Demo Lottery', api = '', chatWidgetOrigins = [], gameOrigins = [], pixelOrigins = [], activityOrigins = [], chatOrigins = [], firebaseSignIn = false, reportUri }) {
  if (!/^https?:\/\/[^\s;'"]+$/.test(upstream)) throw new Error(`UPSTREAM must be an http(s) URL, not "${upstream}".`);
  if (!/^[\w.:[\]\s]+$/.test(listen)) throw new Error(`LISTEN must be an nginx listen value, not "${listen}".`);
  for (const [name, path] of [['DIST', dist], ['conf folder', confDir]]) {
    if (/[\s;'"{}]/.test(path)) throw new Error(`The ${name} path must not contain spaces, quotes or braces.`);
  }
  const values = {
    LISTEN: listen,
    DIST: resolve(dist).replace(/\/$/, ''),
    UPSTREAM: upstream.replace(/\/$/, ''),
    CONF_DIR: resolve(confDir),
    MERCHANT: nginxString(htmlEscape(merchant)),
    TITLE: nginxString(htmlEscape(title)),
    API: nginxString(htmlEscape(api)),
    // The Node server's policy, from the same function (host-page/server/security-headers.mjs).
    CSP: contentSecurityPolicy({
      widgets: widgetOriginsOf(chatWidgetOrigins), pixels: widgetOriginsOf(pixelOrigins), games: widgetOriginsOf(gameOrigins),
      activities: widgetOriginsOf(activityOrigins), chats: widgetOriginsOf(chatOrigins), firebase: firebaseSignIn, reportUri,
    }),
    REPORTING_ENDPOINTS: reportingEndpoints(reportUri),
    COOP: firebaseSignIn ? 'same-origin-allow-popups' : 'same-origin',
    // Routes with a host page of their own, which preloads the route's elements (as the Node server serves them).
    ROUTE_PAGES: Object.entries(ROUTE_PAGES)
      .map(([path, { page }]) => `  location = ${path} {\n    try_files /app/${page} =404;\n    include @CONF_DIR@/mc-elements-page.conf;\n  }`)
      .join('\n'),
  };
  return Object.fromEntries(
    FILES.map((file) => [
      file,
      readFileSync(join(HERE, file), 'utf8')
        .replace(/@ROUTE_PAGES@/g, values.ROUTE_PAGES)
        .replace(/@([A-Z_]+)@/g, (whole, name) => values[name] ?? whole),
    ]),
  );
}

export function writeNginx(options) {
  mkdirSync(options.confDir, { recursive: true });
  for (const [file, text] of Object.entries(renderNginx(options))) writeFileSync(join(options.confDir, file), text);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const confDir = process.argv[2];
  const { DIST, UPSTREAM, LISTEN = '127.0.0.1:8080', MERCHANT, TITLE, API, CHAT_WIDGET_ORIGINS = '', GAME_ORIGINS = '', PIXEL_ORIGINS = '', ACTIVITY_ORIGINS = '', CHAT_ORIGINS = '', FIREBASE_SIGN_IN = '', CSP_REPORT_URI } = process.env;
  if (!confDir || !DIST || !UPSTREAM) {
    console.error('usage: DIST=<build> UPSTREAM=<platform URL> [LISTEN MERCHANT TITLE API] node deploy/nginx/render.mjs <conf folder>');
    process.exit(2);
  }
  const chatWidgetOrigins = CHAT_WIDGET_ORIGINS.split(/\s+/).filter(Boolean);
  const gameOrigins = GAME_ORIGINS.split(/\s+/).filter(Boolean);
  const pixelOrigins = PIXEL_ORIGINS.split(/\s+/).filter(Boolean);
  const activityOrigins = ACTIVITY_ORIGINS.split(/\s+/).filter(Boolean);
  const chatOrigins = CHAT_ORIGINS.split(/\s+/).filter(Boolean);
  writeNginx({
    dist: DIST, upstream: UPSTREAM, listen: LISTEN, confDir, merchant: MERCHANT, title: TITLE, api: API, chatWidgetOrigins, gameOrigins, pixelOrigins,
    activityOrigins, chatOrigins, firebaseSignIn: FIREBASE_SIGN_IN === '1', reportUri: CSP_REPORT_URI || undefined,
  });
  console.log(`wrote ${FILES.join(', ')} into ${resolve(confDir)}`);
}
