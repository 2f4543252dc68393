// Automated accessibility checks with axe-core on the login page, the form's shadow DOM included. axe is
// injected as a script, which the page's Content-Security-Policy blocks: only these tests bypass it.
import { createRequire } from 'node:module';
import { expect, LABELS, loginForm, test, useLanguage } from './fixtures.mjs';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

test.use({ bypassCSP: true });

/** Runs axe on the whole document and returns its violations in a form that reads well in a failure. */
async function axeViolations(page) {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, {
      resultTypes: ['violations'],
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return result.violations;
  });
  return violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => `${JSON.stringify(node.target)}: ${node.failureSummary?.replace(/\s+/g, ' ')}`),
  }));
}

function describe(violations) {
  return violations
    .map((v) => `- ${v.rule} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n}`).join('\n')}`)
    .join('\n');
}

test('the login page has no axe violations, in the default language', async ({ page }) => {
  await page.goto('/m/login');
  await expect(loginForm(page, LABELS.CN).username).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('aria-busy', 'true');
  const violations = await axeViolations(page);
  expect(violations, `axe found:\n${describe(violations)}`).toEqual([]);
});

test('the login page with an error notice open has no axe violations', async ({ page, context }) => {
  await useLanguage(context, 'EN');
  await page.goto('/m/login');
  const form = loginForm(page, LABELS.EN);
  await form.username.fill('nobody-here');
  await form.password.fill('whatever1');
  await form.submit.click();
  await expect(page.getByRole('alertdialog')).toContainText('No account exists with this user name.');
  const violations = await axeViolations(page);
  expect(violations, `axe found:\n${describe(violations)}`).toEqual([]);
});

test('the form reports empty fields accessibly', async ({ page, context }) => {
  await useLanguage(context, 'EN');
  await page.goto('/m/login');
  await loginForm(page, LABELS.EN).submit.click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  const violations = await axeViolations(page);
  expect(violations, `axe found:\n${describe(violations)}`).toEqual([]);
});
