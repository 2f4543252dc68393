import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { openTestSandbox } from './test-sandbox.mjs';
import { DEMO_ANNOUNCEMENTS, DEMO_BANNERS } from './content.mjs';

/** @type {import('./test-sandbox.mjs').TestSandbox['sandbox']} */
let sandbox;
/** @type {import('./test-sandbox.mjs').TestSandbox['client']} */
let client;
before(async () => ({ sandbox, client } = await openTestSandbox()));
after(() => sandbox.close());
beforeEach(() => client.post('/__sandbox/reset', {}));

describe('GET /wps/relay/MCSFE_getListAnnouncements', () => {
  it('keeps popup items and download banners out after a reset in test mode', async () => {
    assert.deepEqual((await client.get('/wps/relay/MCSFE_getListAnnouncements?types=PR&platform=M')).json.value, []);
    assert.deepEqual((await client.get('/wps/system/banners?groupName=m_popup1')).json.value, []);
    assert.equal((await client.get('/wps/system/banners?groupName=m_home')).json.value.length, 3);
  });

  it('answers popup items (types PR, platform M) of every execution, and filters by category', async () => {
    await client.post('/__sandbox/content', { announcements: DEMO_ANNOUNCEMENTS, banners: DEMO_BANNERS });
    const { json } = await client.get('/wps/relay/MCSFE_getListAnnouncements?types=PR&platform=M');
    assert.equal(json.success, true);
    assert.deepEqual([...new Set(json.value.map((item) => item.execution))].sort(), ['A', 'B', 'F']);
    assert.ok(json.value.every((item) => typeof item.content === 'string' && item.id));
    const apps = (await client.get('/wps/relay/MCSFE_getListAnnouncements?types=PR&platform=M&category=app_download')).json.value;
    assert.deepEqual(apps.map((item) => item.id), [106]);
    const marquee = (await client.get('/wps/relay/MCSFE_getListAnnouncements?types=MQ&platform=M')).json.value;
    assert.equal(marquee.length, 2);
  });

  it('takes a new list from the control API', async () => {
    await client.post('/__sandbox/content', { announcements: [{ id: 9, types: 'PR', platform: 'M', title: 'x', content: '<b>y</b>', execution: 'B' }] });
    const { value } = (await client.get('/wps/relay/MCSFE_getListAnnouncements?types=PR&platform=M')).json;
    assert.deepEqual(value, [{ id: 9, title: 'x', content: '<b>y</b>', execution: 'B' }]);
    const bad = await client.post('/__sandbox/content', { popups: [] });
    assert.equal(bad.json.success, false);
  });
});

describe('banners, goto items, promotion categories', () => {
  it('answers the banners of one group and serves their files', async () => {
    await client.post('/__sandbox/content', { banners: DEMO_BANNERS });
    const { value } = (await client.get('/wps/system/banners?groupName=m_popup1')).json;
    assert.deepEqual(value.map((banner) => banner.url), ['banners/popup-app.svg']);
    assert.equal((await client.get('/wps/system/banners')).json.success, false);
    const file = await fetch(`${sandbox.url}/wps/static/banners/home-lotto.svg`);
    assert.equal(file.headers.get('content-type'), 'image/svg+xml');
    assert.match(await file.text(), /^<svg/);
    assert.equal((await fetch(`${sandbox.url}/wps/static/banners/..%2Fdb.svg`)).status, 404);
  });

  it('answers goto items', async () => {
    const goto = (await client.get('/wps/system/gotoItems')).json.value;
    assert.ok(goto.some((item) => item.redirect === 'APP_DOWNLOAD'));
  });

  it('hands out the image CDN in the status', async () => {
    const { value } = (await client.get('/wps/system/status')).json;
    assert.deepEqual(value.info.imageCDNs, ['/wps/static']);
  });
});
