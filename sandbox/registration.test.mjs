import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { openTestSandbox } from './test-sandbox.mjs';

const REGISTRATION = {
  registerMethod: 'H5',
  registerUrl: 'http://127.0.0.1/m/register',
  loginDeviceId: 'device-r',
  isOfficialAppLogin: false,
  domain: '127.0.0.1',
  login: true,
  ageConfirmed: true,
  termsVersion: '2026-09',
};

describe('registration rules', () => {
  /** @type {import('./test-sandbox.mjs').TestSandbox['sandbox']} */
  let sandbox;
  /** @type {import('./test-sandbox.mjs').TestSandbox['client']} */
  let client;
  before(async () => ({ sandbox, client } = await openTestSandbox()));
  after(() => sandbox.close());
  beforeEach(() => client.post('/__sandbox/reset'));

  /** @param {Record<string, unknown>} body */
  const register = (body) =>
    client.post('/wps/member/register', { ...REGISTRATION, ...body }, { enc: true, headers: { ModuleId: 'REG3' } });
  /** @param {Record<string, unknown>} body */
  const registerMobile = (body) =>
    client.post('/wps/member/register/mobile', { ...REGISTRATION, ...body }, { enc: true, headers: { ModuleId: 'MOBILENUMREG3' } });

  it('tells whether a user name is free and suggests free ones', async () => {
    const taken = await client.get('/wps/member/register/checkUsername?username=DEMO');
    assert.deepEqual(taken.json, { success: true, value: { available: false } });
    const free = await client.get('/wps/member/register/checkUsername?username=newcomer_1');
    assert.deepEqual(free.json.value, { available: true });
    const malformed = await client.get('/wps/member/register/checkUsername?username=a');
    assert.equal(malformed.json.errorCode, 'validation.failed');

    const suggested = await client.post('/wps/member/register/autoUsername', { username: 'demo' });
    assert.match(suggested.json.value, /^demo\d{3,4}$/);
    const fromNothing = await client.post('/wps/member/register/autoUsername', {});
    assert.match(fromNothing.json.value, /^[a-z]+\d{3,4}$/);
  });

  it('refuses weak passwords and unknown referral codes, and ignores unknown affiliate codes', async () => {
    assert.equal((await register({ username: 'weakling', password: 'password' })).json.errorCode, 'password.too.weak');
    assert.equal((await register({ username: 'weakling', password: '' })).json.errorCode, 'validation.failed');
    assert.equal((await register({ username: 'referred', password: 'pass1234', referralCode: '999' })).json.errorCode, 'referral.not.exists');

    const known = await register({ username: 'affiliated', password: 'pass1234', referralCode: '100001', affiliateCode: 'AFF2026' });
    assert.equal(known.json.success, true);
    assert.equal(known.json.value.type, 0);
    const unknown = await register({ username: 'unattributed', password: 'pass1234', affiliateCode: 'NOPE' });
    assert.equal(unknown.json.success, true);
  });

  it('accepts the invite code the invite page shows, in any case, and counts the friend for the member', async () => {
    const token = (await client.login('demo', 'demo1234')).value.token;
    const { referralCode } = (await client.get('/wps/member/referral', { token })).json.value;
    assert.match(referralCode, /^R[0-9A-Z]+$/);
    assert.equal((await register({ username: 'friend_one', password: 'pass1234', referralCode })).json.success, true);
    assert.equal((await register({ username: 'friend_two', password: 'pass1234', referralCode: referralCode.toLowerCase() })).json.success, true);
    // The customer id, as links made before invite codes carry it, still names the member.
    assert.equal((await register({ username: 'friend_three', password: 'pass1234', referralCode: '100001' })).json.success, true);
    assert.equal((await client.get('/wps/member/referral', { token })).json.value.invitedCount, 3);
    // A code the platform never issued names nobody.
    const forged = `${referralCode.slice(0, -1)}${referralCode.endsWith('Z') ? 'Y' : 'Z'}`;
    assert.equal((await register({ username: 'friend_four', password: 'pass1234', referralCode: forged })).json.errorCode, 'referral.not.exists');
  });

  it('makes agents only from an agent referral on the agent registration page', async () => {
    const agent = await client.post('/__sandbox/players', { username: 'agent_one', password: 'pass1234', type: 1 });
    const agentUrl = 'http://127.0.0.1/m/agentRegister';
    const player = await register({ username: 'not_agent', password: 'pass1234', registerUrl: agentUrl, referralCode: '100001' });
    assert.equal(player.json.errorCode, 'agent.referral.invalid');
    const noCode = await register({ username: 'not_agent', password: 'pass1234', registerUrl: agentUrl });
    assert.equal(noCode.json.errorCode, 'agent.referral.invalid');

    const made = await register({ username: 'sub_agent', password: 'pass1234', registerUrl: agentUrl, referralCode: String(agent.json.value.customerId) });
    assert.equal(made.json.value.type, 1);
    const info = await client.get('/wps/member/info', { token: made.json.value.token });
    assert.equal(info.json.value.type, 1);
    const invited = await register({ username: 'invited_one', password: 'pass1234', referralCode: String(agent.json.value.customerId) });
    assert.equal(invited.json.value.type, 0);
  });

  it('verifies the number by SMS code where the merchant asks for it', async () => {
    await client.post('/__sandbox/switches', { MOBILENUMVERIFYREG3: true });
    assert.equal((await registerMobile({ mobileNum: '0911222333' })).json.errorCode, 'validation.failed');
    assert.equal((await registerMobile({ mobileNum: '0911222333', verificationCode: '000000' })).json.errorCode, 'verification.code.err');
    await client.post('/wps/verification/sms/noLogin', { countryDialingCode: '+84', mobileNum: '0911222333' });
    const { value: sent } = (await client.get('/__sandbox/codes?to=0911222333')).json;
    const done = await registerMobile({ mobileNum: '0911222333', verificationCode: sent.code });
    assert.equal(done.json.success, true, JSON.stringify(done.json));
    assert.equal((await registerMobile({ mobileNum: '0911222333', verificationCode: sent.code })).json.errorCode, 'mobile.exists');
  });

  it('refuses a registration without the age confirmation or the current terms, and records both', async () => {
    const noAge = await register({ username: 'young_one', password: 'pass1234', ageConfirmed: undefined });
    assert.equal(noAge.json.errorCode, 'validation.failed');
    assert.match(noAge.json.message, /ageConfirmed/);
    assert.match((await register({ username: 'young_one', password: 'pass1234', ageConfirmed: 'yes' })).json.message, /ageConfirmed/);
    assert.match((await registerMobile({ mobileNum: '0911222444', ageConfirmed: false })).json.message, /ageConfirmed/);
    assert.match((await register({ username: 'old_terms', password: 'pass1234', termsVersion: undefined })).json.message, /termsVersion/);
    assert.match((await register({ username: 'old_terms', password: 'pass1234', termsVersion: '2025-01' })).json.message, /termsVersion/);

    assert.equal((await register({ username: 'of_age', password: 'pass1234' })).json.success, true);
    const row = sandbox.db.prepare('SELECT age_confirmed, terms_version FROM players WHERE username = ?').get('of_age');
    assert.deepEqual({ ...row }, { age_confirmed: 1, terms_version: '2026-09' });

    // A merchant without terms asks for the age alone and records no version.
    await client.post('/__sandbox/responsibleGaming', { termsUrl: null, termsVersion: null });
    assert.equal((await registerMobile({ mobileNum: '0911222444', termsVersion: undefined })).json.success, true);
    const mobile = sandbox.db.prepare('SELECT age_confirmed, terms_version FROM players WHERE mobile_num = ?').get('0911222444');
    assert.deepEqual({ ...mobile }, { age_confirmed: 1, terms_version: null });
    assert.match((await register({ username: 'no_age', password: 'pass1234', ageConfirmed: undefined })).json.message, /ageConfirmed/);
  });
});
