// Registration's age and terms boxes (SPEC §2, §5) and the accessibility of both registration forms.
import { createRequire } from 'node:module';
import { control, expect, sandbox, test, useLanguage } from './fixtures.mjs';
import { EN, registerForm, registrations } from './register-form.mjs';

test.describe('age and terms', () => {
  test.beforeEach(({ context }) => useLanguage(context, 'EN'));

  test('registration is refused without the age box, marked and focused, and sends what was accepted @every-device', async ({ page, context }) => {
    await page.goto('/m/register');
    const widget = page.locator('mc-register');
    const form = registerForm(widget);
    const age = widget.getByRole('checkbox', { name: 'I confirm I am 18 or older and of legal age to play.' });
    const terms = widget.getByRole('checkbox', { name: 'I have read and accept the terms and conditions.' });
    const termsLink = widget.getByRole('link', { name: 'Read the terms and conditions (opens in a new tab)' });
    await expect(termsLink).toHaveAttribute('target', '_blank');
    await expect(termsLink).toHaveAttribute('rel', /noopener/);
    await form.username.fill('of_age_player');
    await form.password.fill('ofage2026');
    await form.submit.click();
    await expect(age).toBeFocused();
    await expect(age).toHaveAttribute('aria-invalid', 'true');
    await expect(terms).toHaveAttribute('aria-invalid', 'true');
    await expect(widget.getByText('Please confirm that you are of legal age.')).toBeVisible();
    await expect(widget.getByText('Please accept the terms and conditions to register.')).toBeVisible();

    await age.check();
    await expect(age).toHaveAttribute('aria-invalid', 'false');
    await form.submit.click();
    await expect(terms).toBeFocused();
    expect(await registrations()).toEqual([]);

    // The terms open in a new tab, on the platform's site, at the version the registration accepts.
    const [tab] = await Promise.all([context.waitForEvent('page'), termsLink.click()]);
    await expect(tab.getByRole('heading', { name: 'Terms and conditions', level: 1 })).toBeVisible();
    await expect(tab.getByText('Version 2026-09', { exact: true })).toBeVisible();
    await tab.close();

    await terms.check();
    await form.submit.click();
    await expect(page.getByRole('alertdialog')).toContainText('Registration successful');
    const [request] = await registrations();
    expect(request.body).toMatchObject({ username: 'of_age_player', ageConfirmed: true, termsVersion: '2026-09' });
  });

  test('a merchant without terms asks for the age alone, by mobile number too', async ({ page }) => {
    await control('POST', '/__sandbox/responsibleGaming', { termsUrl: null, termsVersion: null });
    await page.goto('/m/register');
    const widget = page.locator('mc-register');
    await widget.getByRole('tab', { name: 'Mobile number' }).click();
    await widget.getByLabel('Mobile number', { exact: true }).fill('0912000222');
    const mobileForm = widget.locator('form[data-mode="mobile"]');
    await expect(mobileForm.getByRole('checkbox')).toHaveCount(1);
    await expect(widget.getByRole('link', { name: /terms and conditions/ })).toHaveCount(0);
    await mobileForm.getByRole('button', { name: EN.submit, exact: true }).click();
    await expect(mobileForm.getByRole('checkbox', { name: /legal age/ })).toBeFocused();
    await mobileForm.getByRole('checkbox', { name: /legal age/ }).check();
    await mobileForm.getByRole('button', { name: EN.submit, exact: true }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Registration successful');
    const [request] = await registrations('/wps/member/register/mobile');
    expect(request.body).toMatchObject({ mobileNum: '0912000222', ageConfirmed: true });
    expect(request.body).not.toHaveProperty('termsVersion');
  });
});

test.describe('accessibility', () => {
  // axe is injected as a script, which the page's Content-Security-Policy blocks: only this test bypasses it.
  test.use({ bypassCSP: true });

  test('both registration forms, with a taken name and the agent note, have no axe violations', async ({ page, context }) => {
    await useLanguage(context, 'AR');
    const agent = await sandbox.players({ username: 'agent_axe', password: 'agent2026', type: 1 });
    await sandbox.switches({ MOBILENUMVERIFYREG3: true });
    await page.goto(`/m/agentRegister?r=${agent.customerId}`);
    const widget = page.locator('mc-register');
    await widget.locator('input[name="username"]').fill('demo');
    await widget.locator('input[name="password"]').focus();
    await expect(widget.locator('[part="suggestion"]')).toBeVisible();
    await widget.getByRole('tab').nth(1).click();
    await expect(widget.locator('input[name="mobileNum"]')).toBeVisible();
    await widget.getByRole('tab').nth(0).click();
    await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
    const violations = await page.evaluate(async () =>
      (await window.axe.run(document)).violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`),
    );
    expect(violations).toEqual([]);
  });
});
