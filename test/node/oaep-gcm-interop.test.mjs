// The browser's modern envelope (src/crypto/oaep-gcm.ts) against the platform's side (sandbox/oaep-gcm-envelope.mjs,
// on Node's OpenSSL): the module is bundled exactly as a browser gets it and runs on Node's WebCrypto, which has
// the same RSA-OAEP and AES-GCM. It must also bundle to nothing of node-forge or crypto-js.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { decryptOaepGcm, generateOaepKeyPair, oaepKeyAnswer } from '../../sandbox/oaep-gcm-envelope.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** @type {typeof import('../../src/crypto/oaep-gcm.ts')} */
let envelope;
/** @type {string[]} */
let bundledInputs = [];
let tempDir = '';

before(async () => {
  const result = await build({
    entryPoints: [path.join(ROOT, 'src/crypto/oaep-gcm.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  bundledInputs = Object.keys(result.metafile.inputs);
  tempDir = mkdtempSync(path.join(tmpdir(), 'mc-oaep-gcm-'));
  const file = path.join(tempDir, 'oaep-gcm.mjs');
  writeFileSync(file, result.outputFiles[0].text);
  envelope = await import(pathToFileURL(file).href);
});

after(() => {
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
});

describe('oaep-gcm.1, browser to platform', () => {
  it('is WebCrypto alone: no library in the bundle', () => {
    assert.deepEqual(bundledInputs.filter((input) => input.includes('node_modules')), []);
  });

  it('seals a body the platform opens, for the call it was sealed for only', async () => {
    const keys = await generateOaepKeyPair();
    const key = await envelope.importOaepKey(oaepKeyAnswer(keys));
    const body = { username: 'demo', password: 'pässwörd 密码', captcha: { n: 1 } };
    const sealed = await envelope.seal(body, key, 'post', '/wps/session/login');
    assert.deepEqual(sealed.headers, { Encryption: 'oaep-gcm.1' });
    assert.equal(sealed.body.kid, keys.kid);
    assert.equal(Buffer.from(sealed.body.iv, 'base64').length, 12);
    assert.equal(Buffer.from(sealed.body.value, 'base64').length, Buffer.byteLength(JSON.stringify(body)) + 16);
    const opened = decryptOaepGcm({ method: 'POST', path: '/wps/session/login', body: JSON.stringify(sealed.body) }, keys);
    assert.deepEqual(opened, body);
    assert.throws(() => decryptOaepGcm({ method: 'POST', path: '/wps/member/register', body: sealed.body }, keys), { errorCode: 'encryption.invalid' });
  });

  it('draws a fresh AES key and IV for every request', async () => {
    const keys = await generateOaepKeyPair();
    const key = await envelope.importOaepKey(oaepKeyAnswer(keys));
    const [a, b] = await Promise.all([envelope.seal({ a: 1 }, key, 'POST', '/p'), envelope.seal({ a: 1 }, key, 'POST', '/p')]);
    assert.notEqual(a.body.iv, b.body.iv);
    assert.notEqual(a.body.value, b.body.value);
    assert.notEqual(a.body.key, b.body.key);
  });

  it('accepts the key in PEM armour, and refuses a key that is not for this envelope', async () => {
    const keys = await generateOaepKeyPair();
    const answer = oaepKeyAnswer(keys);
    const pem = `-----BEGIN PUBLIC KEY-----\n${answer.key.match(/.{1,64}/g)?.join('\n')}\n-----END PUBLIC KEY-----\n`;
    assert.equal((await envelope.importOaepKey({ ...answer, key: pem })).kid, keys.kid);
    // §7's answer is the bare key: it must not be taken for this envelope's.
    await assert.rejects(envelope.importOaepKey(answer.key), /not for the oaep-gcm.1 envelope/);
    await assert.rejects(envelope.importOaepKey({ ...answer, alg: 'RSA1_5' }), /not for the oaep-gcm.1 envelope/);
    await assert.rejects(envelope.importOaepKey({ ...answer, kid: 'a b' }), /key id/);
    await assert.rejects(envelope.importOaepKey({ ...answer, key: '' }), /no public key/);
    await assert.rejects(envelope.importOaepKey({ ...answer, key: 'not base64!' }));
    await assert.rejects(envelope.importOaepKey({ ...answer, key: 'AAAA' }));
  });
});
