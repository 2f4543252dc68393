import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { openDatabase } from './db.mjs';
import { startSandbox } from './index.mjs';
import { getSecurity } from './security.mjs';
import { createWpsClient } from './wps-client.mjs';

describe('persistence', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-'));
  const dbFile = join(dir, 'nested', 'sandbox.sqlite');
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps players, sessions and switches across a restart, with a fresh RSA key', async () => {
    const first = await startSandbox({ dbFile, mode: 'test' });
    const client = createWpsClient({ url: first.url });
    const registered = await client.post('/wps/member/register', {
      registerMethod: 'PWA', registerUrl: 'http://127.0.0.1/m/register', loginDeviceId: 'd', isOfficialAppLogin: true,
      domain: '127.0.0.1', login: true, username: 'keeper', password: 'keep1234', ageConfirmed: true, termsVersion: '2026-09',
    }, { enc: true, headers: { ModuleId: 'REG3' } });
    assert.equal(registered.json.success, true);
    await client.post('/__sandbox/switches', { CBS3: true });
    const oldKey = await client.publicKey();
    await first.close();

    const second = await startSandbox({ dbFile, mode: 'test' });
    try {
      const again = createWpsClient({ url: second.url });
      const info = await again.get('/wps/member/info', { token: registered.json.value.token });
      assert.equal(info.json.value.userName, 'keeper');
      assert.equal((await again.get('/wps/system/status')).json.value.info.switches.CBS3, true);
      assert.equal((await again.login('demo', 'demo1234')).success, true);
      assert.equal((await again.login('keeper', 'keep1234')).success, true);
      assert.notEqual(await again.publicKey(), oldKey);
      const stale = await again.post('/wps/session/login', { username: 'keeper', password: 'keep1234' },
        { enc: true, publicKey: oldKey });
      assert.equal(stale.status, 400);
      assert.equal(stale.json.errorCode, 'encryption.key.invalid');
    } finally {
      await second.close();
    }
  });

  it('keeps a member\'s favourites and recently played across a restart', async () => {
    const file = join(dir, 'games.sqlite');
    const first = await startSandbox({ dbFile: file, mode: 'test' });
    const client = createWpsClient({ url: first.url });
    const { token } = (await client.login('demo', 'demo1234')).value;
    await client.post('/wps/game/favourites', { gameId: 'S501', favourite: true }, { token });
    await client.post('/wps/game/launchGame', { vendor: 'ORBITA', gameCode: 'AVIAO', device: 'MOBILE',
      backUrl: 'http://127.0.0.1/m/home', language: 'EN', title: 'Demo Lottery' }, { token });
    await first.close();

    const second = await startSandbox({ dbFile: file, mode: 'test' });
    try {
      const again = createWpsClient({ url: second.url });
      const fresh = (await again.login('demo', 'demo1234')).value.token;
      const ids = async (path) => (await again.get(path, { token: fresh })).json.value.map((card) => card.gameId);
      assert.deepEqual(await ids('/wps/game/favourites'), ['S501']);
      assert.deepEqual(await ids('/wps/game/recent'), ['C601']);
    } finally {
      await second.close();
    }
  });

  it('adds the email-code column to a database file made before it', () => {
    const file = join(dir, 'older.sqlite');
    const older = new Database(file);
    older.exec(`CREATE TABLE player_security (player_id INTEGER PRIMARY KEY, methods TEXT NOT NULL DEFAULT '',
      email TEXT, payee_name TEXT, ga_secret TEXT)`);
    older.close();
    const db = openDatabase(file);
    try {
      const { id } = /** @type {{ id: number }} */ (db.prepare("SELECT id FROM players WHERE username = 'secure'").get());
      assert.equal(getSecurity(db, id).email_code, false);
    } finally {
      db.close();
    }
  });
});
