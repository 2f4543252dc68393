import { expect } from 'chai';
import { call } from './client.js';
import { offerEnvelopes, forgetPublicKey } from './envelope.js';
import { clearSession } from '../session/session.js';
import type { Endpoint } from './endpoint.js';
import { notices } from '../ui/notices.js';
import { loadStatus, merchantStatus, parseStatus } from '../platform/merchant-status.js';
import { control, fault, received, resetSandbox, useSandbox } from '../../test/browser/sandbox.js';

// Which envelope a sealed call goes in: §7's unless the platform's status offers the modern one.
const login = { method: 'POST', path: '/wps/session/login', auth: false, encrypted: true } as const satisfies Endpoint;
const body = { username: 'demo', password: 'demo1234', type: 'username', loginDeviceId: 'dev-ü €', isOfficialAppLogin: false };

const lastLogin = async () => (await received('/wps/session/login')).at(-1)!;
const keyQueries = async () => (await received('/wps/session/key/rsa')).map((request: { query: Record<string, string> }) => request.query.envelope ?? '§7');

describe('request envelope', () => {
  beforeEach(async () => {
    useSandbox();
    clearSession();
    notices.value = [];
    forgetPublicKey();
    await resetSandbox();
  });
  afterEach(() => offerEnvelopes([]));

  it('seals in §7\'s envelope when the platform offers nothing else, or only envelopes the kit does not know', async () => {
    offerEnvelopes(['oaep-gcm.9', 'something-else']);
    await call(login, { body });
    const request = await lastLogin();
    expect(request.headers.encryption).to.equal('true');
    expect(request.headers['x-digest']).to.match(/^[0-9a-f]{32}$/);
    expect(request.body).to.deep.equal(body);
    expect(await keyQueries()).to.deep.equal(['§7']);
  });

  it('seals in oaep-gcm.1 when the status offers it: no X-RSA, no digest, and the platform reads the body', async () => {
    offerEnvelopes(['oaep-gcm.1']);
    const value = await call<{ token: string }>(login, { body });
    expect(value.token).to.be.a('string');
    const request = await lastLogin();
    expect(request.headers.encryption).to.equal('oaep-gcm.1');
    expect(request.headers).to.not.have.property('x-rsa');
    expect(request.headers).to.not.have.property('x-digest');
    expect(request.body).to.deep.equal(body);
    expect(await keyQueries()).to.deep.equal(['oaep-gcm.1']);
  });

  it('follows the status: the merchant turns the modern envelope on, and the next status says so', async () => {
    await loadStatus();
    expect(merchantStatus.value?.info.envelopes).to.deep.equal([]);
    await control('switches', { ENVELOPE_OAEP_GCM: true });
    await loadStatus();
    expect(merchantStatus.value?.info.envelopes).to.deep.equal(['oaep-gcm.1']);
    await call(login, { body });
    expect((await lastLogin()).headers.encryption).to.equal('oaep-gcm.1');
  });

  it('reads a malformed envelope list as none', () => {
    expect(parseStatus({ info: { envelopes: 'oaep-gcm.1' } }).info.envelopes).to.deep.equal([]);
    expect(parseStatus({ info: { envelopes: ['oaep-gcm.1', 7, null] } }).info.envelopes).to.deep.equal(['oaep-gcm.1']);
    expect(parseStatus({ info: {} }).info.envelopes).to.deep.equal([]);
  });

  it('fetches the modern key again once after the platform changed it', async () => {
    offerEnvelopes(['oaep-gcm.1']);
    await call(login, { body });
    await control('key/rotate', {});
    const value = await call<{ token: string }>(login, { body });
    expect(value.token).to.be.a('string');
    expect(await keyQueries()).to.deep.equal(['oaep-gcm.1', 'oaep-gcm.1']);
    expect(await received('/wps/session/login')).to.have.length(3);
  });

  it('sends nothing when the key answer is not for the modern envelope', async () => {
    offerEnvelopes(['oaep-gcm.1']);
    // A platform that advertises the envelope but answers §7's bare key.
    await fault({ path: '/wps/session/key/rsa', status: 200, body: { success: true, value: 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA' } });
    const error = await call(login, { body, alert: false }).catch((failure: unknown) => failure);
    expect(error).to.include({ success: false, code: 'encryption' });
    expect(await received('/wps/session/login')).to.have.length(0);
  });
});
