// The journeys' safety net itself: a security-policy violation or an uncaught error in a page is noticed,
// also from inside a shadow root, and so is the violation report the browser queues for the policy's
// report-to endpoint (test/e2e/fixtures.mjs checks the queue at the end of every journey), so that a journey
// that passes really had none.
import { expect, LABELS, loginForm, queuedReports, test } from './fixtures.mjs';

test('violations, their reports and page errors are recorded', async ({ page, problems }) => {
  await page.goto('/m/login');
  await expect(loginForm(page, LABELS.CN).username).toBeVisible();
  problems.allow(/script-src|style-src|require-trusted-types-for|Content Security Policy|TrustedScript|TrustedHTML|scripts\.invalid|deliberate failure/);

  const refused = await page.evaluate(() => {
    const refuses = (write) => {
      try {
        write();
        return false;
      } catch (error) {
        return error instanceof TypeError;
      }
    };
    // Script text from a string: Trusted Types stop it before script-src would.
    const inline = document.createElement('script');
    const scriptText = refuses(() => {
      inline.textContent = 'window.inlineRan = true';
      document.head.append(inline);
    });
    // A script address passes the default policy's vetting (https), then script-src stops the foreign origin.
    const foreign = document.createElement('script');
    foreign.src = 'https://scripts.invalid/x.js';
    document.head.append(foreign);
    const scriptUrl = refuses(() => {
      document.createElement('script').src = 'data:text/javascript,window.inlineRan=true';
    });
    const host = document.createElement('div');
    document.body.append(host);
    const style = document.createElement('style');
    style.textContent = ':host { color: red }';
    host.attachShadow({ mode: 'open' }).append(style);
    setTimeout(() => {
      throw new Error('deliberate failure');
    });
    // An HTML string has no policy to pass through: only DOMPurify's may make HTML.
    const html = refuses(() => {
      host.innerHTML = '<b>markup</b>';
    });
    return { scriptText, scriptUrl, html };
  });
  expect(refused).toEqual({ scriptText: true, scriptUrl: true, html: true });

  const expected = ['require-trusted-types-for', 'script-src-elem', 'style-src-elem'];
  const directives = () => problems.filter((p) => p.kind === 'csp').map((p) => JSON.parse(p.text).directive);
  await expect.poll(directives).toEqual(expect.arrayContaining(expected));
  // The same violations as the browser reports them to the endpoint the policy names.
  const reports = await queuedReports(page);
  expect(reports.map((report) => report.destination)).toEqual(reports.map(() => 'csp'));
  expect(reports.map((report) => report.directive)).toEqual(expect.arrayContaining(expected));
  await expect.poll(() => problems.some((p) => p.kind === 'pageerror' && /deliberate failure/.test(p.text))).toBe(true);
  expect(problems.some((p) => p.kind.startsWith('console') && /Content Security Policy|TrustedScript/.test(p.text))).toBe(true);
  expect(await page.evaluate(() => window.inlineRan)).toBeUndefined();
});

test('a policy name the page does not list cannot be created', async ({ page, problems }) => {
  await page.goto('/m/login');
  await expect(loginForm(page, LABELS.CN).username).toBeVisible();
  problems.allow(/trusted-types|Trusted Type/);
  const created = await page.evaluate(() => {
    try {
      trustedTypes.createPolicy('anything-goes', { createHTML: (input) => input });
      return true;
    } catch {
      return false;
    }
  });
  expect(created).toBe(false);
  // The app's own policies exist, and HTML made from a string needs the sanitizer's.
  expect(await page.evaluate(() => Boolean(trustedTypes.defaultPolicy))).toBe(true);
  expect((await queuedReports(page)).map((report) => report.directive)).toContain('trusted-types');
});
