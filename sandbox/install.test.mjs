import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { compareVersions } from './routes/install.mjs';
import { openTestSandbox } from './test-sandbox.mjs';

/** @type {import('./test-sandbox.mjs').TestSandbox['sandbox']} */
let sandbox;
/** @type {import('./test-sandbox.mjs').TestSandbox['client']} */
let client;
before(async () => ({ sandbox, client } = await openTestSandbox()));
after(() => sandbox.close());
beforeEach(() => client.post('/__sandbox/reset', {}));

const linkOf = (value, type) => value.links.find((link) => link.resourceType === type)?.url;

describe('GET /wps/system/appDownload', () => {
  it('answers the seeded app, its links by resource type and the download-bar and forced-download settings', async () => {
    const { json } = await client.get('/wps/system/appDownload');
    assert.equal(json.success, true);
    const { value } = json;
    assert.equal(value.appName, 'Demo Lottery');
    assert.equal(value.appVersion, '2.4.41');
    assert.deepEqual(value.links.map((link) => link.resourceType).sort(),
      ['Android', 'AppDownloadIcon', 'IOS', 'MOBILECONFIG', 'apk', 'iOS', 'liteIOS']);
    assert.match(linkOf(value, 'apk'), /\.apk$/);
    assert.deepEqual(value.downloadBar, { requiredLogin: false, vipRankLevel: 0 });
    assert.deepEqual(value.forceDownload, { depositTimes: 5, maxCloseTimes: 5 });
  });

  it('takes changes from the control API, and a null link removes it', async () => {
    const set = await client.post('/__sandbox/appDownload', {
      appVersion: '2.4.30', requiredLogin: true, vipRankLevel: 2, links: { apk: null, Android: 'https://example.test/a' },
    });
    assert.equal(set.json.success, true);
    const { value } = (await client.get('/wps/system/appDownload')).json;
    assert.equal(value.appVersion, '2.4.30');
    assert.deepEqual(value.downloadBar, { requiredLogin: true, vipRankLevel: 2 });
    assert.equal(linkOf(value, 'apk'), undefined);
    assert.equal(linkOf(value, 'Android'), 'https://example.test/a');
  });

  it('rejects unknown fields, resource types and malformed versions', async () => {
    for (const body of [{ colour: 'red' }, { links: { Windows: 'x' } }, { appVersion: 'latest' }, { vipRankLevel: -3 }]) {
      assert.equal((await client.post('/__sandbox/appDownload', body)).json.errorCode, 'validation.failed', JSON.stringify(body));
    }
  });
});

describe('GET /wps/system/appVersion', () => {
  it('says whether the reported version is older than the published one, with its download link', async () => {
    const old = (await client.get('/wps/system/appVersion', { query: { platform: 'android', version: '2.4.9' } })).json.value;
    assert.deepEqual(old, { latestVersion: '2.4.41', upgradeAvailable: true, downloadUrl: 'https://download.demo-lottery.example/demo-lottery-2.4.41.apk' });
    const same = (await client.get('/wps/system/appVersion', { query: { platform: 'ios', version: '2.4.41' } })).json.value;
    assert.equal(same.upgradeAvailable, false);
    assert.match(same.downloadUrl, /\.mobileconfig$/);
  });

  it('rejects a missing platform and a malformed version', async () => {
    assert.equal((await client.get('/wps/system/appVersion')).json.errorCode, 'validation.failed');
    const bad = await client.get('/wps/system/appVersion', { query: { platform: 'ios', version: 'x' } });
    assert.equal(bad.json.errorCode, 'validation.failed');
  });

  it('compares versions number by number', () => {
    assert.ok(compareVersions('2.4.9', '2.4.39') < 0);
    assert.ok(compareVersions('2.10', '2.4.39') > 0);
    assert.equal(compareVersions('2.4', '2.4.0'), 0);
  });
});

describe('promotions', () => {
  it('are offered only with the reward centre on (REWCEN3), which the demo merchant has', async () => {
    const on = (await client.get('/wps/relay/MCSFE_getMerchantAvailablePromotions')).json;
    const { APP_DOWNLOAD, REFERRAL } = on.value;
    assert.deepEqual({ APP_DOWNLOAD, REFERRAL }, { APP_DOWNLOAD: { enabled: true, count: 1 }, REFERRAL: { enabled: true, count: 3 } });
    await client.post('/__sandbox/switches', { REWCEN3: false });
    const off = (await client.get('/wps/relay/MCSFE_getMerchantAvailablePromotions')).json;
    assert.equal(off.errorCode, 'feature.disabled');
    await client.post('/__sandbox/switches', { REWCEN3: true });
    await client.post('/__sandbox/promotions', { APP_DOWNLOAD: { enabled: false } });
    const changed = (await client.get('/wps/relay/MCSFE_getMerchantAvailablePromotions')).json;
    assert.equal(changed.value.APP_DOWNLOAD.enabled, false);
    assert.equal((await client.post('/__sandbox/promotions', { CASHBACK: { enabled: true } })).json.errorCode, 'validation.failed');
  });
});

describe('deposit statistics', () => {
  it('need a session, and count the successful deposits a test adds', async () => {
    assert.equal((await client.get('/wps/relay/MCSFE_getDepositSettings')).status, 401);
    const { value } = await client.login('demo', 'demo1234');
    const token = value.token;
    // A player who has not deposited yet (the demo player's history emptied).
    await client.post('/__sandbox/wallet', { username: 'demo', clear: true });
    const first = (await client.get('/wps/relay/MCSFE_getDepositSettings', { token })).json.value;
    assert.deepEqual([first.totalDepositSuccessCount, first.firstDeposit], [0, 'N']);
    await client.post('/__sandbox/deposits', { username: 'demo', count: 2 });
    await client.post('/__sandbox/deposits', { username: 'demo', success: false });
    const after = (await client.get('/wps/relay/MCSFE_getDepositSettings', { token })).json.value;
    assert.deepEqual([after.totalDepositSuccessCount, after.firstDeposit], [2, 'Y']);
    assert.equal((await client.post('/__sandbox/deposits', { username: 'nobody' })).json.errorCode, 'not.exists.user');
  });
});

describe('FCM relay', () => {
  const TOKEN = 'fcm-token:APA91bExampleRegistrationToken_0123456789';

  it('binds a token to the player, subscribes it to a topic, and unsubscribes it without a session', async () => {
    const { value } = await client.login('demo', 'demo1234');
    const token = value.token;
    assert.equal((await client.post('/wps/relay/CSP_fcmBind', { registrationToken: TOKEN })).status, 401);
    assert.equal((await client.post('/wps/relay/CSP_fcmBind', { registrationToken: TOKEN }, { token })).json.success, true);
    const subscribed = await client.post('/wps/relay/CSP_fcmSubscribe', { registrationToken: TOKEN, topic: 'ALL' }, { token });
    assert.equal(subscribed.json.success, true);
    let recorded = (await client.get('/__sandbox/push')).json.value;
    assert.equal(recorded.length, 1);
    assert.deepEqual({ ...recorded[0], boundAt: 0 }, { registrationToken: TOKEN, username: 'demo', boundAt: 0, topics: ['ALL'] });

    const out = await client.post('/wps/relay/CSP_fcmUnsubscribe', { registrationToken: TOKEN, unsubscribeAll: true });
    assert.equal(out.json.success, true);
    recorded = (await client.get('/__sandbox/push')).json.value;
    assert.deepEqual(recorded, []);
  });

  it('refuses a subscription of an unbound token and malformed fields', async () => {
    const { value } = await client.login('demo', 'demo1234');
    const token = value.token;
    const unbound = await client.post('/wps/relay/CSP_fcmSubscribe', { registrationToken: TOKEN, topic: 'ALL' }, { token });
    assert.equal(unbound.json.errorCode, 'push.token.unbound');
    for (const body of [{ registrationToken: 'x' }, { registrationToken: TOKEN, topic: 'not a topic' }]) {
      const answer = await client.post('/wps/relay/CSP_fcmSubscribe', body, { token });
      assert.equal(answer.json.errorCode, 'validation.failed', JSON.stringify(body));
    }
    const missing = await client.post('/wps/relay/CSP_fcmUnsubscribe', { registrationToken: TOKEN });
    assert.equal(missing.json.errorCode, 'validation.failed');
  });
});

describe('home-screen install settings', () => {
  it('answers the defaults of SPEC §9 inside the app-download answer, seeded off, and takes changes', async () => {
    let { value } = (await client.get('/wps/system/appDownload')).json;
    assert.deepEqual(value.homeScreen, {
      enabled: false, theme: 'light', preferredWay: 'app', maxCloseTimes: -1, requiredLogin: false,
      hideAfterFirstDeposit: false, depositTimes: -1, domains: [],
    });
    const set = await client.post('/__sandbox/homeScreen', { maxCloseTimes: 2, theme: 'dark', domains: ['m.demo.example'] });
    assert.equal(set.json.success, true);
    ({ value } = (await client.get('/wps/system/appDownload')).json);
    assert.deepEqual([value.homeScreen.maxCloseTimes, value.homeScreen.theme, value.homeScreen.domains], [2, 'dark', ['m.demo.example']]);
    for (const body of [{ theme: 'blue' }, { preferredWay: 'APP' }, { domains: 'x' }, { maxCloseTimes: -2 }, { other: 1 }]) {
      assert.equal((await client.post('/__sandbox/homeScreen', body)).json.errorCode, 'validation.failed', JSON.stringify(body));
    }
    await client.post('/__sandbox/reset', {});
    ({ value } = (await client.get('/wps/system/appDownload')).json);
    assert.equal(value.homeScreen.theme, 'light');
    assert.equal(value.homeScreen.enabled, false);
  });
});
