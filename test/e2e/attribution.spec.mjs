// Ad attribution (SPEC §3, §9): from an ad click opening the app with the app shell's ids, through login and
// registration, to a first deposit reported to the platform once; and the merchant's pixels, loaded only when
// configured. Registration and the deposit page publish `mc-track` themselves; here the page publishes them in
// the shapes those pages use (`{ name, data }` from registration, `{ name, ...fields }` from the deposit page),
// so the journey does not depend on them; the pixels' test publishes the documented `{ event, ...fields }`.
import { control, DEMO, expect, logInThroughForm, test, useLanguage } from './fixtures.mjs';

const KWAI_PIXEL = '248586490053502';
const S2S = { adid: 'adj-5f3c9e', gpsAdid: '38400000-8cf0-11bd-b23e-10b96e40000d', appsflyerId: '1700000000000-1234567' };
const events = () => control('GET', '/__sandbox/tracking/events');
const pixelCalls = () => control('GET', '/__sandbox/pixels/calls');
const publish = (page, detail) => page.evaluate((d) => document.dispatchEvent(new CustomEvent('mc-track', { detail: d })), detail);

test(`an ad click's visit is attributed from login and registration to one first deposit`, async ({ page, context }) => {
  await useLanguage(context, 'EN');
  const s2s = Buffer.from(JSON.stringify(S2S)).toString('base64url');
  await page.goto(`/m/login?fbclid=IwAR0demo&s2s_info=${s2s}`);
  await logInThroughForm(page, DEMO, { username: 'User name', password: 'Password', submit: 'Log in' });
  await expect.poll(async () => (await events()).map((e) => e.event)).toEqual(['login']);

  await publish(page, { name: 'register', data: { customerId: '100001', customerName: 'demo', method: 'username' } });
  const deposit = { name: 'deposit', amount: 500, currency: 'TLB', firstDeposit: true };
  await publish(page, deposit);
  await expect.poll(async () => (await events()).length).toBe(4);
  // The deposit page reports the first deposit again on a later visit: it is not sent a second time.
  await page.reload();
  await expect(page.getByTestId('welcome')).toContainText('demo');
  await publish(page, deposit);
  await expect.poll(async () => (await events()).length).toBe(5);

  const recorded = await events();
  expect(recorded.map((e) => e.event)).toEqual(['login', 'register', 'deposit', 'firstDeposit', 'deposit']);
  const first = recorded[3];
  expect(first.player?.username).toBe('demo');
  expect(JSON.parse(first.raw)).toEqual(first.data);
  expect(first.data).toMatchObject({
    customerId: '100001', customerName: 'demo', amount: 500, revenue: 500, value: 500, af_revenue: 500,
    currency: 'PHP', af_currency: 'PHP', s2sInfo: S2S,
  });
  expect(first.data.eventID).toMatch(/^[0-9a-f-]{36}$/);
  expect(first.data.deviceId).toMatch(/^[0-9a-f]{16}$/);
  expect(new Set(recorded.map((e) => e.data.eventID)).size).toBe(5);

  // No pixel configured: no pixel script, no pixel call.
  expect(await page.locator('script[data-mc-pixel]').count()).toBe(0);
  expect(await pixelCalls()).toEqual([]);
});

test(`the merchant's pixels load only when configured and receive the events with the platform's eventID`, async ({ page, context }) => {
  await useLanguage(context, 'EN');
  await control('POST', '/__sandbox/analytics', {
    facebook: ['1234567890'], tiktok: ['C9DEMOPIXEL01'], gtag: ['G-DEMO1234', 'not an id'], kwai: [KWAI_PIXEL],
  });
  await page.goto('/m/login');
  await expect.poll(async () => (await pixelCalls()).map((c) => `${c.vendor}:${c.args[0]}`).sort()).toEqual(
    ['facebook:init', 'facebook:track', 'gtag:config', 'gtag:js', 'kwai:load', 'kwai:page', 'tiktok:load', 'tiktok:page'],
  );
  const loaded = await pixelCalls();
  expect(loaded.find((c) => c.vendor === 'facebook' && c.args[0] === 'init').args[1]).toBe('1234567890');
  expect(loaded.find((c) => c.vendor === 'tiktok' && c.args[0] === 'load').query).toContain('sdkid=C9DEMOPIXEL01');
  expect(loaded.find((c) => c.vendor === 'kwai' && c.args[0] === 'load')).toMatchObject({ args: ['load', KWAI_PIXEL], query: `sdkid=${KWAI_PIXEL}&lib=kwaiq` });
  expect(loaded.filter((c) => c.vendor === 'gtag' && c.args[0] === 'config').map((c) => c.args[1])).toEqual(['G-DEMO1234']);

  await publish(page, { event: 'deposit', amount: 25.5, currency: 'BRL', customerId: '100001', customerName: 'demo' });
  await expect.poll(async () => (await events()).length).toBe(1);
  const [posted] = await events();
  await expect.poll(async () => (await pixelCalls()).length).toBe(loaded.length + 4);
  const calls = (await pixelCalls()).slice(loaded.length);
  const byVendor = Object.fromEntries(calls.map((c) => [c.vendor, c.args]));
  // Kwai's events go to the pixel they name (`kwaiq.instance(id).track(...)`).
  expect(calls.find((c) => c.vendor === 'kwai').pixel).toBe(KWAI_PIXEL);
  expect(byVendor.kwai).toEqual(['track', 'purchase', { value: 25.5, currency: 'BRL' }, { event_id: posted.data.eventID }]);
  expect(byVendor.facebook).toEqual(['track', 'Purchase', { value: 25.5, currency: 'BRL' }, { eventID: posted.data.eventID }]);
  expect(byVendor.tiktok).toEqual(['track', 'CompletePayment', { value: 25.5, currency: 'BRL' }, { event_id: posted.data.eventID }]);
  expect(byVendor.gtag).toEqual(['event', 'purchase', { value: 25.5, currency: 'BRL', transaction_id: posted.data.eventID }]);
});
