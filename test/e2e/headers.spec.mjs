// What the host page's server sends with its pages (DESIGN "Security stance"), and the robots rule of
// SPEC §2: deep paths, and hosts other than localhost or www.*, are not indexed.
import { expect, logInThroughForm, ONCE, servers, test } from './fixtures.mjs';

const PAGES = ['/m/', '/m/home', '/m/login', '/m/member/benefits', '/m/whatever', '/mobile/mc/redirect.html', '/examples/embed-login.html'];

test('every page is served with a strict security policy and no referrer', { tag: ONCE }, async ({ request }) => {
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
    expect(headers['referrer-policy'], path).toBe('no-referrer');
  }
});

test('the navigation response the player gets carries the same headers', { tag: ONCE }, async ({ page }) => {
  const response = await page.goto('/m/home');
  // The guard moved to /m/login in the page; the document itself came from /m/home.
  const headers = await response.allHeaders();
  expect(headers['content-security-policy']).not.toMatch(/unsafe-(inline|eval)/);
  expect(headers['referrer-policy']).toBe('no-referrer');
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('on a host that is not localhost or www.*, every page is noindex', { tag: ONCE }, async ({ page }) => {
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
