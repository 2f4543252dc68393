// Customer support (SPEC §3, §5, §6, §7): the footer's support button opens the merchant's CBS chat for a
// member, with the unread badge; visitors go to log in; member type 4 is refused. Without CBS the button opens
// a customer-service entry, its path decoded with DES, or used as is when it does not decode.
import { DEMO, expect, LABELS, logInThroughForm, sandbox, test } from './fixtures.mjs';

const supportButton = (page) => page.locator('footer mc-support').getByRole('button');

test('a member opens the CBS chat from the footer and sees the unread count', async ({ page }) => {
  await sandbox.switches({ CBS3: true });
  await sandbox.support({ unread: 3 });
  await page.goto('/m/login');
  await expect(supportButton(page).locator('[part=badge]')).toHaveCount(0);
  await logInThroughForm(page);

  await expect(supportButton(page)).toContainText('3');
  await expect(supportButton(page).getByLabel('3 条未读消息')).toBeVisible();
  await supportButton(page).click();
  await expect(page.locator('[data-field=provider]')).toHaveText('CBS');
  await expect(page.locator('[data-field=username]')).toHaveText(DEMO.username);
  await expect(page.locator('[data-field=language]')).toHaveText('CN');

  const [launch] = await sandbox.requests('/wps/relay/CBS_launchChat');
  expect(launch.body).toMatchObject({ b2c: 1, language: 'CN', headerColor: '#c8102e' });
  expect(launch.body.backUrl).toMatch(/\/m\/home$/);
  expect(launch.body.title).toBeTruthy();
});

test('a visitor asking for the CBS chat is sent to log in', async ({ page }) => {
  await sandbox.switches({ CBS3: true });
  await page.goto('/m/home');
  await expect(page).toHaveURL(/\/m\/login$/);
  await supportButton(page).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  expect(await sandbox.requests('/wps/relay/CBS_')).toEqual([]);
});

test('member type 4 gets no unread count and is refused the chat', async ({ page }) => {
  await sandbox.switches({ CBS3: true });
  await sandbox.support({ unread: 5 });
  await sandbox.players({ username: 'quiet4', password: 'quiet1234', type: 4 });
  await page.goto('/m/login');
  await logInThroughForm(page, { username: 'quiet4', password: 'quiet1234' }, LABELS.CN);
  await supportButton(page).click();
  await expect(page.locator('[data-mc-overlay]').getByRole('alertdialog')).toContainText('您的账号无法使用在线客服。');
  await expect(supportButton(page).locator('[part=badge]')).toHaveCount(0);
  expect(await sandbox.requests('/wps/relay/CBS_')).toEqual([]);
});

test('without CBS the first customer-service entry opens, its DES path decoded, with the member name', async ({ page, context }) => {
  await page.goto('/m/login');
  await logInThroughForm(page);
  const popup = context.waitForEvent('page');
  await supportButton(page).click();
  const chat = await popup;
  await expect(chat.locator('[data-field=provider]')).toHaveText('AICAN');
  await expect(chat.locator('[data-field=username]')).toHaveText(DEMO.username);
  await expect(chat.locator('[data-field=category]')).toHaveText('Gold');
  expect(await chat.evaluate(() => window.opener)).toBeNull();
});

test('an entry whose path does not decode opens its raw path', async ({ page, context }) => {
  await page.goto('/m/login');
  await page.locator('footer mc-support').evaluate((element) => element.setAttribute('cs-type', 'LIVECHAT'));
  const popup = context.waitForEvent('page');
  await supportButton(page).click();
  const chat = await popup;
  await expect(chat.locator('[data-field=provider]')).toHaveText('LIVECHAT');
  // LIVECHAT takes no member fields on its link.
  await expect(chat.locator('[data-field=username]')).toHaveCount(0);
});

// Chat widgets (SPEC §3, §9): with the sandbox's widget entries, LIVECHAT comes first and holds a LiveChat
// license; the page loads the vendor's script (the sandbox's stand-in) for a member and opens its chat window.
const liveChatStandIn = (page) => page.evaluate(() => window.__sandboxChatWidgets?.livechat ?? null);

test('a member opens the LiveChat widget from the footer, and LiveChat has the member\'s fields', async ({ page }) => {
  await sandbox.support({ widgets: true });
  await page.goto('/m/login');
  await logInThroughForm(page);
  await expect(page).toHaveURL(/\/m\/home$/);
  // The script goes in shortly after the start, before the player asks for anything.
  await expect(page.locator('script[data-mc-chat-widget=LIVECHAT]')).toHaveCount(1);
  await supportButton(page).click();

  const chat = page.getByRole('dialog', { name: 'LiveChat' });
  await expect(chat.locator('[data-field=name]')).toHaveText(DEMO.username);
  await expect(chat.locator('[data-field=vipLabel]')).toHaveText('Gold');
  const record = await liveChatStandIn(page);
  expect(record.config).toMatchObject({ license: 12345678, visitor: { name: DEMO.username } });
  const variables = record.calls.find((call) => call.method === 'set_session_variables').args[0];
  expect(variables).toMatchObject({ userName: DEMO.username, vipLabel: 'Gold' });
  expect(variables.userId).toBeTruthy();
  expect(variables.language).toMatch(/^[A-Z]{2}(-BR)?$/);
  expect(record.calls.at(-1).method).toBe('maximize');
  // The widget is not a link: nothing was opened and the page stayed.
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('member type 4 loads no widget and is refused the widget chat', async ({ page }) => {
  await sandbox.support({ widgets: true });
  await sandbox.players({ username: 'quiet4', password: 'quiet1234', type: 4 });
  await page.goto('/m/login');
  await logInThroughForm(page, { username: 'quiet4', password: 'quiet1234' }, LABELS.CN);
  await expect(page).toHaveURL(/\/m\/home$/);
  await supportButton(page).click();
  await expect(page.locator('[data-mc-overlay]').getByRole('alertdialog')).toContainText('您的账号无法使用在线客服。');
  await expect(page.locator('script[data-mc-chat-widget]')).toHaveCount(0);
  expect(await liveChatStandIn(page)).toBeNull();
});

test('a visitor asking for the widget chat is sent to log in, and no widget loads', async ({ page }) => {
  await sandbox.support({ widgets: true });
  await page.goto('/m/register');
  await supportButton(page).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(page.locator('script[data-mc-chat-widget]')).toHaveCount(0);
  expect(await liveChatStandIn(page)).toBeNull();
});
