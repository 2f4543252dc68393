// The journeys' safety net itself: a security-policy violation or an uncaught error in a page is noticed,
// also from inside a shadow root, so that a journey that passes really had none.
import { expect, LABELS, loginForm, ONCE, test } from './fixtures.mjs';

test('violations and page errors are recorded', { tag: ONCE }, async ({ page, problems }) => {
  await page.goto('/m/login');
  await expect(loginForm(page, LABELS.CN).username).toBeVisible();
  problems.allow(/script-src|style-src|Content Security Policy|deliberate failure/);

  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true';
    document.head.append(script);
    const host = document.createElement('div');
    document.body.append(host);
    const style = document.createElement('style');
    style.textContent = ':host { color: red }';
    host.attachShadow({ mode: 'open' }).append(style);
    setTimeout(() => {
      throw new Error('deliberate failure');
    });
  });

  await expect.poll(() => problems.filter((p) => p.kind === 'csp').map((p) => JSON.parse(p.text).directive)).toEqual(
    expect.arrayContaining(['script-src-elem', 'style-src-elem']),
  );
  await expect.poll(() => problems.some((p) => p.kind === 'pageerror' && /deliberate failure/.test(p.text))).toBe(true);
  expect(problems.some((p) => p.kind.startsWith('console') && /Content Security Policy/.test(p.text))).toBe(true);
  expect(await page.evaluate(() => window.inlineRan)).toBeUndefined();
});
