// The language of a first visit (docs/languages.md): the phone's, when it is one of the 22 (navigator.languages,
// mapped as SPEC §1 maps codes); else the merchant's default language from its settings (the demo merchant is
// Brazilian: PT-BR); else Chinese. A pick made in this browser still comes first. Each journey opens a phone set
// to a language of its own (the project's phones are set to Chinese).
import { EVERY_DEVICE, expect, sandbox, test, useLanguage } from './fixtures.mjs';

/** Opens the login page on a phone set to `locale` and returns the page. */
async function firstVisit(newContext, locale, { picked } = {}) {
  const context = await newContext({ locale });
  if (picked) await useLanguage(context, picked);
  const page = await context.newPage();
  await page.goto('/m/login');
  return page;
}

const heading = (page) => page.getByRole('heading', { level: 1 });

test(`a phone in Brazilian Portuguese or American English gets its language at once ${EVERY_DEVICE}`, async ({ newContext }) => {
  const brazilian = await firstVisit(newContext, 'pt-BR');
  await expect(heading(brazilian)).toHaveText('Entrar');
  await expect(brazilian.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(brazilian.locator('mc-login').getByLabel('Nome de usuário', { exact: true })).toBeVisible();
  // The platform is asked in it too.
  const [status] = await sandbox.requests('/wps/system/status');
  expect(status.headers.language).toBe('PT-BR');

  const american = await firstVisit(newContext, 'en-US');
  await expect(heading(american)).toHaveText('Log in');
  await expect(american.locator('html')).toHaveAttribute('lang', 'en-US');
  // A first visit is no pick: nothing is stored as the player's choice.
  expect(await american.evaluate(() => localStorage.getItem('language'))).toBeNull();
});

test(`a regional or secondary phone language maps to one of the 22 ${EVERY_DEVICE}`, async ({ newContext }) => {
  // en-GB is English; a phone listing German first and Portuguese (Portugal) second gets Portuguese.
  await expect(heading(await firstVisit(newContext, 'en-GB'))).toHaveText('Log in');
  const context = await newContext({ locale: 'de-DE' });
  await context.addInitScript(() => Object.defineProperty(navigator, 'languages', { get: () => ['de-DE', 'de', 'pt-PT', 'pt'] }));
  const page = await context.newPage();
  await page.goto('/m/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
});

test(`a phone in none of the 22 gets the merchant's default language, then Chinese without one ${EVERY_DEVICE}`, async ({ newContext }) => {
  const german = await firstVisit(newContext, 'de-DE');
  // The demo merchant's settings name Brazilian Portuguese.
  await expect(heading(german)).toHaveText('Entrar');
  await expect(german.locator('html')).toHaveAttribute('lang', 'pt-BR');
  // The next page of the visit starts in it, before the platform has answered.
  await german.reload();
  await expect(heading(german)).toHaveText('Entrar');

  await sandbox.status({ defaultLanguage: 'EN' });
  await expect(heading(await firstVisit(newContext, 'fr-FR'))).toHaveText('Log in');
  await sandbox.status({ defaultLanguage: 'CN' });
  await expect(heading(await firstVisit(newContext, 'it-IT'))).toHaveText('登录');
});

test(`the player's own pick comes before the phone's language ${EVERY_DEVICE}`, async ({ newContext }) => {
  const page = await firstVisit(newContext, 'en-US', { picked: 'AR' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
