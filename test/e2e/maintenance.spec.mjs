// The maintenance and access-denied pages (SPEC §2, §8): the /m app shows them instead of any route while the
// platform says so, in the player's language and direction, and lets the player in once a retry finds the
// platform open again. A merchant page can hold the page alone.
import { expect, LABELS, loginForm, sandbox, test, useLanguage } from './fixtures.mjs';

const TEXT = {
  EN: { maintenance: 'System Maintenance', denied: 'Access denied', retry: 'Retry', contact: 'Contact us', end: 'End time:', ip: 'Your IP: 203.0.113.9', still: 'still under maintenance', dir: 'ltr' },
  CN: { maintenance: '系统维护', denied: '访问受限', retry: '重试', contact: '联系我们', end: '结束时间：', ip: '您的 IP：203.0.113.9', still: '仍在维护中', dir: 'ltr' },
  AR: { maintenance: 'صيانة النظام', denied: 'تم رفض الوصول', retry: 'إعادة المحاولة', contact: 'اتصل بنا', end: 'وقت الانتهاء:', ip: 'عنوان IP الخاص بك: 203.0.113.9', still: 'لا يزال النظام قيد الصيانة', dir: 'rtl' },
};

for (const [code, text] of Object.entries(TEXT)) {
  test(`maintenance in ${code}: end time, retry while closed, then the player gets in`, async ({ page, context }) => {
    await useLanguage(context, code);
    await sandbox.status({ maintenance: true, maintenanceEnd: '2030-01-01 08:00:00' });
    await page.goto('/m/login');

    const maintenance = page.locator('mc-maintenance');
    await expect(maintenance.getByRole('heading', { name: text.maintenance })).toBeVisible();
    await expect(maintenance.getByText(text.end)).toContainText('2030');
    await expect(page.locator('html')).toHaveAttribute('dir', text.dir);
    await expect(maintenance.locator('.mc-frame')).toHaveAttribute('dir', text.dir);
    // The page stands in for the route: no login form while the platform is closed.
    await expect(loginForm(page).username).toHaveCount(0);
    await expect(maintenance.getByRole('button', { name: text.contact })).toBeVisible();

    await maintenance.getByRole('button', { name: text.retry }).click();
    await expect(maintenance.getByRole('status')).toContainText(text.still);

    await sandbox.status({ maintenance: false });
    await maintenance.getByRole('button', { name: text.retry }).click();
    await expect(page.locator('mc-maintenance')).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(page.locator('mc-login input[name=username]')).toBeVisible();
    expect((await sandbox.requests('/wps/system/status')).length).toBeGreaterThanOrEqual(3);
  });

  test(`access denied in ${code}: the visitor's IP, the restriction, and an English line in other languages`, async ({ page, context }) => {
    await useLanguage(context, code);
    await sandbox.status({ regionRestriction: true, ip: '203.0.113.9' });
    await page.goto('/m/home');

    const denied = page.locator('mc-maintenance');
    const heading = denied.getByRole('heading', { level: 2 });
    await expect(heading).toContainText(text.denied);
    if (code === 'EN') await expect(heading.locator('[lang=en]')).toHaveCount(0);
    else await expect(heading.locator('[lang=en]')).toHaveText('Access denied');
    await expect(denied.getByText(text.ip)).toBeVisible();
    await expect(denied.getByRole('button', { name: text.contact })).toBeVisible();
    await expect(denied.getByRole('button', { name: text.retry })).toHaveCount(0);
    await expect(denied.locator('.mc-frame')).toHaveAttribute('dir', text.dir);
  });
}

test('contact us on the maintenance page opens the first customer-service entry', async ({ page, context }) => {
  await useLanguage(context, 'EN');
  await sandbox.status({ maintenance: true });
  await page.goto('/m/login');
  const popup = context.waitForEvent('page');
  await page.locator('mc-maintenance').getByRole('button', { name: TEXT.EN.contact }).click();
  const chat = await popup;
  await expect(chat.locator('[data-field=provider]')).toHaveText('AICAN');
  // Opened without a handle back on the app.
  expect(await chat.evaluate(() => window.opener)).toBeNull();
});

test('a merchant page with only <mc-maintenance> shows it through the loader, without the crypto chunk', async ({ page }) => {
  const requested = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await sandbox.status({ maintenance: true, maintenanceEnd: 1893484800000 });
  await page.goto('/examples/embed-maintenance.html');

  const widget = page.locator('mc-maintenance');
  await expect(widget.getByRole('heading', { name: TEXT.EN.maintenance })).toBeVisible();
  await expect(widget.getByText(TEXT.EN.end)).toContainText('2030');
  expect(requested.filter((path) => /^\/m\/assets\/elements\/mc-maintenance\.[\w-]{8}\.js$/.test(path))).toHaveLength(1);
  expect(requested.filter((path) => /envelope-crypto|crypto-js/.test(path))).toEqual([]);
  expect(requested.filter((path) => path.startsWith('/m/assets/host/'))).toEqual([]);

  await sandbox.status({ maintenance: false });
  await widget.getByRole('button', { name: TEXT.EN.retry }).click();
  await expect(page.locator('#result')).toHaveText('We are open again. Good luck!');
  await expect(widget.getByRole('heading')).toHaveCount(0);
});

test('an open platform shows the route, never the maintenance page', async ({ page }) => {
  await page.goto('/m/login');
  await expect(loginForm(page, LABELS.CN).username).toBeVisible();
  await expect(page.locator('mc-maintenance')).toHaveCount(0);
});
