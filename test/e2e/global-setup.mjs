// Starts, for the whole run, one sandbox platform (on a fresh SQLite file) with the host page in front of it
// per worker, so that one worker's reset never wipes what another worker's journey is doing. The addresses
// reach the workers through the environment: E2E_BASE_URL_<n> and E2E_SANDBOX_URL_<n> for the worker whose
// parallelIndex is n, and E2E_BASE_URL / E2E_SANDBOX_URL for the first. Returns the teardown.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startHostServer } from '../../host-page/server/serve.mjs';
import { startSandbox } from '../../sandbox/index.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** @param {import('@playwright/test').FullConfig} config */
export default async function globalSetup(config) {
  for (const file of ['dist/mc-elements.js', 'dist/app/index.html', 'dist/app/sw.js', 'dist/modules/src/index.js', 'dist/docs/index.html']) {
    if (!existsSync(join(ROOT, file))) {
      throw new Error(`The journeys test the built app, and ${file} is missing: run "npm run build" first.`);
    }
  }

  const dataDir = await mkdtemp(join(tmpdir(), 'mc-e2e-'));
  const running = [];
  const teardown = async () => {
    for (const service of running.reverse()) await service.close();
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    for (let slot = 0; slot < Math.max(1, config.workers); slot++) {
      const dbFile = join(dataDir, `sandbox-${slot}.sqlite`);
      const sandbox = await startSandbox({ mode: 'test', host: '127.0.0.1', port: 0, dbFile });
      running.push(sandbox);
      // Images come from the API line in use (banners) and the game hosts: after a switch to another line, that
      // line's own plain-http origin, which https: in the policy would otherwise cover.
      const server = await startHostServer({
        port: 0, host: '127.0.0.1', upstream: sandbox.url, merchant: 'DEMO', geetestStandIn: true, lines: sandbox.lineUrls, chatWidgetStandIn: true, gameOrigins: [sandbox.url, ...sandbox.lineUrls], chatOrigins: [sandbox.url], pixelStandIn: true,
      });
      running.push(server);
      process.env[`E2E_BASE_URL_${slot}`] = server.url;
      process.env[`E2E_PORT_${slot}`] = String(server.port);
      process.env[`E2E_SANDBOX_URL_${slot}`] = sandbox.url;
    }
  } catch (error) {
    await teardown();
    throw error;
  }
  process.env.E2E_BASE_URL = process.env.E2E_BASE_URL_0;
  process.env.E2E_PORT = process.env.E2E_PORT_0;
  process.env.E2E_SANDBOX_URL = process.env.E2E_SANDBOX_URL_0;

  return teardown;
}
