// The host page's server: the /m app (every route answers with the app shell), the built kit under
// /m/assets/, the redirect page, the embedding examples, and /wps proxied to the platform.
import http from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { proxyTo } from './proxy.mjs';
import { securityHeaders } from './security-headers.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

/** Per response: origins of the platform's other lines, which the app may call (each server has its own). */
const lineOriginsOf = new WeakMap();

function send(res, status, body, headers = {}) {
  res.writeHead(status, { ...securityHeaders(lineOriginsOf.get(res)), ...headers });
  res.end(body);
}

/** Resolves a URL path inside a folder, refusing anything that climbs out of it. */
function inside(folder, relative) {
  const path = normalize(join(folder, decodeURIComponent(relative)));
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
 * @param {{ port?: number, host?: string, upstream: string, merchant?: string, api?: string, title?: string, lines?: string[] }} options
 *   `lines`: origins of the platform's other lines, allowed in the page's connect-src
 * @returns {Promise<{ url: string, port: number, close(): Promise<void> }>}
 */
export async function startHostServer({ port = 8080, host = '127.0.0.1', upstream, merchant = 'DEMO', api = '', title = 'Demo Lottery', lines = [] }) {
  const lineOrigins = lines.map((line) => new URL(line).origin);
  const dist = join(ROOT, 'dist');
  const pub = join(ROOT, 'host-page', 'public');
  const examples = join(ROOT, 'host-page', 'examples');
  const forward = proxyTo(upstream);
  const escape = (value) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const template = (html) =>
    html.replaceAll('%MERCHANT%', escape(merchant)).replaceAll('%API%', escape(api)).replaceAll('%TITLE%', escape(title));

  const server = http.createServer(async (req, res) => {
    lineOriginsOf.set(res, lineOrigins);
    const url = new URL(req.url ?? '/', 'http://host');
    const path = url.pathname;
    try {
      if (path.startsWith('/wps/') || path.startsWith('/__sandbox/')) return forward(req, res);
      if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'Method Not Allowed');
      if (path === '/' || path === '/m') return send(res, 302, '', { Location: '/m/' });
      if (path.startsWith('/m/assets/')) {
        const file = inside(dist, path.slice('/m/assets/'.length));
        if (file && (await sendFile(res, file, { cache: 'public, max-age=60' }))) return;
        return send(res, 404, 'Not Found', { 'Content-Type': 'text/plain' });
      }
      if (path === '/m/host.css' || path === '/m/icon.svg') return void (await sendFile(res, join(pub, path.slice(3))));
      if (path === '/favicon.ico') return send(res, 302, '', { Location: '/m/icon.svg' });
      if (path === '/mobile/mc/redirect.html') return void (await sendFile(res, join(pub, 'redirect.html'), { template }));
      if (path.startsWith('/examples/')) {
        const file = inside(examples, path.slice('/examples/'.length));
        if (file && (await sendFile(res, file))) return;
        return send(res, 404, 'Not Found', { 'Content-Type': 'text/plain' });
      }
      if (path.startsWith('/m/')) {
        if (await sendFile(res, join(pub, 'index.html'), { template })) return;
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
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
