// `mc-elements check-platform` as a merchant runs it: the package's bin, in a process of its own, against the
// platform as `npm start` runs it (the sandbox with the host page in front), where every rule passes; and against
// a broken copy of it (a proxy that renames a field, stamps the loader with a wrong digest and drops the CORS
// header), where exactly the rules about those break fail. Every server listens on 127.0.0.1 and stops after.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startHostServer } from '../../host-page/server/serve.mjs';
import { startSandbox } from '../../sandbox/index.mjs';
import { ensureBuilt, ROOT } from './build-output.mjs';

const BIN = join(ROOT, 'cli', 'mc-elements.mjs');
const run = promisify(execFile);

let sandbox;
let site;
let broken;
let reports;

/**
 * Runs the bin; resolves to its exit status, its output and the JSON report it saved.
 * @param {string[]} args
 */
async function checkPlatform(args) {
  const folder = mkdtempSync(join(reports, 'run-'));
  let code = 0;
  let stdout;
  let stderr;
  try {
    ({ stdout, stderr } = await run(process.execPath, [BIN, 'check-platform', ...args, '--report', folder, '--timeout', '20'], {
      timeout: 120_000, env: { ...process.env, NO_COLOR: '1' },
    }));
  } catch (error) {
    ({ code, stdout, stderr } = error);
  }
  let report = null;
  try {
    report = JSON.parse(readFileSync(join(folder, 'report.json'), 'utf8'));
  } catch {
    // No report: the test says so through `report`.
  }
  return { code, stdout, stderr, report, html: report ? readFileSync(join(folder, 'report.html'), 'utf8') : '' };
}

/**
 * A copy of the platform with three faults: the country answer calls `countryDialingCode` `dialingCode`, the
 * kit's asset manifest stamps the loader with a digest that is not its content's, and no /wps answer carries
 * Access-Control-Allow-Origin.
 * @param {string} upstream
 */
async function startBrokenCopy(upstream) {
  const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'host', 'content-length', 'accept-encoding', 'content-encoding']);
  const server = http.createServer(async (req, res) => {
    try {
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !hopByHop.has(name)));
      const answer = await fetch(new URL(req.url, upstream), {
        method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined, redirect: 'manual',
      });
      let body = Buffer.from(await answer.arrayBuffer());
      const path = new URL(req.url, 'http://x').pathname;
      if (path === '/wps/system/country') {
        const json = JSON.parse(body.toString('utf8'));
        json.value.dialingCode = json.value.countryDialingCode;
        delete json.value.countryDialingCode;
        body = Buffer.from(JSON.stringify(json));
      }
      if (path === '/mobile/mc/asset-manifest.json') {
        body = Buffer.from(body.toString('utf8').replace(/mc-elements\.js\?v=[0-9a-f]{16}/, 'mc-elements.js?v=0123456789abcdef'));
      }
      const out = Object.fromEntries([...answer.headers].filter(([name]) => !hopByHop.has(name)));
      if (path.startsWith('/wps/')) delete out['access-control-allow-origin'];
      res.writeHead(answer.status, out);
      res.end(body);
    } catch {
      res.writeHead(502).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(resolve);
    }),
  };
}

before(async () => {
  ensureBuilt();
  reports = mkdtempSync(join(tmpdir(), 'mc-check-platform-'));
  sandbox = await startSandbox({ mode: 'test', host: '127.0.0.1', port: 0, dbFile: ':memory:' });
  site = await startHostServer({ port: 0, host: '127.0.0.1', upstream: sandbox.url, merchant: 'DEMO' });
  broken = await startBrokenCopy(site.url);
});

after(async () => {
  await broken?.close();
  await site?.close();
  await sandbox?.close();
  if (reports) rmSync(reports, { recursive: true, force: true });
});

test('the platform as npm start serves it passes every rule, the login included, and the report is saved as JSON and HTML', { timeout: 150_000 }, async () => {
  const { code, stdout, stderr, report, html } = await checkPlatform([site.url, '--merchant', 'DEMO', '--user', 'demo', '--password', 'demo1234']);
  assert.equal(code, 0, `${stdout}\n${stderr}`);
  assert.ok(report, 'report.json is saved');
  const failed = report.rules.filter((rule) => rule.outcome !== 'pass');
  assert.deepEqual(failed, []);
  assert.ok(report.rules.some((rule) => rule.id === 'session.ended'), 'the session rules ran');
  assert.match(stdout, new RegExp(`${report.rules.length} passed, 0 failed`));
  assert.match(stdout, /^PASS │ country\.fields +│/m);
  // Nothing secret is kept: neither the password nor a token.
  const saved = JSON.stringify(report) + html;
  assert.doesNotMatch(saved, /demo1234/);
  assert.match(html, /Every rule checked passes/);

  // The check wrote nothing but its own session: the platform received no other write.
  const log = await fetch(`${sandbox.url}/__sandbox/requests?path=/wps/`, { headers: { Merchant: 'DEMO' } }).then((answer) => answer.json());
  const writes = log.value.filter((call) => call.method !== 'GET' && call.method !== 'OPTIONS').map((call) => call.path);
  assert.deepEqual([...new Set(writes)].sort(), ['/wps/session/login', '/wps/session/logout']);
});

test('a copy with a renamed field, a wrong digest and no CORS header fails with exactly those rows', { timeout: 150_000 }, async () => {
  const { code, stdout, report, html } = await checkPlatform([broken.url, '--merchant', 'DEMO']);
  assert.equal(code, 1, stdout);
  const failed = Object.fromEntries(report.rules.filter((rule) => rule.outcome === 'fail').map((rule) => [rule.id, rule.actual]));
  assert.deepEqual(Object.keys(failed).sort(), ['assets.kit-stamps', 'cors.answer', 'cors.preflight', 'country.fields']);
  assert.match(failed['country.fields'], /value\.countryDialingCode missing \(has .*dialingCode/);
  assert.match(failed['assets.kit-stamps'], /mc-elements\.js is stamped 0123456789abcdef, the served content’s is [0-9a-f]{16}/);
  assert.match(failed['cors.answer'], /\/wps\/system\/status: Access-Control-Allow-Origin "absent"/);
  assert.match(failed['cors.preflight'], /Access-Control-Allow-Origin "absent"/);
  // Without credentials the session rules are skipped, not failed.
  assert.ok(report.rules.filter((rule) => rule.id.startsWith('session.')).every((rule) => rule.outcome === 'skip'));
  assert.match(stdout, /^FAIL │ country\.fields +│/m);
  assert.match(stdout, /4 failed, 4 skipped/);
  assert.match(html, /4 of \d+ rules fail/);
});

test('a platform that does not answer fails every rule it reads, says why, and still saves its report', { timeout: 150_000 }, async () => {
  const closed = http.createServer();
  await new Promise((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address();
  await new Promise((resolve) => closed.close(resolve));
  const { code, report } = await checkPlatform([`http://127.0.0.1:${port}`, '--merchant', 'DEMO']);
  assert.equal(code, 1);
  const outcomes = new Set(report.rules.filter((rule) => !rule.id.startsWith('session.')).map((rule) => rule.outcome));
  assert.deepEqual([...outcomes], ['fail']);
  assert.match(report.rules.find((rule) => rule.id === 'status.answer').actual, /no answer to GET http:\/\/127\.0\.0\.1:\d+\/wps\/system\/status.*ECONNREFUSED/);
});

test('a wrong command line is refused with the usage and exit status 2', async () => {
  for (const args of [[], ['https://api.merchant.example'], ['ftp://api.merchant.example', '--merchant', 'ABC'], ['https://api.merchant.example', '--merchant', 'ABC', '--user', 'x']]) {
    const { code, stderr } = await checkPlatform(args);
    assert.equal(code, 2, `mc-elements check-platform ${args.join(' ')}`);
    assert.match(stderr, /Usage: mc-elements check-platform/);
  }
});
