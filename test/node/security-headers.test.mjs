// The host page's security policy (host-page/server/security-headers.mjs) and its violation-report collector
// (host-page/server/csp-reports.mjs), as the Node server sends and runs them.
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import { MAX_KEPT_REPORTS } from '../../host-page/server/csp-reports.mjs';
import { contentSecurityPolicy, CSP_REPORT_PATH, securityHeaders } from '../../host-page/server/security-headers.mjs';
import { startHostServer } from '../../host-page/server/serve.mjs';

const directives = (policy) => Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part]));

describe('the Content-Security-Policy', () => {
  it('requires Trusted Types for scripts, names the three policies, and reports both ways', () => {
    const policy = directives(contentSecurityPolicy());
    assert.equal(policy['require-trusted-types-for'], "require-trusted-types-for 'script'");
    assert.equal(policy['trusted-types'], 'trusted-types mc-sanitized-html mc-script-url default');
    assert.equal(policy['report-uri'], `report-uri ${CSP_REPORT_PATH}`);
    assert.equal(policy['report-to'], 'report-to csp');
    assert.equal(policy['frame-src'], "frame-src 'self'");
    assert.equal(policy['script-src'], "script-src 'self'");
    assert.doesNotMatch(contentSecurityPolicy(), /unsafe-|'allow-duplicates'/);
    assert.equal(securityHeaders()['Reporting-Endpoints'], `csp="${CSP_REPORT_PATH}"`);
  });

  it('frames only the configured game, chat-widget, platform-chat and activity origins, and Firebase\'s only for its sign-in', () => {
    const policy = directives(contentSecurityPolicy({
      games: ['http://127.0.0.1:4010'], widgets: ['https://secure.livechatinc.com'], pixels: ['https://connect.facebook.net'],
      activities: ['https://www.merchant.example'], chats: ['https://cbs.platform.example'],
    }));
    assert.equal(policy['frame-src'], "frame-src 'self' http://127.0.0.1:4010 https://secure.livechatinc.com https://www.merchant.example https://cbs.platform.example");
    assert.doesNotMatch(policy['script-src'], /cbs\.platform/);
    assert.doesNotMatch(policy['connect-src'], /cbs\.platform/);
    assert.equal(policy['img-src'], "img-src 'self' data: https: http://127.0.0.1:4010");
    assert.equal(policy['script-src'], "script-src 'self' https://secure.livechatinc.com https://connect.facebook.net");
    const firebase = directives(contentSecurityPolicy({ firebase: true }));
    assert.match(firebase['frame-src'], /^frame-src 'self' https:\/\/\*\.firebaseapp\.com https:\/\/www\.google\.com\/recaptcha\/ /);
    const emulator = directives(contentSecurityPolicy({ authEmulator: 'http://127.0.0.1:9099' }));
    assert.match(emulator['frame-src'], / http:\/\/127\.0\.0\.1:9099$/);
    assert.match(emulator['connect-src'], / http:\/\/127\.0\.0\.1:9099$/);
    assert.equal(securityHeaders({ authEmulator: 'http://127.0.0.1:9099' })['Cross-Origin-Opener-Policy'], 'same-origin-allow-popups');
  });
});

describe('the host page server\'s report collector', () => {
  /** What the platform behind the server received at the report path. */
  const forwarded = [];
  let platform;
  let server;
  const logged = [];
  before(async () => {
    platform = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        forwarded.push({ path: req.url, type: req.headers['content-type'], body });
        res.writeHead(204).end();
      });
    });
    await new Promise((resolve) => platform.listen(0, '127.0.0.1', resolve));
    server = await startHostServer({ port: 0, upstream: `http://127.0.0.1:${platform.address().port}`, onCspReport: (report) => logged.push(report) });
  });
  after(async () => {
    await server.close();
    await new Promise((resolve) => platform.close(resolve));
  });

  const post = (type, body, method = 'POST') =>
    fetch(`${server.url}${CSP_REPORT_PATH}`, { method, headers: { 'Content-Type': type }, body: method === 'POST' ? body : undefined });

  it('keeps reports of both formats, tells the server\'s owner, and hands them on to the platform', async () => {
    const legacy = JSON.stringify({ 'csp-report': { 'document-uri': 'http://h/m/home', 'effective-directive': 'script-src-elem', 'blocked-uri': 'https://evil.example/x.js\nforged line' } });
    assert.equal((await post('application/csp-report; charset=utf-8', legacy)).status, 204);
    const listed = JSON.stringify([{ type: 'csp-violation', url: 'http://h/m/login', body: { effectiveDirective: 'trusted-types', blockedURL: 'other-policy' } }]);
    assert.equal((await post('application/reports+json', listed)).status, 204);
    assert.deepEqual(server.cspReports().map((report) => `${report.directive} ${report.blocked}`), [
      'script-src-elem https://evil.example/x.js forged line',
      'trusted-types other-policy',
    ]);
    assert.equal(logged.length, 2);
    for (let wait = 0; forwarded.length < 2 && wait < 50; wait++) await new Promise((resolve) => setTimeout(resolve, 20));
    assert.deepEqual(forwarded.map((entry) => [entry.path, entry.type, entry.body]), [
      [CSP_REPORT_PATH, 'application/csp-report', legacy],
      [CSP_REPORT_PATH, 'application/reports+json', listed],
    ]);
  });

  it('refuses other methods, media types, unreadable and oversized bodies, and keeps a bounded list', async () => {
    assert.equal((await post('application/csp-report', '', 'GET')).status, 405);
    assert.equal((await post('text/html', '{}')).status, 415);
    assert.equal((await post('application/csp-report', '{')).status, 400);
    assert.equal((await post('application/reports+json', 'x'.repeat(65 * 1024))).status, 413);
    const many = JSON.stringify(Array.from({ length: MAX_KEPT_REPORTS + 20 }, (_, i) => ({ type: 'csp-violation', url: `http://h/${i}`, body: { effectiveDirective: 'img-src' } })));
    assert.equal((await post('application/reports+json', many)).status, 204);
    const kept = server.cspReports();
    assert.equal(kept.length, MAX_KEPT_REPORTS);
    assert.equal(kept.at(-1).document, `http://h/${MAX_KEPT_REPORTS + 19}`);
  });

  it('sends the policy and its report endpoint with every page', async () => {
    const page = await fetch(`${server.url}/m/login`);
    await page.arrayBuffer();
    assert.equal(page.headers.get('reporting-endpoints'), `csp="${CSP_REPORT_PATH}"`);
    assert.equal(page.headers.get('content-security-policy'), contentSecurityPolicy());
  });
});
