// The sandbox platform: a local, WPS-compatible server backed by SQLite (docs/wire-contract.md).

import { createServer } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from './db.mjs';
import { generateRsaKeyPair } from './envelope.mjs';
import { createFaults } from './faults.mjs';
import { handleClientError } from './http.mjs';
import { createRequestLog } from './request-log.mjs';
import { createRequestHandler } from './server.mjs';

export { DEFAULT_PASSWORD, DEMO_MERCHANT, SWITCH_DEFAULTS } from './constants.mjs';
export { decryptEnvelope, EnvelopeError } from './envelope.mjs';

const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Where the sandbox keeps its data unless told otherwise (git-ignored). */
export const DEFAULT_DB_FILE = resolve(PROJECT_ROOT, '.data', 'sandbox.sqlite');

const MODES = ['test', 'demo', 'production'];

/**
 * @typedef {object} SandboxOptions
 * @property {number} [port] 0 picks a free port
 * @property {string} [host] only loopback addresses are accepted
 * @property {string} [dbFile] SQLite file, or ':memory:'; defaults to `.data/sandbox.sqlite`
 * @property {'test' | 'demo' | 'production'} [mode] the /__sandbox/ control API answers in test and demo only
 */

/**
 * @typedef {object} Sandbox
 * @property {string} url e.g. `http://127.0.0.1:4010`
 * @property {number} port
 * @property {() => Promise<void>} close stops the server and closes the database
 * @property {import('./db.mjs').SqliteDatabase} db
 */

/**
 * Start the sandbox platform.
 * @param {SandboxOptions} [options]
 * @returns {Promise<Sandbox>}
 */
export async function startSandbox({ port = 0, host = '127.0.0.1', dbFile = DEFAULT_DB_FILE, mode = 'demo' } = {}) {
  if (!MODES.includes(mode)) throw new Error(`Sandbox mode must be one of ${MODES.join(', ')}; got "${mode}".`);
  if (!['127.0.0.1', 'localhost', '::1'].includes(host)) {
    throw new Error(`The sandbox listens on loopback only; got host "${host}".`);
  }
  const generatingKeys = generateRsaKeyPair();
  let db;
  try {
    db = openDatabase(dbFile === ':memory:' ? dbFile : resolve(dbFile));
  } catch (error) {
    generatingKeys.catch(() => {});
    throw error;
  }
  /** @type {import('./envelope.mjs').RsaKeyPair} */
  let keys;
  try {
    keys = await generatingKeys;
  } catch (error) {
    db.close();
    throw error;
  }
  /** @type {import('./server.mjs').SandboxState} */
  const state = { db, mode, keys, faults: createFaults(), log: createRequestLog(), clientIp: null };
  const handler = createRequestHandler(state);
  const server = createServer(handler.handle);
  server.on('clientError', handleClientError);
  server.requestTimeout = 30_000;
  server.headersTimeout = 10_000;
  try {
    await new Promise((resolveListen, rejectListen) => {
      server.once('error', rejectListen);
      server.listen(port, host, () => {
        server.off('error', rejectListen);
        resolveListen(undefined);
      });
    });
  } catch (error) {
    db.close();
    throw error;
  }
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  /** @type {Promise<void> | null} */
  let closing = null;
  return {
    url: `http://${urlHost}:${address.port}`,
    port: address.port,
    db,
    close() {
      closing ??= new Promise((resolveClose) => {
        server.close(() => {
          handler.drain().then(() => {
            db.close();
            resolveClose();
          });
        });
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
