import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { chatLanguageOf } from './chat-page.mjs';
import { openTestSandbox } from './test-sandbox.mjs';

/** @type {import('./test-sandbox.mjs').TestSandbox['sandbox']} */
let sandbox;
/** @type {import('./test-sandbox.mjs').TestSandbox['client']} */
let client;
before(async () => ({ sandbox, client } = await openTestSandbox()));
after(() => sandbox.close());
beforeEach(() => client.post('/__sandbox/reset'));

/** Launches the CBS chat as the demo player, with the request's Language. @param {string} language */
async function launch(language) {
  await client.post('/__sandbox/switches', { CBS3: true });
  const { value } = await client.login('demo', 'demo1234');
  const { json } = await client.post('/wps/relay/CBS_launchChat',
    { b2c: 1, title: 'Demo Lottery', backUrl: 'http://127.0.0.1/m/home', language: language === 'TW' ? 'CN' : language, headerColor: '#c8102e' },
    { headers: { Authorization: `Bearer ${value.token}`, Language: language } });
  assert.equal(json.success, true, JSON.stringify(json));
  return /** @type {string} */ (json.value.chatUrl);
}

describe('the chat page', () => {
  it('greets the player by name in the player\'s language, traditional Chinese included', async () => {
    const chatUrl = await launch('TW');
    assert.equal(new URL(chatUrl).searchParams.get('language'), 'CN');
    assert.equal(new URL(chatUrl).searchParams.get('locale'), 'TW');
    const page = await fetch(chatUrl);
    const html = await page.text();
    assert.match(html, /<html lang="zh-HK" dir="ltr">/);
    assert.match(html, /demo，您好！歡迎來到線上客服，我是小雅。/);
    assert.match(html, /<input name="message" aria-label="請輸入訊息"/);
  });

  it('reads right to left in Arabic, and lets any page frame it under a policy of its own', async () => {
    const page = await fetch(await launch('AR'));
    assert.match(await page.text(), /<html lang="ar" dir="rtl">/);
    const policy = page.headers.get('content-security-policy') ?? '';
    assert.match(policy, /frame-ancestors \*/);
    assert.match(policy, /script-src 'self'/);
    assert.doesNotMatch(policy, /unsafe-inline/);
    assert.equal(page.headers.get('x-frame-options'), null);
    for (const path of ['/support/chat.js', '/support/chat.css']) {
      const asset = await fetch(`${sandbox.url}${path}`);
      assert.equal(asset.status, 200, path);
    }
  });

  it('marks the CBS messages read once opened; a provider link leaves the count alone', async () => {
    await client.post('/__sandbox/support', { unread: 4 });
    await fetch(`${sandbox.url}/support/chat?provider=AICAN`);
    assert.equal((await client.post('/__sandbox/support', {})).json.value.unread, 4);
    await fetch(await launch('EN'));
    assert.equal((await client.post('/__sandbox/support', {})).json.value.unread, 0);
  });

  it('picks its language from the launch, then the browser, and falls back to English', () => {
    const url = (/** @type {string} */ query) => new URL(`http://sandbox.invalid/support/chat?provider=CBS${query}`);
    assert.equal(chatLanguageOf(url('&language=CN&locale=TW'), undefined), 'TW');
    assert.equal(chatLanguageOf(url('&language=VI'), 'th-TH'), 'VI');
    assert.equal(chatLanguageOf(url(''), 'pt-BR,pt;q=0.9'), 'PT-BR');
    assert.equal(chatLanguageOf(url(''), 'zh-TW'), 'TW');
    assert.equal(chatLanguageOf(url('&language=KO'), 'ko-KR'), 'EN');
    assert.equal(chatLanguageOf(url('&language=<script>'), undefined), 'EN');
  });
});
