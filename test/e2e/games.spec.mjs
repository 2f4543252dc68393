// The lobby, game launch and trial games (SPEC §2, §3, §4, §5, §8, §9): the app frame's navigation, a guest
// sent to log in and back to the game, the exact lottery request, an unsafe backUrl refused, the in-app rule,
// the 10 s timeout, and a trial game opening and closing in its sandboxed frame.
import { createRequire } from 'node:module';
import { DEMO, EVERY_DEVICE, expect, LABELS, loginForm, memberToken, sandbox, test, useLanguage, withToken } from './fixtures.mjs';

/** A session for the demo player, handed to the app in the address as a link from the platform would. */
async function memberUrl(path) {
  return withToken(path, await memberToken());
}

const LOTTERY = '/m/launchGame?prize_mode=Hanoi&code=HNL';
const gameFields = (page) => page.getByTestId('game-fields');

test('the frame\'s navigation marks the current page and leads to the game area', { tag: EVERY_DEVICE }, async ({ page }) => {
  await page.goto(await memberUrl('/m/home'));
  await expect(page.getByTestId('welcome')).toHaveText('欢迎，demo');
  const nav = page.getByRole('navigation', { name: '主导航' });
  await expect(nav.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: '优惠' })).toHaveAttribute('href', '/m/rewardCenter');
  await expect(nav.getByRole('link', { name: '我的' })).toHaveAttribute('href', '/m/member/home');
  await expect(nav.locator('mc-support').getByRole('button', { name: '客服' })).toBeVisible();
  await expect(page.locator('.app-bar__title')).toHaveText('Demo Lottery');
  // The lobby's lanes: title, vendors named by the mapping, count, cards.
  const lottery = page.locator('mc-game-lanes').getByRole('region', { name: '热门彩票' });
  await expect(lottery.getByText('11 款游戏')).toBeVisible();
  await expect(lottery.getByRole('link', { name: /Hanoi Lotto/ })).toHaveAttribute('href', '/m/launchGame?prize_mode=Hanoi&code=HNL&lottoView=betting');

  await nav.getByRole('link', { name: '游戏' }).click();
  await expect(page).toHaveURL(/\/m\/game$/);
  await expect(nav.getByRole('link', { name: '游戏' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current', 'page');
  await expect(page.locator('mc-game-lanes').getByRole('heading', { level: 2 })).toHaveText(['热门彩票', '快乐彩', '电子游戏', '快速游戏', '真人娱乐', '体育']);
});

test('the lobby comes with its elements preloaded, and nothing on it moves while it loads', async ({ page }) => {
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(await memberUrl('/m/home'));
  // The page of this route names the lobby's file (its elements' route group) for the browser to fetch with
  // the shell.
  const preloaded = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(preloaded.filter((href) => /\/host\/lobby\.[\w-]{8}\.js$/.test(href))).toHaveLength(1);
  // Everything the lobby shows has come: the banner's image, the marquee, the shortcuts, the VIP card, the lanes.
  await expect(page.locator('mc-banner img').first()).toHaveJSProperty('complete', true);
  await expect(page.locator('mc-marquee').getByRole('marquee')).toBeVisible();
  // Invite friends among them: the demo merchant runs a referral promotion.
  await expect(page.locator('mc-goto-button').getByRole('button')).toHaveCount(6);
  await expect(page.locator('mc-goto-button .goto--pending')).toHaveCount(0);
  await expect(page.locator('mc-vip-card').getByRole('progressbar')).toBeVisible();
  await expect(page.locator('mc-game-lanes .card__link').first()).toBeVisible();
  await expect(page.locator('mc-download-bar').getByRole('link')).toBeVisible();
  const shifts = await page.evaluate(() => window.__shifts);
  expect(shifts.reduce((sum, value) => sum + value, 0), `layout shifts ${shifts.join(', ')}`).toBeLessThan(0.01);
});

test('a guest launching a lottery game logs in first and lands in the game', async ({ page }) => {
  await page.goto(LOTTERY);
  await expect(page).toHaveURL(/\/m\/login$/);
  const form = loginForm(page, LABELS.CN);
  await form.username.fill(DEMO.username);
  await form.password.fill(DEMO.password);
  await form.submit.click();
  await expect(page).toHaveURL(/\/game\/play\?ticket=/);
  await expect(page.getByRole('heading', { name: 'Hanoi Lotto' })).toBeVisible();
  await expect(gameFields(page)).toContainText('demo');
});

test('a member launching lottery sends the exact request of the spec', async ({ page, baseURL }) => {
  const backUrl = `${baseURL}/m/game`;
  await page.goto(await memberUrl(`${LOTTERY}&lottoView=lobby&backUrl=${encodeURIComponent(backUrl)}`));
  await expect(page).toHaveURL(/\/game\/play\?ticket=/);
  const [launch] = await sandbox.requests('/wps/game/launchGame');
  expect(launch.body).toEqual({
    lottoArea: 'VN', launchMode: 'LOTT', lottoPrizeMode: 'Hanoi', lottoGameCode: 'HNL', lottoView: 'lobby', device: 'MOBILE',
    backUrl, hasLobby: true, language: 'VI', title: 'Demo Lottery', labelName: 'Gold',
  });
  // The game's way back is the address the launch asked for; the game speaks its launch language (VI).
  await page.getByRole('link', { name: /Quay lại/ }).click();
  await expect(page).toHaveURL(/\/m\/game$/);
});

test('an unsafe backUrl is refused: the game returns to the lobby instead', async ({ page, baseURL }) => {
  await page.goto(await memberUrl(`/m/launchGame?vendor=JILI&code=ACE&backUrl=${encodeURIComponent('https://evil.example/steal')}`));
  await expect(page).toHaveURL(/\/game\/play\?ticket=/);
  const [launch] = await sandbox.requests('/wps/game/launchGame');
  expect(launch.body).toMatchObject({ vendor: 'JILI', gameCode: 'ACE', device: 'MOBILE', backUrl: `${baseURL}/m/home` });
});

test('with STARTGAMEINAPP3 on, a browser is told to use the app and nothing is launched', async ({ page }) => {
  await sandbox.switches({ STARTGAMEINAPP3: true });
  await page.goto(await memberUrl(LOTTERY));
  await expect(page.getByRole('alert')).toHaveText('游戏只能在 App 内启动，请打开 App 进行游戏。');
  expect(await sandbox.requests('/wps/game/launchGame')).toEqual([]);
});

test('a launch with no answer in 10 s says so and offers a retry', async ({ page }) => {
  await sandbox.faults({ path: '/wps/game/launchGame', latencyMs: 15_000, times: 1 });
  // The page's clock runs as usual, and is moved on past the 10 s instead of waiting them out.
  await page.clock.install();
  await page.goto(await memberUrl(LOTTERY));
  await expect(page.getByTestId('launch-status')).toHaveText('正在打开游戏…');
  await expect.poll(() => sandbox.requests('/wps/game/launchGame').then((calls) => calls.length)).toBe(1);
  await page.clock.fastForward(9_000);
  await expect(page.getByTestId('launch-status')).toHaveText('正在打开游戏…');
  await page.clock.fastForward(1_500);
  await expect(page.getByRole('alert')).toHaveText('请求超时，请重试。');
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page).toHaveURL(/\/game\/play\?ticket=/);
});

test('a trial game opens full-screen in a sandboxed frame and closes with back', { tag: EVERY_DEVICE }, async ({ page }) => {
  await page.goto(await memberUrl('/m/game'));
  const tryButton = page.getByRole('button', { name: '免费试玩Super Ace' });
  await tryButton.click();
  const dialog = page.getByRole('dialog', { name: 'Super Ace' });
  await expect(dialog).toBeVisible();
  const frame = dialog.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-pointer-lock');
  await expect(frame).toHaveAttribute('src', /\/game\/trial\/S303/);
  await expect(page.frameLocator('mc-game-lanes iframe').getByTestId('game-credit')).toContainText('10,000');
  const [trial] = await sandbox.requests('/wps/relay/GCS_gameTrialLaunch');
  expect(trial.query).toEqual({ gameId: 'S303', nodeId: '9004', platform: 'html5' });

  await dialog.getByRole('button', { name: '返回' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(tryButton).toBeFocused();
});

test.describe('accessibility', () => {
  // axe is injected as a script, which the page's policy blocks: only this test bypasses it.
  test.use({ bypassCSP: true });

  test('the lobby in Arabic has no axe violations, lanes and navigation included', async ({ page, context }) => {
    await useLanguage(context, 'AR');
    await page.goto(await memberUrl('/m/home'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('mc-game-lanes').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
    const violations = await page.evaluate(async () =>
      (await window.axe.run(document)).violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`));
    expect(violations).toEqual([]);
  });
});
