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

describe('the demo merchant in the player\'s language and one currency', () => {
  const LANGUAGES = ['CN', 'TW', 'EN', 'VI', 'TH', 'PT-BR', 'AR'];
  const list = async (path, language) => (await client.get(path, { headers: { Language: language } })).json.value;

  it('answers announcements, marquee lines, banner titles and artwork in each language, else English', async () => {
    await client.post('/__sandbox/content', { announcements: DEMO_ANNOUNCEMENTS, banners: DEMO_BANNERS });
    const seen = new Set();
    for (const language of LANGUAGES) {
      const popups = await list('/wps/relay/MCSFE_getListAnnouncements?types=PR&platform=M', language);
      const marquee = await list('/wps/relay/MCSFE_getListAnnouncements?types=MQ&platform=M', language);
      const banners = await list('/wps/system/banners?groupName=m_home', language);
      assert.ok([...popups, ...marquee, ...banners].every((item) => typeof item.title === 'string' && item.title), language);
      seen.add(JSON.stringify([popups.map((item) => [item.title, item.content]), marquee.map((item) => item.title), banners.map((item) => [item.title, item.url])]));
    }
    assert.equal(seen.size, LANGUAGES.length, 'every language has its own texts');
    const arabic = await list('/wps/relay/MCSFE_getListAnnouncements?types=MQ&platform=M', 'AR');
    assert.equal(arabic[0].title, 'تُنشر نتائج Vietnam Lotto كل مساء.');
    const korean = await list('/wps/relay/MCSFE_getListAnnouncements?types=MQ&platform=M', 'KO');
    assert.equal(korean[0].title, 'Vietnam Lotto results are published every evening.');
    const [lotto] = await list('/wps/system/banners?groupName=m_home', 'CN');
    assert.equal(lotto.url, 'banners/home-lotto-cn.svg');
    assert.match(await (await fetch(`${sandbox.url}/wps/static/${lotto.url}`)).text(), /每晚开奖/);
  });

  it('shows every amount in the currency of the merchant\'s country, with its dialling code', async () => {
    const country = (await client.get('/wps/system/country', { query: { _: 'DEMO' } })).json.value;
    assert.deepEqual([country.countryCode, country.countryDialingCode, country.currency], ['BR', '+55', 'BRL']);
    await client.post('/__sandbox/content', { announcements: DEMO_ANNOUNCEMENTS });
    const texts = [];
    for (const language of LANGUAGES) {
      for (const item of await list('/wps/relay/MCSFE_getListAnnouncements?types=PR,MQ&platform=M', language)) texts.push(item.title, item.content);
    }
    assert.ok(texts.some((text) => text.includes('R$')));
    assert.deepEqual(texts.filter((text) => /₫|VND|\$(?!\s?\d)|US\$|₱|฿|¥/.test(text.replace(/R\$/g, ''))), []);
    for (const name of ['popup-bonus', 'promo-first-deposit']) {
      assert.doesNotMatch(await (await fetch(`${sandbox.url}/wps/static/banners/${name}.svg`)).text(), /₫/);
    }
  });
});
