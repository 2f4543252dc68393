// What a first visit to a page of the /m app costs on the wire: every response the server sends, to the page
// and to its service worker (whose precache fills during the first visit), with the bytes of their status
// lines, headers and bodies as sent. Counted by a front between the browser and the host server, so that
// what the browser takes from its own caches counts for nothing, as on a phone.
import http from 'node:http';

/**
 * @typedef {object} Response one response the server sent
 * @property {string} path
 * @property {number} status
 * @property {number} bytes its status line, headers and body, as sent
 * @property {string} dest the request's Sec-Fetch-Dest: `empty` for what a script fetched (the worker's precache)
 * @typedef {{ responses: Response[], bytes: number }} Visit
 */

/** The bytes of a response's status line and headers as HTTP/1.1 sends them. */
function headerBytes(response) {
  let size = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`.length;
  for (let i = 0; i < response.rawHeaders.length; i += 2) {
    size += `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`.length;
  }
  return size;
}

/**
 * A counting front on 127.0.0.1 forwarding every request to `target` (an http:// origin).
 * @param {string} target
 * @returns {Promise<{ url: string, log: Response[], close(): Promise<void> }>}
 */
export async function startCountingFront(target) {
  const upstream = new URL(target);
  /** @type {Response[]} */
  const log = [];
  const server = http.createServer((req, res) => {
    const forwarded = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        const entry = {
          path: new URL(req.url ?? '/', 'http://front').pathname,
          status: answer.statusCode ?? 0,
          bytes: headerBytes(answer),
          dest: String(req.headers['sec-fetch-dest'] ?? ''),
        };
        log.push(entry);
        answer.on('data', (chunk) => {
          entry.bytes += chunk.length;
        });
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forwarded);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    log,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

/**
 * A first visit to `path` in a fresh browser context, until the page is ready (`ready`), its service worker
 * controls it (its precache then complete) and the network has been quiet for `quietMs`.
 * @param {import('playwright').Browser} browser
 * @param {string} origin the host server's address
 * @param {string} path
 * @param {(page: import('playwright').Page) => Promise<unknown>} ready
 * @returns {Promise<Visit>}
 */
export async function firstVisit(browser, origin, path, ready, quietMs = 2500) {
  const front = await startCountingFront(origin);
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    await page.goto(`${front.url}${path}`);
    await ready(page);
    await page.evaluate(async () => {
      if (!('serviceWorker' in navigator)) return;
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
      }
    });
    // Until nothing more comes: the update check's second look and the worker's last precache fetches.
    let seen = -1;
    while (seen !== front.log.length) {
      seen = front.log.length;
      await page.waitForTimeout(quietMs);
    }
    const responses = [...front.log];
    return { responses, bytes: responses.reduce((total, response) => total + response.bytes, 0) };
  } finally {
    await context.close();
    await front.close();
  }
}
