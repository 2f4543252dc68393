// Lighthouse loads the /m app as production serves it: over HTTP/2 with TLS (deploy/nginx listens with
// `ssl http2`). The Node host server speaks HTTP/1.1, whose six connections per origin would queue the app's
// many small chunks a round trip each in Lighthouse's simulation; this front stands before it for the bench
// only, with a throwaway self-signed certificate made by the openssl command line.
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import http2 from 'node:http2';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Hop-by-hop headers HTTP/2 does not carry. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'mc-bench-tls-'));
  try {
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
      '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
    ], { stdio: 'ignore' });
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * An HTTP/2 front on 127.0.0.1 forwarding every request to `target` (an http:// origin), or null when openssl
 * is not there to make a certificate.
 * @param {string} target
 * @returns {Promise<{ url: string, close(): Promise<void> } | null>}
 */
export async function startHttp2Front(target) {
  let credentials;
  try {
    credentials = selfSignedCertificate();
  } catch {
    return null;
  }
  const upstream = new URL(target);
  // HTTP/1.1 clients too: the host server's proxy calls the sandbox's front.
  const server = http2.createSecureServer({ ...credentials, allowHTTP1: true });
  const sessions = new Set();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  server.on('request', (req, res) => {
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)));
    headers.host = req.headers[':authority'] ?? req.headers.host ?? upstream.host;
    // The front ends TLS: what it forwards was asked for over https (the sandbox builds its addresses from this).
    headers['x-forwarded-proto'] = 'https';
    const request = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
      (answer) => {
        const head = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
        res.writeHead(answer.statusCode ?? 502, head);
        answer.pipe(res);
      },
    );
    request.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(request);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
}
