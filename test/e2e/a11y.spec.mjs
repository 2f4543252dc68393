// Automated accessibility checks with axe-core on the login page, the form's shadow DOM included. axe is
// injected as a script, which the page's Content-Security-Policy blocks: only these tests bypass it.
import { createRequire } from 'node:module';
import { control, expect, LABELS, loginForm, logInByToken, sandbox, test, useLanguage } from './fixtures.mjs';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

test.use({ bypassCSP: true });

/**
 * Runs axe on the whole document and returns its violations in a form that reads well in a failure, and the
 * inputs its label rule checked (as axe targets: a nested array means "inside that shadow root").
 */
async function runAxe(page) {
  await page.addScriptTag({ path: axePath });
  const { violations, labelled } = await page.evaluate(async () => {
    // axe's default rule set: WCAG 2.x A and AA, and its best practices.
    const result = await window.axe.run(document);
    const label = result.passes.find((rule) => rule.id === 'label');
    return { violations: result.violations, labelled: label ? label.nodes.map((node) => node.target) : [] };
  });
  return { labelled, violations: violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => `${JSON.stringify(node.target)}: ${node.failureSummary?.replace(/\s+/g, ' ')}`),
  })) };
}

async function axeViolations(page) {
  return (await runAxe(page)).violations;
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
  const { violations, labelled } = await runAxe(page);
  // axe looked inside <mc-login>'s shadow root: its three inputs (user name, password, remember me) passed
  // its label rule.
  expect(labelled.filter((target) => Array.isArray(target[0]) || target[0] === 'mc-login')).toHaveLength(3);
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

test('the captcha box and the password change page have no axe violations', async ({ page, context }) => {
  await useLanguage(context, 'EN');
  await sandbox.switches({ GEETEST3: true });
  await control('POST', '/__sandbox/players', { username: 'expired1', password: 'old-pass1', passwordExpired: true });
  await page.goto('/m/login');
  const form = loginForm(page, LABELS.EN);
  await form.username.fill('expired1');
  await form.password.fill('old-pass1');
  await form.submit.click();
  const box = page.getByRole('dialog', { name: 'Security check' });
  await expect(box.getByRole('status')).toHaveText('Complete the check below to continue.');
  expect(await axeViolations(page), 'captcha box').toEqual([]);

  await box.getByRole('button', { name: 'Click to verify' }).click();
  await box.getByRole('button', { name: 'Tap to complete the check' }).click();
  await expect(page).toHaveURL(/\/m\/changePsw$/);
  await page.getByRole('button', { name: 'Change password', exact: true }).click();
  await expect(page.getByLabel('Current password', { exact: true })).toBeFocused();
  expect(await axeViolations(page), 'password change page with errors').toEqual([]);
});

test('both steps of the password reset have no axe violations, with their errors shown', async ({ page, context }) => {
  await useLanguage(context, 'EN');
  await page.goto('/m/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const flow = page.locator('mc-login [part="reset"]');
  await flow.getByRole('button', { name: 'Send code' }).click();
  await expect(flow.getByRole('alert').first()).toHaveText('Please enter your user name.');
  expect(await axeViolations(page), 'first step').toEqual([]);

  await flow.getByLabel('User name', { exact: true }).fill('demo');
  await flow.getByLabel('Mobile number', { exact: true }).fill('912345678');
  await flow.getByRole('button', { name: 'Send code' }).click();
  await flow.getByRole('button', { name: 'Reset password' }).click();
  await expect(flow.getByLabel('Verification code', { exact: true })).toBeFocused();
  expect(await axeViolations(page), 'second step').toEqual([]);
});

test('every step of a withdrawal has no axe violations, with its errors shown, in English and Arabic', async ({ newContext }) => {
  for (const language of ['EN', 'AR']) {
    const context = await newContext();
    await useLanguage(context, language);
    const page = await context.newPage();
    await logInByToken(page, '/m/member/withdraw');
    await expect(page.locator('html')).toHaveAttribute('lang', language === 'AR' ? 'ar' : 'en-US');
    const withdraw = page.locator('mc-withdraw');
    await withdraw.locator('[part~=amount]').fill('5');
    await withdraw.locator('[part~=continue]').click();
    await expect(withdraw.locator('[part~=amount-error]')).toBeVisible();
    expect(await axeViolations(page), `${language}: amount with its error`).toEqual([]);
    await withdraw.locator('[part~=account-edit]').click();
    await expect(withdraw.locator('[part~=account-form]')).toBeVisible();
    expect(await axeViolations(page), `${language}: payout account`).toEqual([]);
    await withdraw.locator('[part~=account-save]').click();
    await withdraw.locator('[part~=amount]').fill('100');
    await withdraw.locator('[part~=continue]').click();
    await withdraw.locator('[part~=secret]').fill('wrong-password');
    await withdraw.locator('[part~=confirm]').click();
    await expect(withdraw.locator('[part~=confirm-error]')).toBeVisible();
    expect(await axeViolations(page), `${language}: confirmation with its error`).toEqual([]);
    await withdraw.locator('[part~=secret]').fill('demo1234');
    await withdraw.locator('[part~=confirm]').click();
    await expect(withdraw.locator('[part~=result]')).toBeVisible();
    expect(await axeViolations(page), `${language}: result`).toEqual([]);
  }
});
