// Customer support (SPEC §3, §5, §6, §7): the footer's support button opens the merchant's CBS chat for a
// member in a sheet inside the app, with the unread badge; visitors go to log in; member type 4 is refused. Without CBS the button opens
// a customer-service entry, its path decoded with DES, or used as is when it does not decode.
import { DEMO, EVERY_DEVICE, expect, LABELS, logInThroughForm, memberToken, sandbox, test, useLanguage, withToken } from './fixtures.mjs';

const supportButton = (page) => page.locator('footer mc-support').getByRole('button');

/** A member's home page, the session handed over in the address as the platform's links do. */
async function memberHome() {
  return withToken('/m/home', await memberToken());
}

/** The chat sheet, and the chat page in its frame. */
const chatSheet = (page) => page.locator('[data-mc-chat]').getByRole('dialog');
const chatFrame = (page) => page.locator('[data-mc-chat] iframe').contentFrame();

test('a member opens the CBS chat in a sheet inside the app, and the unread badge clears once seen', { tag: EVERY_DEVICE }, async ({ page, context }) => {
  await sandbox.switches({ CBS3: true });
  await sandbox.support({ unread: 3 });
  await page.goto('/m/login');
  await expect(supportButton(page).locator('[part=badge]')).toHaveCount(0);
  await logInThroughForm(page);

  await expect(supportButton(page)).toContainText('3');
  await expect(supportButton(page).getByLabel('3 条未读消息')).toBeVisible();
  let opened = false;
  context.on('page', () => (opened = true));
  await supportButton(page).click();

  // The sheet is named by its title, and the back control has the focus.
  const sheet = chatSheet(page);
  await expect(sheet).toBeVisible();
  await expect(sheet).toHaveAccessibleName('客服');
  await expect(sheet.getByRole('button', { name: '返回' })).toBeFocused();
  const chat = chatFrame(page);
  await expect(chat.getByText('demo，您好！欢迎来到在线客服，我是小雅。')).toBeVisible();
  await expect(chat.locator('[data-field=provider]')).toHaveText('CBS');
  await expect(chat.locator('[data-field=username]')).toHaveText(DEMO.username);
  await expect(chat.locator('[data-field=language]')).toHaveText('CN');
  // The chat page's own header (with its link back) gives way to the sheet's bar.
  await expect(chat.locator('header')).toBeHidden();

  // A message goes into the conversation, and the agent answers.
  await chat.getByRole('textbox', { name: '请输入消息' }).fill('充值还没到账');
  await chat.getByRole('button', { name: '发送' }).click();
  await expect(chat.getByRole('log').getByText('充值还没到账')).toBeVisible();
  await expect(chat.getByText('好的，已为您记录。我正在核实，请稍候，马上在这里回复您。')).toBeVisible();

  // The player never left the app.
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(opened).toBe(false);
  const [launch] = await sandbox.requests('/wps/relay/CBS_launchChat');
  expect(launch.body).toMatchObject({ b2c: 1, language: 'CN', headerColor: '#c8102e' });
  expect(launch.body.backUrl).toMatch(/\/m\/home$/);
  expect(launch.body.title).toBeTruthy();

  // Seen: the badge is gone, and the platform's count (asked again) agrees.
  await expect(supportButton(page).locator('[part=badge]')).toHaveCount(0);
  await expect.poll(async () => (await sandbox.requests('/wps/relay/CBS_unreadCount')).length).toBeGreaterThan(1);
  await sheet.getByRole('button', { name: '返回' }).click();
  await expect(sheet).toHaveCount(0);
  await expect(supportButton(page)).toBeFocused();
  await expect(supportButton(page).locator('[part=badge]')).toHaveCount(0);
});

test('Escape and the browser\'s back close the chat sheet and leave the page as it was', async ({ page }) => {
  await sandbox.switches({ CBS3: true });
  await page.goto('/m/login');
  await logInThroughForm(page);
  const welcome = page.getByTestId('welcome');
  await welcome.evaluate((element) => element.setAttribute('data-kept', ''));

  await supportButton(page).click();
  await expect(chatFrame(page).getByRole('textbox')).toBeVisible();
  // The page behind is out of reach of Tab and of screen readers while the sheet is up.
  await expect(page.locator('footer')).toHaveJSProperty('inert', true);
  await expect(page.locator('main')).toHaveJSProperty('inert', true);
  await page.keyboard.press('Escape');
  await expect(chatSheet(page)).toHaveCount(0);
  await expect(page.locator('footer')).toHaveJSProperty('inert', false);
  await expect(supportButton(page)).toBeFocused();
  // The sheet's history entry went with it: back now leaves home for the login page the player came from.
  await expect.poll(() => page.evaluate(() => history.state?.mcChat ?? null)).toBeNull();

  await supportButton(page).click();
  await expect(chatFrame(page).getByRole('textbox')).toBeVisible();
  await page.goBack();
  await expect(chatSheet(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/m\/home$/);
  // Not rendered again: the same home page, as the player left it.
  await expect(page.locator('[data-testid=welcome][data-kept]')).toBeVisible();
});

test('a chat that cannot launch says so in the sheet, and retry opens it', async ({ page, problems }) => {
  problems.allow(/status of 503/);
  await sandbox.switches({ CBS3: true });
  await useLanguage(page.context(), 'EN');
  await page.goto(await memberHome());
  await expect(page.getByTestId('welcome')).toContainText(DEMO.username);
  await sandbox.faults({ path: '/wps/relay/CBS_launchChat', status: 503, times: 1 });
  await supportButton(page).click();
  const sheet = chatSheet(page);
  await expect(sheet.getByRole('alert')).toBeVisible();
  await expect(sheet.getByRole('alert')).toContainText('The chat did not load. Check your connection and try again.');
  await sheet.getByRole('button', { name: 'Retry' }).click();
  await expect(chatFrame(page).getByText('Hi demo, welcome to customer service! I’m Sophie.')).toBeVisible();
  await expect(sheet.getByRole('alert')).toHaveCount(0);
});

test('in Arabic the chat sheet and the chat read right to left', async ({ page }) => {
  await sandbox.switches({ CBS3: true });
  await useLanguage(page.context(), 'AR');
  await page.goto(await memberHome());
  await expect(page.getByTestId('welcome')).toContainText(DEMO.username);
  await supportButton(page).click();
  const sheet = chatSheet(page);
  await expect(sheet.getByRole('button', { name: 'رجوع' })).toBeFocused();
  await expect(page.locator('[data-mc-chat] [dir=rtl]')).toHaveCount(1);
  // The back arrow points to the inline start, which is the right in Arabic.
  const transform = await sheet.getByRole('button', { name: 'رجوع' }).locator('svg').evaluate((svg) => getComputedStyle(svg).transform);
  expect(transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  const chat = chatFrame(page);
  await expect(chat.getByText('مرحبًا demo، أهلًا بك في خدمة العملاء! أنا سارة.')).toBeVisible();
  expect(await chat.locator('html').getAttribute('dir')).toBe('rtl');
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
