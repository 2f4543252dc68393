// The 18+ mark every page of the /m app carries, and the responsible-gaming page it leads to: the tools with
// their links (a visitor logs in first and lands on the tool), the reality check's interval and the merchant's
// help line from the status's `info.responsibleGaming`.
import { control, DEMO, expect, LABELS, loginForm, test, useLanguage } from './fixtures.mjs';

test('the 18+ mark leads a visitor to the page of tools and help line, and a tool through the login @every-device', async ({ page, context }) => {
  await useLanguage(context, 'EN');
  await page.goto('/m/login');
  const mark = page.getByRole('contentinfo').getByRole('link', { name: '18+: Responsible gaming' });
  await expect(mark).toHaveText('18+Responsible gaming');
  await mark.click();
  await expect(page).toHaveURL(/\/m\/responsible-gaming$/);
  await expect(page.getByRole('heading', { name: 'Responsible gaming', level: 1 })).toBeVisible();
  await expect(mark).toHaveAttribute('aria-current', 'page');
  const rg = page.locator('mc-responsible-gaming');
  await expect(rg.getByText('Players must be 18 or older.', { exact: false })).toBeVisible();
  await expect(rg.locator('[part="help-line"]')).toContainText('Call the free help line 0800 123 4567');
  await expect(rg.locator('[data-tool="reality-check"]')).toContainText('after every 60 minutes of play');
  await expect(rg.getByRole('link', { name: /Time-out and self-exclusion/ })).toHaveAttribute('href', '/m/member/self-exclusion');

  await rg.getByRole('link', { name: /Deposit and session limits/ }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  const form = loginForm(page, LABELS.EN);
  await form.username.fill(DEMO.username);
  await form.password.fill(DEMO.password);
  await form.submit.click();
  await expect(page).toHaveURL(/\/m\/member\/limits$/);
});

test('a member sees the merchant\'s own settings, and a merchant without any is said to have none', async ({ page, context }) => {
  await useLanguage(context, 'PT-BR');
  await control('POST', '/__sandbox/responsibleGaming', { realityCheckMinutes: 30 });
  await page.goto('/m/responsible-gaming');
  const rg = page.locator('mc-responsible-gaming');
  await expect(rg.locator('[part="help-line"]')).toContainText('Ligue grátis para 0800 123 4567');
  await expect(rg.locator('[data-tool="reality-check"]')).toContainText('30 minutos');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: '18+: Jogo responsável' })).toBeVisible();

  await control('POST', '/__sandbox/responsibleGaming', { realityCheckMinutes: null, helpLine: null });
  await page.reload();
  await expect(rg.locator('[data-tool="reality-check"]')).toContainText('Este site não oferece alertas de realidade.');
  await expect(rg.locator('[part="help-line"]')).toHaveCount(0);
});

test('in Arabic the mark and the page read right to left', async ({ page, context }) => {
  await useLanguage(context, 'AR');
  await page.goto('/m/responsible-gaming');
  const mark = page.getByRole('contentinfo').getByRole('link', { name: '18+: اللعب المسؤول' });
  await expect(mark).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The mark comes first in reading order: at the right of its label.
  const [markBox, labelBox] = await Promise.all([mark.locator('.app-footer__mark').boundingBox(), mark.locator('.app-footer__rg-label').boundingBox()]);
  expect(markBox.x).toBeGreaterThan(labelBox.x);
  await expect(page.locator('mc-responsible-gaming [part="help-line"]')).toContainText('0800 123 4567');
});
