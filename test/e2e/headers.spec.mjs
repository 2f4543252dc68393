// What the host page's server sends with its pages (DESIGN "Security stance"), and the robots rule of
// SPEC §2: deep paths, and hosts other than localhost or www.*, are not indexed.
import { expect, logInThroughForm, sandbox, servers, test } from './fixtures.mjs';

const PAGES = ['/m/', '/m/home', '/m/login', '/m/member/benefits', '/m/whatever', '/mobile/mc/redirect.html', '/examples/embed-login.html'];

test('every page is served with a strict security policy and no referrer', async ({ request }) => {
  for (const path of PAGES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers['content-type'], path).toMatch(/^text\/html/);
    const policy = headers['content-security-policy'];
    expect(policy, `${path} has a Content-Security-Policy`).toBeTruthy();
    // Scripts from the page's own origin only: Google's sign-in origins are named only for a merchant that
    // offers that sign-in (test/node/security-headers.test.mjs).
    expect(policy, path).toMatch(/(^|;)\s*script-src 'self'\s*(;|$)/);
    expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
    expect(policy, path).toContain("object-src 'none'");
    expect(policy, path).not.toContain('unsafe-inline');
    expect(policy, path).not.toContain('unsafe-eval');
    // Trusted Types: one policy makes HTML (the sanitizer's), script addresses go through vetted ones.
    expect(policy, path).toContain("require-trusted-types-for 'script'");
    expect(policy, path).toMatch(/(^|;)\s*trusted-types mc-sanitized-html mc-script-url default\s*(;|$)/);
    // Frames from the page's own origin and the configured game hosts only, not from every https origin.
    expect(policy, path).toMatch(new RegExp(`(^|;)\\s*frame-src 'self' ${new URL(servers().sandboxURL).origin}[^;]*(;|$)`));
    expect(policy, path).not.toMatch(/frame-src[^;]* https:(;| |$)/);
    // Violations are reported, to the endpoint the Reporting-Endpoints header names and by report-uri.
    expect(policy, path).toMatch(/(^|;)\s*report-uri \/wps\/csp-report\s*(;|$)/);
    expect(policy, path).toMatch(/(^|;)\s*report-to csp\s*(;|$)/);
    expect(headers['reporting-endpoints'], path).toBe('csp="/wps/csp-report"');
    expect(headers['referrer-policy'], path).toBe('no-referrer');
  }
});

test('violation reports of both formats reach the platform; other bodies are refused', async ({ request }) => {
  const legacy = { 'csp-report': { 'document-uri': 'http://app.example/m/home', 'effective-directive': 'script-src-elem', 'blocked-uri': 'https://evil.example/x.js' } };
  const listed = [{ type: 'csp-violation', url: 'http://app.example/m/login', body: { documentURL: 'http://app.example/m/login', effectiveDirective: 'require-trusted-types-for', blockedURL: 'trusted-types-sink', disposition: 'enforce' } }];
  const post = (type, data) => request.post('/wps/csp-report', { headers: { 'Content-Type': type }, data: typeof data === 'string' ? data : JSON.stringify(data) });
  expect((await post('application/csp-report', legacy)).status()).toBe(204);
  expect((await post('application/reports+json', listed)).status()).toBe(204);
  expect((await post('text/plain', legacy)).status()).toBe(415);
  expect((await post('application/csp-report', 'not json')).status()).toBe(400);
  expect((await post('application/reports+json', 'x'.repeat(70 * 1024))).status()).toBe(413);
  // The host page's server hands each accepted report on to the platform, whose list the journeys check.
  await expect.poll(async () => (await sandbox.cspReports()).map((report) => `${report.directive} ${report.blocked}`)).toEqual([
    'script-src-elem https://evil.example/x.js',
    'require-trusted-types-for trusted-types-sink',
  ]);
  await sandbox.reset();
});

test('the navigation response the player gets carries the same headers', async ({ page }) => {
  const response = await page.goto('/m/home');
  // The guard moved to /m/login in the page; the document itself came from /m/home.
  const headers = await response.allHeaders();
  expect(headers['content-security-policy']).not.toMatch(/unsafe-(inline|eval)/);
  expect(headers['referrer-policy']).toBe('no-referrer');
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('on a host that is not localhost or www.*, every page is noindex', async ({ page }) => {
  await page.goto('/m/login');
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('on localhost, only paths deeper than two slashes are noindex', async ({ newContext }) => {
  const context = await newContext({ baseURL: `http://localhost:${servers().port}` });
  const page = await context.newPage();
  const robots = page.locator('meta[name="robots"]');

  await page.goto('/m/login');
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await expect(robots).toHaveCount(0);

  // /m/member/benefits needs a session, or the guard sends the visitor back to /m/login.
  await logInThroughForm(page);
  await expect(robots).toHaveCount(0);

  await page.goto('/m/member/benefits');
  await expect(page.getByRole('heading', { name: '会员福利' })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/member\/benefits$/);
  await expect(robots).toHaveAttribute('content', 'noindex');

  // Back on a shallow path in the same page, the rule is lifted again.
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('welcome')).toHaveText('欢迎，demo');
  await expect(robots).toHaveCount(0);
});
