// The browser's request envelope (src/crypto/envelope-crypto.ts) against independent implementations: the
// OpenSSL command line for DES, and the sandbox platform's decryptEnvelope for the whole sealed request.
// The module is bundled exactly as a browser gets it (esbuild, platform browser), then imported here.

import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { decryptEnvelope } from '../../sandbox/index.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** @type {typeof import('../../src/crypto/envelope-crypto.ts')} */
let envelope;
let tempDir = '';

/**
 * node-forge notices it runs in Node (not so in a browser) and then draws its padding randomness from Node's
 * `crypto` module, which a browser bundle leaves out. This hands it Node's randomBytes; nothing else changes.
 * @type {import('esbuild').Plugin}
 */
const nodeRandomForForge = {
  name: 'node-random-for-forge',
  setup(builder) {
    builder.onResolve({ filter: /^crypto$/ }, () => ({ path: 'crypto', namespace: 'node-random' }));
    builder.onLoad({ filter: /.*/, namespace: 'node-random' }, () => ({
      contents: "export { randomBytes } from 'node:crypto';",
      loader: 'js',
    }));
    builder.onResolve({ filter: /^node:crypto$/ }, () => ({ path: 'node:crypto', external: true }));
  },
};

before(async () => {
  const result = await build({
    entryPoints: [path.join(ROOT, 'src/crypto/envelope-crypto.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    plugins: [nodeRandomForForge],
  });
  tempDir = mkdtempSync(path.join(tmpdir(), 'mc-envelope-'));
  const file = path.join(tempDir, 'envelope-crypto.mjs');
  writeFileSync(file, result.outputFiles[0].text);
  envelope = await import(pathToFileURL(file).href);
});

after(() => {
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
});

const openssl = spawnSync('openssl', ['version'], { encoding: 'utf8' });
const opensslMissing = openssl.error ? 'the openssl command is not installed' : false;

/** Runs `openssl enc` for DES-ECB under the 8-byte key, with the legacy provider DES needs in OpenSSL 3. */
function opensslDes(args, input) {
  return execFileSync(
    'openssl',
    ['enc', ...args, '-des-ecb', '-K', Buffer.from('abcdefgh').toString('hex'), '-a', '-provider', 'legacy', '-provider', 'default'],
    { input },
  ).toString('utf8');
}

function rsaKeyPair() {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

describe('DES envelope primitives', () => {
  it('gives the known answer of the wire contract', () => {
    assert.equal(envelope.desEncrypt('{"a":1}', 'abcdefgh'), '0ZIr5aGtvNo=');
    assert.equal(envelope.desDecrypt('0ZIr5aGtvNo=', 'abcdefgh'), '{"a":1}');
  });

  it('round-trips UTF-8 text of any length', () => {
    for (const text of ['', 'x', '12345678', 'Đăng nhập ü € 登录 تسجيل 😀', JSON.stringify({ password: 'pässwörd', n: 'x'.repeat(1000) })]) {
      const sealed = envelope.desEncrypt(text, 'Zx9Qw3Er');
      assert.match(sealed, /^[A-Za-z0-9+/]+=*$/);
      assert.equal(Buffer.from(sealed, 'base64').length % 8, 0);
      assert.equal(envelope.desDecrypt(sealed, 'Zx9Qw3Er'), text);
    }
  });

  it('uses the key as 8 raw bytes, not as a passphrase', () => {
    assert.notEqual(envelope.desEncrypt('{"a":1}', 'abcdefgX'), '0ZIr5aGtvNo=');
    assert.equal(envelope.desEncrypt('{"a":1}', 'abcdefgh'), envelope.desEncrypt('{"a":1}', 'abcdefgh'));
  });

  it('agrees with the OpenSSL command line both ways', { skip: opensslMissing }, () => {
    assert.equal(opensslDes(['-d'], '0ZIr5aGtvNo=\n'), '{"a":1}');
    assert.equal(opensslDes([], '{"a":1}').trim(), '0ZIr5aGtvNo=');
    const text = 'Tiếng Việt ü € 中文';
    assert.equal(opensslDes(['-d'], envelope.desEncrypt(text, 'abcdefgh') + '\n'), text);
    assert.equal(envelope.desDecrypt(opensslDes([], text).trim(), 'abcdefgh'), text);
  });

  it('computes the digest as hex MD5 of the UTF-8 text', () => {
    const json = JSON.stringify({ name: 'ü €' });
    assert.equal(envelope.md5Hex(json), createHash('md5').update(json, 'utf8').digest('hex'));
  });
});

describe('random DES keys', () => {
  it('are 8 characters of [A-Za-z0-9] and differ between calls', () => {
    const keys = Array.from({ length: 200 }, () => envelope.randomKey());
    for (const key of keys) assert.match(key, /^[A-Za-z0-9]{8}$/);
    assert.equal(new Set(keys).size, keys.length);
    // Over 1600 characters every class of the alphabet shows up.
    const all = keys.join('');
    for (const pattern of [/[A-Z]/, /[a-z]/, /[0-9]/]) assert.match(all, pattern);
  });
});

describe('sealed requests', () => {
  const keys = rsaKeyPair();
  const derBase64 = Buffer.from(keys.publicKey).toString('base64');
  const pem = createPublicKey({ key: keys.publicKey, format: 'der', type: 'spki' }).export({ type: 'spki', format: 'pem' }).toString();

  it('are opened by the platform, with the public key as base64 DER', () => {
    const body = { username: 'demo', password: 'pässwörd €', type: 'username', loginDeviceId: 'abc', isOfficialAppLogin: false };
    const sealed = envelope.seal(body, envelope.parsePublicKey(derBase64));
    assert.equal(sealed.headers.Encryption, 'true');
    assert.match(sealed.headers['X-Digest'], /^[0-9a-f]{32}$/);
    assert.equal(Buffer.from(sealed.headers['X-RSA'], 'base64').length, 256);
    assert.deepEqual(decryptEnvelope({ headers: sealed.headers, body: sealed.body }, keys.privateKey), body);
    // The platform also reads it straight off the wire, as JSON text.
    assert.deepEqual(decryptEnvelope({ headers: sealed.headers, body: JSON.stringify(sealed.body) }, keys.privateKey), body);
  });

  it('are opened by the platform, with the public key as PEM (also with line breaks around it)', () => {
    const body = { a: 1, text: '登录' };
    for (const key of [pem, `\n  ${pem}\n`, pem.replace(/\n/g, '\r\n')]) {
      const sealed = envelope.seal(body, envelope.parsePublicKey(key));
      assert.deepEqual(decryptEnvelope(sealed, keys.privateKey), body);
    }
  });

  it('accept base64 DER split over lines', () => {
    const wrapped = derBase64.replace(/(.{64})/g, '$1\n');
    const sealed = envelope.seal({ ok: true }, envelope.parsePublicKey(wrapped));
    assert.deepEqual(decryptEnvelope(sealed, keys.privateKey), { ok: true });
  });

  it('use a fresh key each time, and the known answer with a fixed key', () => {
    const publicKey = envelope.parsePublicKey(derBase64);
    const one = envelope.seal({ a: 1 }, publicKey);
    const two = envelope.seal({ a: 1 }, publicKey);
    assert.notEqual(one.headers['X-RSA'], two.headers['X-RSA']);
    const fixed = envelope.seal({ a: 1 }, publicKey, 'abcdefgh');
    assert.equal(fixed.body.value, '0ZIr5aGtvNo=');
    assert.equal(fixed.headers['X-Digest'], createHash('md5').update('{"a":1}').digest('hex'));
    assert.deepEqual(decryptEnvelope(fixed, keys.privateKey), { a: 1 });
  });

  it('sealed for another key are refused by the platform', () => {
    const other = rsaKeyPair();
    const sealed = envelope.seal({ a: 1 }, envelope.parsePublicKey(Buffer.from(other.publicKey).toString('base64')));
    assert.throws(() => decryptEnvelope(sealed, keys.privateKey), { errorCode: 'encryption.key.invalid' });
  });

  it('cannot be made from something that is not a public key', () => {
    assert.throws(() => envelope.parsePublicKey(''));
    assert.throws(() => envelope.parsePublicKey('bm90IGEga2V5'));
    assert.throws(() => envelope.parsePublicKey('-----BEGIN PUBLIC KEY-----\n-----END PUBLIC KEY-----'));
  });
});
