// What every sandbox test file starts with: a fresh sandbox in test mode on an in-memory database, and a
// client speaking to it as the app would.
import { startSandbox } from './index.mjs';
import { createWpsClient } from './wps-client.mjs';

/** @typedef {{ sandbox: import('./index.mjs').Sandbox, client: ReturnType<typeof createWpsClient> }} TestSandbox */

/** @returns {Promise<TestSandbox>} */
export async function openTestSandbox() {
  const sandbox = await startSandbox({ dbFile: ':memory:', mode: 'test' });
  return { sandbox, client: createWpsClient({ url: sandbox.url }) };
}
