// Run the sandbox on its own: `node sandbox/cli.mjs`.
// Environment: SANDBOX_PORT (default 4010), SANDBOX_MODE (test | demo | production, default demo),
// SANDBOX_DB (SQLite file or :memory:, default .data/sandbox.sqlite).

import { startSandbox } from './index.mjs';

const port = Number(process.env.SANDBOX_PORT || 4010);
const mode = /** @type {'test' | 'demo' | 'production'} */ (process.env.SANDBOX_MODE || 'demo');
const dbFile = process.env.SANDBOX_DB || undefined;

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`SANDBOX_PORT must be a port number; got "${process.env.SANDBOX_PORT}".`);
  process.exit(1);
}

try {
  const sandbox = await startSandbox({ port, mode, dbFile });
  console.log(`Sandbox platform (${mode} mode) listening at ${sandbox.url}`);
  const stop = () => {
    sandbox.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(`Sandbox failed to start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
