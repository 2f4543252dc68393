// Starts, for the whole run, a sandbox platform on a fresh SQLite file and the host page in front of it, and
// hands their addresses to the workers through the environment. Returns the teardown.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startHostServer } from '../../host-page/server/serve.mjs';
import { startSandbox } from '../../sandbox/index.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export default async function globalSetup() {
  for (const file of ['dist/mc-elements.js', 'dist/host/app.js', 'dist/elements/mc-login.js']) {
    if (!existsSync(join(ROOT, file))) {
      throw new Error(`The journeys test the built app, and ${file} is missing: run "npm run build" first.`);
    }
  }

  const dataDir = await mkdtemp(join(tmpdir(), 'mc-e2e-'));
  const sandbox = await startSandbox({ mode: 'test', host: '127.0.0.1', port: 0, dbFile: join(dataDir, 'sandbox.sqlite') });
  let server;
  try {
    server = await startHostServer({ port: 0, host: '127.0.0.1', upstream: sandbox.url, merchant: 'DEMO' });
  } catch (error) {
    await sandbox.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_PORT = String(server.port);
  process.env.E2E_SANDBOX_URL = sandbox.url;

  return async () => {
    await server.close();
    await sandbox.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
