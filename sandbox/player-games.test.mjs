import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { GAMES } from './game-catalogue.mjs';
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

const names = (json) => json.value.map((card) => card.displayName);

describe('the demo catalogue', () => {
  it('has at least 60 games from several vendors, each with square artwork', async () => {
    assert.ok(GAMES.length >= 60, `${GAMES.length} games`);
    assert.ok(new Set(GAMES.map((game) => game.accountTypeName)).size >= 8);
    const { json } = await client.get('/wps/relay/GCSGAME_getGameMatchV2', { query: { page: 'game' } });
    assert.equal(json.value.flatMap((lane) => lane.cards).length, GAMES.length);
    const art = await (await fetch(json.value[2].cards[0].imageUrl)).text();
    assert.match(art, /viewBox="0 0 240 240"/);
  });
});

describe('GET /wps/game/search', () => {
  it('finds games by name in any case and without accents, names that start with the words first', async () => {
    assert.deepEqual(names((await client.get('/wps/game/search', { query: { keyword: 'TIGRE' } })).json), ['Tigre da Fortuna', 'Dragão Tigre Ao Vivo']);
    assert.deepEqual(names((await client.get('/wps/game/search', { query: { keyword: 'aviao' } })).json), ['Avião Turbo']);
    assert.deepEqual((await client.get('/wps/game/search', { query: { keyword: 'zzzz' } })).json.value, []);
    assert.equal((await client.get('/wps/game/search', { query: { keyword: ' ' } })).json.errorCode, 'validation.failed');
  });
});

describe('favourites and recently played', () => {
  it('keeps a member\'s favourites, newest first, and refuses visitors and unknown games', async () => {
    assert.deepEqual((await client.get('/wps/game/favourites', { token })).json.value, []);
    await client.post('/wps/game/favourites', { gameId: 'S501', favourite: true }, { token });
    const { json } = await client.post('/wps/game/favourites', { gameId: 'C601', favourite: true }, { token });
    assert.deepEqual(names(json), ['Avião Turbo', 'Tigre da Fortuna']);
    await client.post('/wps/game/favourites', { gameId: 'C601', favourite: false }, { token });
    assert.deepEqual(names((await client.get('/wps/game/favourites', { token })).json), ['Tigre da Fortuna']);
    assert.equal((await client.post('/wps/game/favourites', { gameId: 'NOPE', favourite: true }, { token })).json.errorCode, 'game.not.found');
    assert.equal((await client.post('/wps/game/favourites', { gameId: 'S501' }, { token })).json.errorCode, 'validation.failed');
    assert.equal((await client.get('/wps/game/favourites')).status, 401);
  });

  it('lists the games a member launched, last first, once each', async () => {
    const launch = (gameCode, vendor) => client.post('/wps/game/launchGame',
      { vendor, gameCode, device: 'MOBILE', backUrl: 'http://127.0.0.1/m/home', language: 'EN', title: 'Demo Lottery' }, { token });
    await launch('TIGRE', 'SAMBA');
    await launch('AVIAO', 'ORBITA');
    await launch('TIGRE', 'SAMBA');
    assert.deepEqual(names((await client.get('/wps/game/recent', { token })).json), ['Tigre da Fortuna', 'Avião Turbo']);
    assert.equal((await client.get('/wps/game/recent')).status, 401);
  });

  it('shows the launched game the wallet\'s balance in the merchant\'s currency', async () => {
    const { json } = await client.post('/wps/game/launchGame',
      { vendor: 'SAMBA', gameCode: 'TIGRE', device: 'MOBILE', backUrl: 'http://127.0.0.1/m/home', language: 'EN', title: 'Demo Lottery' }, { token });
    const balance = (await client.get('/wps/member/balance', { token })).json.value.balance;
    const expected = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(balance);
    assert.ok((await (await fetch(json.value.gameUrl)).text()).includes(`Balance: <bdi id="credit">${expected}</bdi>`));
  });
});

describe('banners of games', () => {
  it('are handed out only while the game is available', async () => {
    const banners = (await client.get('/wps/system/banners', { query: { groupName: 'm_home' } })).json.value;
    const game = banners.find((banner) => banner.linkageType === 'G');
    assert.deepEqual([game.vendor, game.roomId], ['SAMBA', 'S501']);
  });
});
