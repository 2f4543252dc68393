import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openTestSandbox } from './test-sandbox.mjs';

/** @type {import('./test-sandbox.mjs').TestSandbox['sandbox']} */
let sandbox;
/** @type {import('./test-sandbox.mjs').TestSandbox['client']} */
let client;
let token = '';
before(async () => {
  ({ sandbox, client } = await openTestSandbox());
  token = (await client.login('demo', 'demo1234')).value.token;
});
after(() => sandbox.close());

const LOTTERY = {
  lottoArea: 'VN', launchMode: 'LOTT', lottoPrizeMode: 'Hanoi', lottoGameCode: 'HNL', lottoView: 'betting', device: 'MOBILE',
  backUrl: 'http://127.0.0.1/m/home', hasLobby: false, language: 'VI', title: 'Demo Lottery', labelName: 'Gold',
};

describe('game catalogue', () => {
  it('lists vendors with their game type and game count, and the product', async () => {
    const { json } = await client.get('/wps/relay/GCSGAME_newGameVendor');
    assert.equal(json.value.product, 'BRL');
    assert.deepEqual(json.value.vendors[0], { accountTypeName: 'TCG_LOTTO_VN', displayName: 'TCG Lottery', gameType: 'LOTT', gameCount: 3 });
  });

  it('answers the lanes of a page with titles in the caller\'s language and artwork it serves', async () => {
    const { json } = await client.get('/wps/relay/GCSGAME_getGameMatchV2', { query: { page: 'home' }, headers: { Language: 'CN' } });
    assert.equal(json.value[0].title, '热门彩票');
    assert.deepEqual(json.value[1].gameClassify, { code: 'TCG', vendors: ['TCG_SEA', 'JILI', 'KY', 'SAMBA'] });
    assert.equal(json.value[1].gameCount, json.value[1].cards.length);
    const art = await fetch(json.value[0].cards[0].imageUrl);
    assert.equal(art.headers.get('content-type'), 'image/svg+xml');
    assert.match(await art.text(), /^<svg/);
    const bad = await client.get('/wps/relay/GCSGAME_getGameMatchV2', { query: { page: 'nope' } });
    assert.equal(bad.json.errorCode, 'validation.failed');
  });
});

describe('POST /wps/game/launchGame', () => {
  it('launches a lottery game for a member and lands on its page', async () => {
    const { json } = await client.post('/wps/game/launchGame', LOTTERY, { token });
    assert.equal(json.success, true);
    const page = await (await fetch(json.value.gameUrl)).text();
    assert.match(page, /Hanoi Lotto/);
    assert.match(page, /demo/);
  });

  it('names the first wrong field', async () => {
    for (const [field, value] of [['lottoArea', 'TH'], ['lottoView', 'grid'], ['device', 'PC'], ['backUrl', 'javascript:alert(1)'], ['hasLobby', 'no'], ['lottoMode', 'X']]) {
      const { json } = await client.post('/wps/game/launchGame', { ...LOTTERY, [field]: value }, { token });
      assert.equal(json.errorCode, 'validation.failed', field);
      assert.match(json.message, new RegExp(field));
    }
  });

  it('launches a vendor game by vendor and code, refuses unknown games and guests', async () => {
    const body = { vendor: 'JILI', gameCode: 'ACE', device: 'MOBILE', backUrl: 'http://127.0.0.1/m/home', language: 'EN', title: 'Demo Lottery' };
    assert.equal((await client.post('/wps/game/launchGame', body, { token })).json.success, true);
    assert.equal((await client.post('/wps/game/launchGame', { ...body, gameCode: 'NOPE' }, { token })).json.errorCode, 'game.not.found');
    assert.equal((await client.post('/wps/game/launchGame', body)).status, 401);
  });
});

describe('GET /wps/relay/GCS_gameTrialLaunch', () => {
  it('hands out a trial page for trial games on html5 only', async () => {
    const { json } = await client.get('/wps/relay/GCS_gameTrialLaunch', { query: { gameId: 'S303', nodeId: '9004', platform: 'html5' } });
    assert.match(json.value.gameUrl, /\/game\/trial\/S303/);
    assert.match(await (await fetch(json.value.gameUrl)).text(), /Trial credit/);
    const chinese = await client.get('/wps/relay/GCS_gameTrialLaunch', { query: { gameId: 'S303', nodeId: '9004', platform: 'html5' }, headers: { Language: 'CN' } });
    assert.match(await (await fetch(chinese.json.value.gameUrl)).text(), /试玩额度/);
    const arabic = await client.get('/wps/relay/GCS_gameTrialLaunch', { query: { gameId: 'S303', nodeId: '9004', platform: 'html5' }, headers: { Language: 'AR' } });
    assert.match(await (await fetch(arabic.json.value.gameUrl)).text(), /dir="rtl"[\s\S]*<h1>Super Ace<\/h1>[\s\S]*رصيد تجريبي/);
    const flash = await client.get('/wps/relay/GCS_gameTrialLaunch', { query: { gameId: 'S303', nodeId: '9004', platform: 'flash' } });
    assert.equal(flash.json.errorCode, 'validation.failed');
    const live = await client.get('/wps/relay/GCS_gameTrialLaunch', { query: { gameId: 'V501', nodeId: '9006', platform: 'html5' } });
    assert.equal(live.json.errorCode, 'game.trial.unavailable');
  });
});
