// The merchant's terms open from the registration form in the language the player reads the form in: the
// demo merchant's terms URL carries `{lang}` (docs/wire-contract.md, Age and terms), and the platform's page
// offers the other languages as links.
import { control, expect, test, useLanguage } from './fixtures.mjs';

/** Opens the register page's terms link and hands back the tab it opens. */
async function openTerms(page, context, linkName) {
  await page.goto('/m/register');
  const link = page.locator('mc-register').getByRole('link', { name: linkName });
  const [terms] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await terms.waitForLoadState();
  return { link, terms };
}

test('an Arabic reader opens the terms in Arabic, right to left, and can switch language', async ({ page, context }) => {
  await useLanguage(context, 'AR');
  const { link, terms } = await openTerms(page, context, 'اقرأ الشروط والأحكام (تُفتح في علامة تبويب جديدة)');
  await expect(link).toHaveAttribute('href', /\/terms\.html\?lang=AR$/);
  await expect(terms).toHaveURL(/\/terms\.html\?lang=AR$/);
  await expect(terms.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(terms.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(terms.getByRole('heading', { level: 1 })).toHaveText('الشروط والأحكام');
  await expect(terms.getByText('الإصدار 2026-09')).toBeVisible();
  await expect(terms.getByRole('heading', { name: '6. الحدود والاستراحة والاستبعاد الذاتي' })).toBeVisible();

  // The switcher: a disclosure (a summary, which has no ARIA role of its own) with a link per language, the
  // current one marked.
  const switcher = terms.locator('summary');
  await expect(switcher).toHaveAccessibleName('اللغة: العربية');
  await switcher.click();
  const languages = terms.getByRole('navigation', { name: 'اللغة' }).getByRole('link');
  await expect(languages).toHaveCount(22);
  await expect(languages.filter({ hasText: 'العربية' })).toHaveAttribute('aria-current', 'page');
  await languages.filter({ hasText: 'English' }).click();
  await expect(terms).toHaveURL(/\/terms\.html\?lang=EN$/);
  await expect(terms.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(terms.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');
  await expect(terms.getByText('In force from September 1, 2026')).toBeVisible();
});

test('a Chinese reader opens them in Chinese; a terms URL without the placeholder is used as it is', async ({ page, context }) => {
  await useLanguage(context, 'CN');
  const { link, terms } = await openTerms(page, context, '阅读条款与条件（在新标签页中打开）');
  await expect(link).toHaveAttribute('href', /\/terms\.html\?lang=CN$/);
  await expect(terms.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(terms.getByRole('heading', { level: 1 })).toHaveText('条款与条件');
  await expect(terms.getByText('您必须年满 18 周岁方可开户和游戏', { exact: false })).toBeVisible();
  await terms.close();

  await control('POST', '/__sandbox/responsibleGaming', { termsUrl: '/terms.html' });
  await page.reload();
  await expect(page.locator('mc-register').getByRole('link', { name: '阅读条款与条件（在新标签页中打开）' })).toHaveAttribute('href', /\/terms\.html$/);
});
