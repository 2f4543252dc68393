// The platform's refusals in the player's language: a wrong password read in Arabic, Thai and Chinese, each
// sentence ending where its script ends it (the Arabic full stop at the left end, after the last word in
// reading order), and a code the app does not know shown in the server's own words, in their own direction.
import { readdirSync, readFileSync } from 'node:fs';
import { EVERY_DEVICE, expect, sandbox, test, useLanguage } from './fixtures.mjs';

/** A language's strings, its namespaces merged (`src/i18n/locales/<tag>/<namespace>.json`). */
const locale = (tag) => {
  const folder = new URL(`../../src/i18n/locales/${tag}/`, import.meta.url);
  return Object.assign({}, ...readdirSync(folder).map((file) => JSON.parse(readFileSync(new URL(file, folder), 'utf8'))));
};

const WRONG_PASSWORD = [
  { code: 'AR', tag: 'ar', direction: 'rtl', text: 'اسم المستخدم أو كلمة المرور غير صحيحة.' },
  { code: 'TH', tag: 'th', direction: 'ltr', text: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง' },
  { code: 'CN', tag: 'zh-CN', direction: 'ltr', text: '用户名或密码错误。' },
];

/**
 * The notice's message as laid out: its text, its direction, and whether its last character is drawn at the
 * end of the line its direction gives (left of the first character in right-to-left text, right of it otherwise).
 */
function layout(paragraph) {
  const node = [...paragraph.childNodes].find((child) => child.nodeType === Node.TEXT_NODE);
  const box = (start) => {
    const range = document.createRange();
    range.setStart(node, start);
    range.setEnd(node, start + 1);
    return range.getBoundingClientRect();
  };
  const direction = getComputedStyle(paragraph).direction;
  const first = box(0);
  const last = box(node.length - 1);
  return { text: paragraph.textContent, direction, lastAtEnd: direction === 'rtl' ? last.left < first.left : last.left > first.left };
}

async function tryWrongPassword(page, strings) {
  await page.goto('/m/login');
  await page.getByLabel(strings.login_username, { exact: true }).fill('demo');
  await page.getByLabel(strings.login_password, { exact: true }).fill('not-the-password');
  const answered = page.waitForResponse((response) => response.url().endsWith('/wps/session/login'));
  await page.getByRole('button', { name: strings.login_submit, exact: true }).click();
  return (await answered).json();
}

for (const { code, tag, direction, text } of WRONG_PASSWORD) {
  test(`a wrong password in ${code} reads as a sentence of that language`, { tag: EVERY_DEVICE }, async ({ page, context }) => {
    await useLanguage(context, code);
    const strings = locale(tag);
    const answer = await tryWrongPassword(page, strings);
    // The platform answered in the page's language too.
    expect(answer).toMatchObject({ success: false, errorCode: 'login.cred.err', message: text });
    const [sent] = await sandbox.requests('/wps/session/login');
    expect(sent.headers.language).toBe(code);

    const notice = page.getByRole('alertdialog');
    await expect(notice.getByRole('heading', { name: strings.notice })).toBeVisible();
    const message = notice.locator('p.mc-dialog__text');
    await expect(message).toHaveText(text);
    expect(await message.evaluate(layout)).toEqual({ text, direction, lastAtEnd: true });
    await expect(page.locator('html')).toHaveAttribute('dir', direction);

    await notice.getByRole('button', { name: strings.confirm }).click();
    await expect(notice).toBeHidden();
    await expect(page.getByLabel(strings.login_username, { exact: true })).toHaveValue('demo');
  });
}

test("the app's own sentence stands for a code it knows, whatever the server said; an unknown code keeps the server's words", async ({ page, context }) => {
  await useLanguage(context, 'AR');
  const strings = locale('ar');
  const errorTexts = [];
  page.on('request', (request) => /\/ar\.errors\.[\w-]{8}\.js$/.test(request.url()) && errorTexts.push(request.url()));
  await sandbox.faults({ path: '/wps/session/login', body: { success: false, errorCode: 'login.cred.err', message: 'Wrong password.' }, times: 1 });
  await page.goto('/m/login');
  await expect(page.getByRole('button', { name: strings.login_submit, exact: true })).toBeVisible();
  // The error texts are not part of the page: they come with the first failure.
  expect(errorTexts).toEqual([]);
  await tryWrongPassword(page, strings);
  const notice = page.getByRole('alertdialog');
  const message = notice.locator('p.mc-dialog__text');
  await expect(message).toHaveText('اسم المستخدم أو كلمة المرور غير صحيحة.');
  expect(errorTexts).toHaveLength(1);
  await notice.getByRole('button', { name: strings.confirm }).click();

  const said = 'This account is under review. Please contact support.';
  await sandbox.faults({ path: '/wps/session/login', body: { success: false, errorCode: 'account.under.review', message: said }, times: 1 });
  await tryWrongPassword(page, strings);
  await expect(message).toHaveText(said);
  // English inside the right-to-left page: left to right, its full stop still last.
  expect(await message.evaluate(layout)).toEqual({ text: said, direction: 'ltr', lastAtEnd: true });
});
