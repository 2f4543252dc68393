// The lobby's games (issue 32): four tiles on the first screen of a 390 × 844 phone, search with its empty
// state, category chips, favourites kept by the platform across a reload and a new login, recently played after
// a launch, tile controls of 44 px clear of the artwork, and back from a trial or launched game landing where the
// player was.
import { DEMO, EVERY_DEVICE, expect, LABELS, logInByToken, logInThroughForm, sandbox, test, useLanguage } from './fixtures.mjs';

const lanes = (page) => page.locator('mc-game-lanes');
const tile = (page, name) => lanes(page).getByRole('listitem').filter({ has: page.getByRole('link', { name }) }).first();

test('the first screen of a 390 × 844 phone shows at least four game tiles', { tag: EVERY_DEVICE }, async ({ page, context }) => {
  await useLanguage(context, 'EN');
  await page.setViewportSize({ width: 390, height: 844 });
  await logInByToken(page);
  await expect(lanes(page).getByRole('link', { name: 'Hanoi Lotto' })).toBeVisible();
  // A tile is seen when its artwork and name are on screen above the bottom navigation, nothing scrolled.
  const seen = async () => page.evaluate(() => {
    const bottom = document.querySelector('.tab-bar')?.getBoundingClientRect().top ?? innerHeight;
    const links = [...document.querySelector('mc-game-lanes').shadowRoot.querySelectorAll('.card__link')];
    return links.filter((link) => {
      const box = link.getBoundingClientRect();
      return box.width > 0 && box.top >= 0 && box.bottom <= bottom && box.left >= 0 && box.right <= innerWidth;
    }).length;
  });
  expect(await page.evaluate(() => scrollY)).toBe(0);
  await expect.poll(seen).toBeGreaterThanOrEqual(4);
});

test('every tile control is at least 44 px and clear of the artwork', async ({ page, context }) => {
  await useLanguage(context, 'AR');
  await logInByToken(page, '/m/game');
  await expect(lanes(page).getByRole('button', { name: /Super Ace/ }).first()).toBeVisible();
  const controls = await page.evaluate(() => {
    const root = document.querySelector('mc-game-lanes').shadowRoot;
    return [...root.querySelectorAll('.card')].flatMap((card) => {
      const art = card.querySelector('.card__art').getBoundingClientRect();
      return [...card.querySelectorAll('button')].map((button) => {
        const box = button.getBoundingClientRect();
        const overlaps = box.left < art.right && box.right > art.left && box.top < art.bottom && box.bottom > art.top;
        return { name: button.getAttribute('aria-label'), width: box.width, height: box.height, overlaps };
      });
    });
  });
  expect(controls.length).toBeGreaterThan(10);
  for (const control of controls) {
    expect(Math.min(control.width, control.height), control.name).toBeGreaterThanOrEqual(44);
    expect(control.overlaps, control.name).toBe(false);
  }
});

test('search finds games across every category, says how many, and says so when none match', { tag: EVERY_DEVICE }, async ({ page, context }) => {
  await useLanguage(context, 'PT-BR');
  await logInByToken(page);
  const search = page.getByRole('search', { name: 'Buscar jogos' });
  const field = search.getByRole('searchbox', { name: 'Buscar jogos' });
  await field.fill('aviao');
  await expect(lanes(page).getByRole('status')).toHaveText('Jogos encontrados: 1');
  await expect(lanes(page).getByRole('link', { name: 'Avião Turbo' })).toBeVisible();
  const [asked] = await sandbox.requests('/wps/game/search');
  expect(asked.query).toEqual({ keyword: 'aviao' });

  await field.fill('xyzw');
  await expect(lanes(page).getByRole('status')).toHaveText('Nenhum jogo corresponde a “xyzw”.');
  await expect(lanes(page).getByText('Confira a grafia ou navegue pelas categorias.')).toBeVisible();
  await search.getByRole('button', { name: 'Limpar busca' }).click();
  await expect(field).toHaveValue('');
  await expect(lanes(page).getByRole('heading', { level: 2 }).first()).toBeVisible();
});

test('a category chip shows that category alone, with all its games', async ({ page, context }) => {
  await useLanguage(context, 'EN');
  await logInByToken(page);
  const chips = lanes(page).getByRole('group', { name: 'Game categories' });
  await expect(chips.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  await chips.getByRole('button', { name: 'Crash games' }).click();
  await expect(chips.getByRole('button', { name: 'Crash games' })).toHaveAttribute('aria-pressed', 'true');
  await expect(lanes(page).getByRole('heading', { level: 2 })).toHaveText(['Crash games']);
  await expect(lanes(page).getByRole('link')).toHaveCount(8);
  await expect(lanes(page).getByRole('list', { name: 'Game providers' })).toHaveText('Órbita Games');
});

test('favourites are kept by the platform: across a reload, a logout and a new login', { tag: EVERY_DEVICE }, async ({ page, context }) => {
  await useLanguage(context, 'EN');
  await logInByToken(page);
  const heart = (name) => lanes(page).getByRole('button', { name: `Favourite ${name}`, exact: true }).first();
  await expect(heart('Fácil 15')).toHaveAttribute('aria-pressed', 'false');
  await heart('Fácil 15').click();
  await expect(heart('Fácil 15')).toHaveAttribute('aria-pressed', 'true');
  // Keyboard: the heart is a toggle button a player reaches with Tab and presses with Space.
  await heart('Hanoi Lotto').focus();
  await page.keyboard.press('Space');
  await expect(heart('Hanoi Lotto')).toHaveAttribute('aria-pressed', 'true');
  const favourites = lanes(page).getByRole('region', { name: 'Favourites' });
  await expect(favourites.getByRole('link')).toHaveText(['Hanoi Lotto', 'Fácil 15']);

  await page.reload();
  await expect(favourites.getByRole('link')).toHaveText(['Hanoi Lotto', 'Fácil 15']);

  await page.getByRole('button', { name: LABELS.EN.logout }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await logInThroughForm(page, DEMO, LABELS.EN);
  await expect(favourites.getByRole('link')).toHaveText(['Hanoi Lotto', 'Fácil 15']);
  await heart('Hanoi Lotto').click();
  await expect(favourites.getByRole('link')).toHaveText(['Fácil 15']);
});

test('a launched game joins recently played, and its back link returns to the page it was launched from', { tag: EVERY_DEVICE }, async ({ page, context }) => {
  await useLanguage(context, 'EN');
  await logInByToken(page);
  await expect(lanes(page).getByRole('region', { name: 'Recently played' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Games' }).click();
  await expect(page).toHaveURL(/\/m\/game$/);
  await lanes(page).getByRole('button', { name: 'Slots and cards', exact: true }).click();
  await lanes(page).getByRole('link', { name: 'Tigre da Fortuna' }).click();
  await expect(page).toHaveURL(/\/game\/play\?ticket=/);
  // The game shows the wallet in the merchant's currency.
  await expect(page.getByTestId('game-credit')).toHaveText(/^Balance: R\$\s?[\d.]+,\d\d$/);
  const [launch] = await sandbox.requests('/wps/game/launchGame');
  expect(launch.body.backUrl).toMatch(/\/m\/game$/);
  await page.getByRole('link', { name: /Back/ }).click();
  await expect(page).toHaveURL(/\/m\/game$/);

  await page.goto('/m/home');
  await expect(lanes(page).getByRole('region', { name: 'Recently played' }).getByRole('link')).toHaveText(['Tigre da Fortuna']);
  // The phone's back from a game skips the launch page: the player is back in the lobby.
  await tile(page, 'Tigre da Fortuna').getByRole('link').click();
  await expect(page).toHaveURL(/\/game\/play\?ticket=/);
  await page.goBack();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('welcome')).toBeVisible();
});

test('back from a trial game closes it and leaves the member in the lobby', { tag: EVERY_DEVICE }, async ({ page, context }) => {
  await useLanguage(context, 'EN');
  // The player logged in through the form: the page before the lobby is the login form.
  await page.goto('/m/login');
  await logInThroughForm(page, DEMO, LABELS.EN);
  const tryButton = lanes(page).getByRole('button', { name: 'Try Golden Dragon for free' });
  await tryButton.click();
  const dialog = page.getByRole('dialog', { name: 'Golden Dragon' });
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('welcome')).toHaveText('Welcome, demo');
  // Its own back button does the same, and the next back then leaves the lobby as before.
  await tryButton.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(tryButton).toBeFocused();
});

test('a visitor on a merchant\'s page gets the search and trials, but no hearts', async ({ page }) => {
  await page.goto('/m/login');
  await page.evaluate(() => document.body.append(document.createElement('mc-game-lanes')));
  await expect(lanes(page).getByRole('searchbox')).toBeVisible();
  await expect(lanes(page).getByRole('button', { name: /Golden Dragon/ }).first()).toBeVisible();
  await expect(lanes(page).locator('.card__favourite')).toHaveCount(0);
  expect(await sandbox.requests('/wps/game/favourites')).toEqual([]);
});
