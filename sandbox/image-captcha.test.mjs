import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { openTestSandbox } from './test-sandbox.mjs';

const LOGIN = { username: 'demo', password: 'demo1234', type: 'username', loginDeviceId: 'device-1', isOfficialAppLogin: false };

describe('image captcha', () => {
  /** @type {import('./test-sandbox.mjs').TestSandbox['sandbox']} */
  let sandbox;
  /** @type {import('./test-sandbox.mjs').TestSandbox['client']} */
  let client;
  before(async () => ({ sandbox, client } = await openTestSandbox()));
  after(() => sandbox.close());
  beforeEach(async () => {
    await client.post('/__sandbox/reset');
    await client.post('/__sandbox/switches', { GEETEST3: true });
    await client.post('/__sandbox/captcha', { version: 'image' });
  });

  const login = (extra = {}) => client.post('/wps/session/login', { ...LOGIN, ...extra }, { enc: true });
  const picture = async () => (await client.get('/wps/captcha/image', { query: { t: Date.now() } })).json.value;
  const codeOf = async (key) => (await client.get('/__sandbox/captcha/image', { query: { key } })).json.value.code;

  it('says so in the status, and hands out a picture of a code under a key', async () => {
    const status = (await client.get('/wps/system/status')).json.value;
    assert.deepEqual(status.info.gw, { GEETEST_ID: '', GEETEST_VERSION: 'image', PROFILE_ICON_COUNT: 9 });
    const { captchaKey, image } = await picture();
    assert.match(captchaKey, /^[0-9a-f]{32}$/);
    assert.match(image, /^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(image.split(',')[1], 'base64').toString('utf8');
    assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    const code = await codeOf(captchaKey);
    assert.match(code, /^[A-HJKMNP-Z2-9]{5}$/);
    // Each character is drawn on its own, turned, so the picture holds them apart.
    const drawn = [...svg.matchAll(/<text [^>]*rotate\([^)]*\)[^>]*>(.)<\/text>/g)].map((match) => match[1]).join('');
    assert.equal(drawn, code);
    const next = await picture();
    assert.notEqual(next.captchaKey, captchaKey);
    const latest = (await client.get('/__sandbox/captcha/image', { query: {} })).json.value;
    assert.deepEqual(latest, { captchaKey: next.captchaKey, code: await codeOf(next.captchaKey) });
  });

  it('refuses a login without the code, with a wrong one, and accepts the right one once, in any case', async () => {
    assert.equal((await login()).json.errorCode, 'captcha.required');
    const first = await picture();
    assert.equal((await login({ captchaKey: first.captchaKey })).json.errorCode, 'captcha.required');
    const code = await codeOf(first.captchaKey);
    const wrong = code.startsWith('A') ? `B${code.slice(1)}` : `A${code.slice(1)}`;
    assert.equal((await login({ captchaKey: first.captchaKey, captcha: wrong })).json.errorCode, 'captcha.invalid');
    assert.equal((await login({ captchaKey: first.captchaKey, captcha: code })).json.errorCode, 'captcha.invalid', 'a wrong guess spends the picture');

    const second = await picture();
    const answer = ` ${(await codeOf(second.captchaKey)).toLowerCase()} `;
    const accepted = await login({ captchaKey: second.captchaKey, captcha: answer });
    assert.equal(accepted.json.success, true, JSON.stringify(accepted.json));
    assert.equal((await login({ captchaKey: second.captchaKey, captcha: answer })).json.errorCode, 'captcha.invalid');
    assert.equal((await client.get('/__sandbox/captcha/image', { query: { key: second.captchaKey } })).json.errorCode, 'captcha.expired');
  });

  it('checks the code before the password', async () => {
    assert.equal((await login({ password: 'wrong-one' })).json.errorCode, 'captcha.required');
  });

  it('gives no picture to a Geetest merchant, and no Geetest challenge to an image merchant', async () => {
    assert.equal((await client.get('/wps/captcha/geetest', { query: { t: 1 } })).json.errorCode, 'geetest.service.not.work');
    await client.post('/__sandbox/captcha', { version: 'v3' });
    assert.equal((await client.get('/wps/captcha/image', { query: { t: 1 } })).json.errorCode, 'captcha.image.off');
    assert.equal((await client.get('/__sandbox/captcha/image', { query: {} })).json.errorCode, 'captcha.expired');
  });
});
