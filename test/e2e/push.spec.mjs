// Push on the /m app (SPEC §4, §7, §8): the opt-in prompt, the binding the platform sees after login and
// loses after logout, "not now" kept for the session, and the message after a denial. The push service is a
// stand-in with the push adapter's surface, handed to the kit through its configuration global.
import { DEMO, expect, LABELS, logInThroughForm, test, useLanguage, control } from './fixtures.mjs';

/** The stand-in: what the permission is, what the browser's dialog answers; kept across reloads. */
async function pushStandIn(context, { permission = 'default', answer = 'granted' } = {}) {
  await context.addInitScript(
    ([initialPermission, initialAnswer]) => {
      const state = JSON.parse(localStorage.getItem('e2ePush') ?? 'null') ?? { permission: initialPermission, answer: initialAnswer };
      const save = () => localStorage.setItem('e2ePush', JSON.stringify(state));
      save();
      let token = null;
      window.__mcElementsConfig = {
        pushAdapter: {
          permission: () => state.permission,
          requestPermission: async () => {
            state.permission = state.answer;
            save();
            return state.permission;
          },
          getToken: async () => (state.permission === 'granted' ? (token ??= `stand-in:e2e-${Math.random().toString(36).slice(2, 12)}`) : null),
          deleteToken: async () => ((token = null), true),
          onMessage: () => () => {},
        },
      };
    },
    [permission, answer],
  );
}

const prompt = (page) => page.locator('mc-push-prompt').getByRole('dialog');
const recorded = () => control('GET', '/__sandbox/push');

async function home(page, context) {
  await useLanguage(context, 'EN');
  await page.clock.install();
  await page.goto('/m/login');
  await logInThroughForm(page, DEMO, LABELS.EN);
  await page.clock.runFor(3500);
}

test(`allowing binds the token to the member on topic ALL; logging out unsubscribes it`, async ({ page, context }) => {
  await pushStandIn(context);
  await home(page, context);
  await expect(prompt(page)).toContainText('Get draw results');
  await prompt(page).getByRole('button', { name: 'Allow' }).click();
  await expect.poll(async () => (await recorded()).map(({ username, topics }) => ({ username, topics }))).toEqual([
    { username: 'demo', topics: ['ALL'] },
  ]);
  const [{ registrationToken }] = await recorded();
  expect(registrationToken).toMatch(/^stand-in:e2e-/);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/m\/login/);
  await expect.poll(recorded).toEqual([]);
  const unsubscribed = await control('GET', '/__sandbox/requests?path=/wps/relay/CSP_fcmUnsubscribe');
  expect(unsubscribed.at(-1).body).toEqual({ registrationToken, unsubscribeAll: true });
});

test(`"not now" holds for the session; a denial says how to allow notifications later`, async ({ page, context }) => {
  await pushStandIn(context, { answer: 'denied' });
  await home(page, context);
  await prompt(page).getByRole('button', { name: 'Not now' }).click();
  await expect(prompt(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('welcome')).toBeVisible();
  await page.clock.runFor(3500);
  await expect(prompt(page)).toHaveCount(0);

  await page.evaluate(() => sessionStorage.removeItem('PUSH_skipPrompt'));
  await page.reload();
  await page.clock.runFor(3500);
  await prompt(page).getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Notifications are blocked');
  expect(await recorded()).toEqual([]);
});
