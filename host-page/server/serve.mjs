// The host page's server: the /m app (every route answers with the app shell), the built kit under
// /m/assets/, the redirect page, the embedding examples, the docs site under /docs/, the console under
// /console/ (over the demo sandbox only), and /wps proxied to the platform.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { proxyTo } from './proxy.mjs';
import { createCspReports } from './csp-reports.mjs';
import { CSP_REPORT_PATH, securityHeaders, widgetOriginsOf } from './security-headers.mjs';
import { CROSS_ORIGIN_ASSET, REVALIDATE, sendBuiltFile, sendText, TYPES } from './static-files.mjs';
import { consoleElements } from './console-elements.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Routes served a host page of their own, which preloads the route's elements. */
const ROUTE_PAGES = JSON.parse(readFileSync(join(ROOT, 'host-page', 'route-pages.json'), 'utf8'));

/** Per response: the security headers of the server that answers it (each server's policy names its own origins). */
const securityHeadersOf = new WeakMap();

function send(res, status, body, headers = {}) {
  res.writeHead(status, { ...securityHeadersOf.get(res), ...headers });
  res.end(body);
}

/** Resolves a URL path inside a folder, refusing anything that climbs out of it. */
function inside(folder, relative) {
  let decoded;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  const path = normalize(join(folder, decoded));
  return path.startsWith(folder.endsWith(sep) ? folder : folder + sep) ? path : null;
}

async function sendFile(res, path, { cache = 'no-cache', template } = {}) {
  try {
    const info = await stat(path);
    if (!info.isFile()) return false;
    let body = await readFile(path);
    if (template) body = Buffer.from(template(body.toString('utf8')));
    send(res, 200, body, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream', 'Cache-Control': cache });
    return true;
  } catch {
    return false;
  }
}

/**
 * Files the build writes under fixed names, at fixed addresses: revalidated on every use (`no-cache`).
 * `/m/asset-manifest.json` and `/mobile/mc/asset-manifest.json` are the two manifests the update check reads.
 */
const BUILT_FILES = {
  '/m/sw.js': 'app/sw.js',
  '/m/asset-manifest.json': 'app/asset-manifest.json',
  '/mobile/mc/asset-manifest.json': 'asset-manifest.json',
  '/m/icon.svg': 'app/icon.svg',
};

/**
 * @param {{ port?: number, host?: string, upstream: string, merchant?: string, api?: string, title?: string, geetestStandIn?: boolean, lines?: string[], chatWidgetStandIn?: boolean, chatWidgetOrigins?: string[], firebaseAuthEmulator?: string, firebaseSignIn?: boolean, gameOrigins?: string[], activityOrigins?: string[], chatOrigins?: string[], pixelStandIn?: boolean, pixelOrigins?: string[], onCspReport?: (report: object) => void, withConsole?: boolean }} options
 *   `geetestStandIn` points the app's Geetest scripts at the sandbox's stand-in (demo and tests); otherwise
 *   the app loads Geetest's own. `lines`: origins of the platform's other lines, allowed in the page's connect-src.
 *   `chatWidgetStandIn` points the LiveChat and Comm100 scripts at the sandbox's stand-ins (same origin);
 *   `chatWidgetOrigins`: the vendors' origins a merchant's real chat widgets need, allowed in the policy.
 *   `firebaseAuthEmulator`: a Firebase Auth emulator's address (tests and the demo) the app signs in against.
 *   `firebaseSignIn`: the merchant offers Google or phone sign-in, so the policy names Google's sign-in origins.
 *   `gameOrigins`: origins of game hosts (trial-game frames, game artwork) the policy must name, such as a
 *   plain-http sandbox. `activityOrigins`: the merchant's sites whose activity pages the app shows in a frame
 *   (frame-src names only the page's own origin, the games, the chat widgets and these). `chatOrigins`: where the
 *   platform's chat (CBS `chatUrl`) is served, which the app shows in its chat sheet (a frame).
 *   `pixelStandIn` points the ad pixels' scripts at the sandbox's stand-ins; `pixelOrigins`: the origins a
 *   merchant's real pixels need (e.g. `https://connect.facebook.net https://www.facebook.com`), allowed only then.
 *   `onCspReport`: called with each violation report the pages post (host-page/server/csp-reports.mjs).
 *   `withConsole` serves the console (host-page/console/) at /console/: only over the embedded sandbox in demo
 *   mode, whose control API it drives; anywhere else /console/ does not exist.
 * @returns {Promise<{ url: string, port: number, cspReports: () => object[], close(): Promise<void> }>}
 */
export async function startHostServer({ port = 8080, host = '127.0.0.1', upstream, merchant = 'DEMO', api = '', title = 'Demo Lottery', geetestStandIn = false, lines = [], chatWidgetStandIn = false, chatWidgetOrigins = [], firebaseAuthEmulator = '', firebaseSignIn = false, gameOrigins: gameAddresses = [], activityOrigins = [], chatOrigins = [], pixelStandIn = false, pixelOrigins = [], onCspReport, withConsole = false }) {
  const gameOrigins = gameAddresses.map((address) => new URL(address).origin);
  const lineOrigins = lines.map((line) => new URL(line).origin);
  // Third-party origins the policy allows only when configured: chat widgets, ad pixels (their scripts and
  // their calls home), activity pages, and a Firebase Auth emulator.
  const pageHeaders = securityHeaders({
    lines: lineOrigins, widgets: widgetOriginsOf(chatWidgetOrigins), pixels: widgetOriginsOf(pixelOrigins), games: gameOrigins,
    activities: widgetOriginsOf(activityOrigins), chats: widgetOriginsOf(chatOrigins), authEmulator: firebaseAuthEmulator, firebase: firebaseSignIn,
  });
  const cspReports = createCspReports({ forwardTo: new URL(CSP_REPORT_PATH, upstream).href, onReport: onCspReport });
  const dist = join(ROOT, 'dist');
  const app = join(dist, 'app');
  const examples = join(ROOT, 'host-page', 'examples');
  const consoleFiles = join(ROOT, 'host-page', 'console');
  const forward = proxyTo(upstream);
  const escape = (value) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const template = (html) =>
    html.replaceAll('%MERCHANT%', escape(merchant)).replaceAll('%API%', escape(api)).replaceAll('%TITLE%', escape(title))
      .replaceAll('%GEETEST%', geetestStandIn ? '/__sandbox/geetest/gt.js' : '')
      .replaceAll('%GEETEST4%', geetestStandIn ? '/__sandbox/geetest/gt4.js' : '')
      .replaceAll('%LIVECHAT%', chatWidgetStandIn ? '/__sandbox/chat/livechat.js' : '')
      .replaceAll('%COMM100%', chatWidgetStandIn ? '/__sandbox/chat/comm100.js' : '')
      .replaceAll('%FIREBASE_AUTH_EMULATOR%', escape(firebaseAuthEmulator))
      .replaceAll('%FBQ%', pixelStandIn ? '/__sandbox/pixels/fbevents.js' : '')
      .replaceAll('%TTQ%', pixelStandIn ? '/__sandbox/pixels/ttq.js' : '')
      .replaceAll('%GTAG%', pixelStandIn ? '/__sandbox/pixels/gtag.js' : '')
      .replaceAll('%KWAIQ%', pixelStandIn ? '/__sandbox/pixels/kwaiq.js' : '');

  /** A host page of the build with this merchant's values filled in, compressed as the browser accepts. */
  const sendPage = async (req, res, file) => {
    let html;
    try {
      html = template(await readFile(file, 'utf8'));
    } catch {
      return false;
    }
    sendText(req, res, html, { ...pageHeaders, 'Content-Type': TYPES['.html'], 'Cache-Control': REVALIDATE });
    return true;
  };

  const server = http.createServer(async (req, res) => {
    securityHeadersOf.set(res, pageHeaders);
    const url = new URL(req.url ?? '/', 'http://host');
    const path = url.pathname;
    try {
      if (path === CSP_REPORT_PATH) return await cspReports.handle(req, res);
      if (path.startsWith('/wps/') || path.startsWith('/__sandbox/') || /^\/(mini-game|promo)\//.test(path) || path === '/terms.html') return forward(req, res);
      if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'Method Not Allowed');
      if (path === '/' || path === '/m') return send(res, 302, '', { Location: '/m/' });
      // The kit's files: loaded by merchants' pages on any origin, so they say so (DESIGN "Delivery").
      // A script or stylesheet takes no page policy from its own answer (the page's applies), so the kit's
      // files carry only what loading them needs, as deploy/nginx sends them: a first visit loads dozens.
      if (path.startsWith('/m/assets/')) {
        const file = inside(dist, path.slice('/m/assets/'.length));
        const headers = file?.endsWith('.html')
          ? { ...pageHeaders, ...CROSS_ORIGIN_ASSET }
          : { ...CROSS_ORIGIN_ASSET, 'X-Content-Type-Options': 'nosniff' };
        if (file && !/\.(br|gz)$/.test(file) && (await sendBuiltFile(req, res, file, { headers }))) return;
        return send(res, 404, 'Not Found', { 'Content-Type': 'text/plain', ...CROSS_ORIGIN_ASSET });
      }
      const builtFile = BUILT_FILES[path];
      if (builtFile) {
        // The worker runs under the policy of its own answer; the manifests and the icon are data.
        const headers = builtFile.endsWith('sw.js') ? pageHeaders : { 'X-Content-Type-Options': 'nosniff' };
        if (await sendBuiltFile(req, res, join(dist, builtFile), { headers, cache: REVALIDATE })) return;
        return send(res, 404, 'Not Found', { 'Content-Type': 'text/plain' });
      }
      if (path.startsWith('/m/icons/')) {
        const file = inside(join(app, 'icons'), path.slice('/m/icons/'.length));
        if (file && (await sendBuiltFile(req, res, file, { headers: pageHeaders, cache: 'public, max-age=86400' }))) return;
        return send(res, 404, 'Not Found', { 'Content-Type': 'text/plain' });
      }
      if (path === '/favicon.ico') return send(res, 302, '', { Location: '/m/icon.svg' });
      if (path === '/mobile/mc/redirect.html') return void (await sendPage(req, res, join(app, 'redirect.html')));
      // The docs site (scripts/docs/build-docs.mjs): its pages carry the host page's policy and, for the live
      // examples' loader, this merchant's values.
      if (path === '/docs') return send(res, 302, '', { Location: '/docs/' });
      if (path.startsWith('/docs/')) {
        const file = inside(join(dist, 'docs'), path.slice('/docs/'.length) || 'index.html');
        if (file?.endsWith('.html') ? await sendPage(req, res, file) : file && (await sendFile(res, file))) return;
        return send(res, 404, 'Not Found', { 'Content-Type': 'text/plain' });
      }
      if (withConsole && (path === '/console' || path.startsWith('/console/'))) {
        if (path === '/console') return send(res, 302, '', { Location: '/console/' });
        // The elements and their attributes, from the custom-elements manifest the build writes.
        if (path === '/console/elements.json') {
          return send(res, 200, JSON.stringify(await consoleElements(join(ROOT, 'custom-elements.json'))),
            { 'Content-Type': TYPES['.json'], 'Cache-Control': REVALIDATE });
        }
        const file = inside(consoleFiles, path.slice('/console/'.length) || 'index.html');
        if (file?.endsWith('.html') ? await sendPage(req, res, file) : file && (await sendFile(res, file))) return;
        return send(res, 404, 'Not Found', { 'Content-Type': 'text/plain' });
      }
      if (path.startsWith('/examples/')) {
        const file = inside(examples, path.slice('/examples/'.length));
        if (file && (await sendFile(res, file))) return;
        return send(res, 404, 'Not Found', { 'Content-Type': 'text/plain' });
      }
      if (path.startsWith('/m/')) {
        // A route with a page of its own (host-page/route-pages.json) preloads its elements; the rest share one.
        const page = Object.hasOwn(ROUTE_PAGES, path) ? ROUTE_PAGES[path].page : 'index.html';
        if (await sendPage(req, res, join(app, page))) return;
        return send(res, 500, 'The app is not built: run npm run build.', { 'Content-Type': 'text/plain' });
      }
      return send(res, 404, 'Not Found', { 'Content-Type': 'text/plain' });
    } catch {
      if (!res.headersSent) send(res, 500, 'Internal Server Error', { 'Content-Type': 'text/plain' });
    }
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const actual = server.address().port;
  return {
    url: `http://${host}:${actual}`,
    port: actual,
    cspReports: cspReports.list,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
