// Forwards /wps calls to the platform (the sandbox, or WPS_UPSTREAM), streaming both ways, bounded in time.
import http from 'node:http';
import https from 'node:https';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer']);

export function proxyTo(upstream, { timeoutMs = 35_000 } = {}) {
  const base = new URL(upstream);
  const client = base.protocol === 'https:' ? https : http;
  return (req, res) => {
    const target = new URL(req.url, base);
    const headers = {};
    for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
    headers.host = base.host;
    const forwarded = req.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = [forwarded, req.socket.remoteAddress].filter(Boolean).join(', ');
    headers['x-forwarded-proto'] = 'http';
    const outgoing = client.request(target, { method: req.method, headers, timeout: timeoutMs }, (answer) => {
      const out = {};
      for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name)) out[name] = value;
      res.writeHead(answer.statusCode ?? 502, out);
      answer.pipe(res);
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('upstream timeout')));
    outgoing.on('error', () => {
      if (!res.headersSent) {
        res.writeHead(502, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ success: false, errorCode: 'bad_gateway', message: 'The platform did not answer.' }));
      } else {
        res.destroy();
      }
    });
    req.pipe(outgoing);
  };
}
