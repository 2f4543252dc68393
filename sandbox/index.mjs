// The sandbox platform: a local, WPS-compatible server backed by SQLite (docs/wire-contract.md).

import { createServer } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from './db.mjs';
import { generateRsaKeyPair } from './envelope.mjs';
import { generateOaepKeyPair } from './oaep-gcm-envelope.mjs';
import { createFaults } from './faults.mjs';
import { handleClientError } from './http.mjs';
import { createRequestLog } from './request-log.mjs';
import { createLines } from './lines.mjs';
import { createRequestHandler } from './server.mjs';

export { DEFAULT_PASSWORD, DEMO_MERCHANT, SWITCH_DEFAULTS } from './constants.mjs';
export { decryptEnvelope, EnvelopeError } from './envelope.mjs';
export { decryptOaepGcm, OAEP_GCM } from './oaep-gcm-envelope.mjs';

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
 * @property {number} [lines] extra lines: the same platform on that many more loopback ports (default 2)
 */

/**
 * @typedef {object} Sandbox
 * @property {string} url e.g. `http://127.0.0.1:4010`
 * @property {number} port
 * @property {() => Promise<void>} close stops the server and closes the database
 * @property {import('./db.mjs').SqliteDatabase} db
 * @property {string[]} lineUrls the extra lines' addresses (the domain list, once published)
 */

/**
 * Start the sandbox platform.
 * @param {SandboxOptions} [options]
 * @returns {Promise<Sandbox>}
 */
export async function startSandbox({ port = 0, host = '127.0.0.1', dbFile = DEFAULT_DB_FILE, mode = 'demo', lines = 2 } = {}) {
  if (!MODES.includes(mode)) throw new Error(`Sandbox mode must be one of ${MODES.join(', ')}; got "${mode}".`);
  if (!['127.0.0.1', 'localhost', '::1'].includes(host)) {
    throw new Error(`The sandbox listens on loopback only; got host "${host}".`);
  }
  const generatingKeys = Promise.all([generateRsaKeyPair(), generateOaepKeyPair()]);
  let db;
  try {
    db = openDatabase(dbFile === ':memory:' ? dbFile : resolve(dbFile), mode);
  } catch (error) {
    generatingKeys.catch(() => {});
    throw error;
  }
  /** @type {import('./envelope.mjs').RsaKeyPair} */
  let keys;
  /** @type {import('./oaep-gcm-envelope.mjs').OaepKeyPair} */
  let oaepKeys;
  try {
    [keys, oaepKeys] = await generatingKeys;
  } catch (error) {
    db.close();
    throw error;
  }
  /** @type {import('./server.mjs').SandboxState} */
  const state = {
    db, mode, keys, oaepKeys, faults: createFaults(), log: createRequestLog(), lines: createLines(), support: { unread: 0, widgets: false },
    statusError: null, clientIp: null,
  };
  const handler = createRequestHandler(state);
  /** @type {import('node:http').Server[]} */
  const servers = [];
  /** @param {number} line @param {number} linePort */
  const listen = async (line, linePort) => {
    const server = createServer((req, res) => handler.handle(req, res, line));
    server.on('clientError', handleClientError);
    server.requestTimeout = 30_000;
    server.headersTimeout = 10_000;
    servers.push(server);
    await new Promise((resolveListen, rejectListen) => {
      server.once('error', rejectListen);
      server.listen(linePort, host, () => {
        server.off('error', rejectListen);
        resolveListen(undefined);
      });
    });
    const address = /** @type {import('node:net').AddressInfo} */ (server.address());
    const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    state.lines.add(`http://${urlHost}:${address.port}`);
    return address;
  };
  /** @type {import('node:net').AddressInfo} */
  let address;
  try {
    address = await listen(0, port);
    for (let line = 1; line <= lines; line++) await listen(line, 0);
  } catch (error) {
    for (const server of servers) server.close();
    db.close();
    throw error;
  }
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  /** @type {Promise<void> | null} */
  let closing = null;
  return {
    url: `http://${urlHost}:${address.port}`,
    port: address.port,
    db,
    lineUrls: state.lines.list().slice(1).map((line) => line.url),
    close() {
      closing ??= Promise.all(servers.map((server) => new Promise((resolveClose) => {
        server.close(() => resolveClose(undefined));
        server.closeAllConnections();
      }))).then(() => handler.drain()).then(() => db.close());
      return closing;
    },
  };
}
