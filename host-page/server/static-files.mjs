// How the host server answers with a file of the build: the precompressed twin the browser accepts (brotli,
// then gzip), caching by name (content-hashed files are immutable, everything else is revalidated), and the
// cross-origin headers that let merchants' pages load the kit.
import { readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const TYPES = {
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
  // The kit's third-party notices (the SBOM beside them is .json).
  '.txt': 'text/plain; charset=utf-8',
};

const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.webmanifest', '.txt']);

/** Names the build gives by content (`name.XXXXXXXX.js`): they never change, so browsers keep them a year. */
export const HASHED_NAME = /\.[\w-]{8}\.(js|css)$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Headers that let a page on any origin load the kit's files (DESIGN "Delivery"). */
export const CROSS_ORIGIN_ASSET = {
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

/**
 * The encoding to answer with, from the request's Accept-Encoding, among those available.
 * @param {string | undefined} header
 * @param {{ br: boolean, gzip: boolean }} available
 * @returns {'br' | 'gzip' | null}
 */
export function pickEncoding(header, available) {
  const accepted = new Map();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (available.br && ok('br')) return 'br';
  if (available.gzip && ok('gzip')) return 'gzip';
  return null;
}

const isFile = (path) => stat(path).then((info) => info.isFile(), () => false);

/**
 * Answers with a file of the build, or returns false when there is none.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} path
 * @param {{ headers?: Record<string, string>, cache?: string }} [options]
 */
export async function sendBuiltFile(req, res, path, { headers = {}, cache } = {}) {
  if (!(await isFile(path))) return false;
  const extension = extname(path);
  const out = {
    ...headers,
    'Content-Type': TYPES[extension] ?? 'application/octet-stream',
    'Cache-Control': cache ?? (HASHED_NAME.test(path) ? IMMUTABLE : REVALIDATE),
  };
  let file = path;
  if (TEXT.has(extension)) {
    out.Vary = 'Accept-Encoding';
    const encoding = pickEncoding(req.headers['accept-encoding'], {
      br: await isFile(`${path}.br`),
      gzip: await isFile(`${path}.gz`),
    });
    if (encoding) {
      out['Content-Encoding'] = encoding;
      file = `${path}.${encoding === 'br' ? 'br' : 'gz'}`;
    }
  }
  const body = await readFile(file);
  out['Content-Length'] = String(body.length);
  res.writeHead(200, out);
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

/** Compressed forms of generated text (the filled-in host pages), kept per content. */
const compressed = new Map();

/**
 * Answers with generated text, compressed as the browser accepts.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} text
 * @param {Record<string, string>} headers
 */
export function sendText(req, res, text, headers) {
  const encoding = pickEncoding(req.headers['accept-encoding'], { br: true, gzip: true });
  let body = Buffer.from(text);
  const out = { ...headers, Vary: 'Accept-Encoding' };
  if (encoding) {
    const key = `${encoding}:${text}`;
    if (!compressed.has(key)) {
      if (compressed.size > 64) compressed.clear();
      compressed.set(key, encoding === 'br'
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(body, { level: 9 }));
    }
    body = compressed.get(key);
    out['Content-Encoding'] = encoding;
  }
  out['Content-Length'] = String(body.length);
  res.writeHead(200, out);
  res.end(req.method === 'HEAD' ? undefined : body);
}
