// The Firebase Auth emulator (firebase-tools, auth only), for the journeys and the demo: started on free
// loopback ports with a configuration of its own (emulator UI off, so nothing is downloaded), in a temporary
// directory that also takes its debug log, and stopped by whoever started it. It runs offline and needs no Java.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../node_modules/firebase-tools/lib/bin/firebase.js', import.meta.url));

/** A `demo-` project id: the emulator then needs no Google credentials and never reaches Google. */
export const EMULATOR_PROJECT_ID = 'demo-mc-elements';

/** How long the emulator may take to be ready (about 7 s on a quiet two-core machine, over a minute on a busy one). */
const READY_TIMEOUT_MS = 120_000;

/** A free loopback port (the emulator takes port numbers, not 0). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * @typedef {object} AuthEmulator
 * @property {string} url e.g. `http://127.0.0.1:9099`
 * @property {string} projectId
 * @property {(phoneNumber?: string) => Promise<string | null>} latestCode the newest SMS code sent (to that number)
 * @property {() => Promise<void>} close
 */

/**
 * Start the Auth emulator.
 * @param {{ projectId?: string, port?: number, log?: (line: string) => void }} [options]
 * @returns {Promise<AuthEmulator>}
 */
export async function startAuthEmulator({ projectId = EMULATOR_PROJECT_ID, port, log = () => {} } = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'mc-firebase-'));
  const [auth, hub, logging] = [port ?? (await freePort()), await freePort(), await freePort()];
  const host = '127.0.0.1';
  const config = {
    emulators: { auth: { host, port: auth }, hub: { host, port: hub }, logging: { host, port: logging }, ui: { enabled: false }, singleProjectMode: true },
  };
  await writeFile(join(dir, 'firebase.json'), JSON.stringify(config));
  const child = spawn(process.execPath, [CLI, 'emulators:start', '--only', 'auth', '--project', projectId, '--config', join(dir, 'firebase.json')], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its hub writes a locator file named after the project into the temporary directory: each emulator gets
    // its own, so that two runs side by side never see each other's.
    env: { ...process.env, TMPDIR: dir, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0' },
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (text) => {
      output = (output + text).slice(-4000);
      for (const line of text.split('\n')) if (line.trim()) log(line);
    });
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://${host}:${auth}`;

  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const stopped = await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(resolve, 10_000, false))]);
      if (!stopped) child.kill('SIGKILL');
    }
    await rm(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) {
      await close();
      throw new Error(`The Firebase Auth emulator exited before it was ready:\n${output}`);
    }
    const ready = await fetch(`${url}/`).then((response) => response.ok, () => false);
    if (ready) break;
    if (Date.now() > deadline) {
      await close();
      throw new Error(`The Firebase Auth emulator was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    url,
    projectId,
    async latestCode(phoneNumber) {
      const response = await fetch(`${url}/emulator/v1/projects/${projectId}/verificationCodes`);
      const { verificationCodes = [] } = /** @type {{ verificationCodes?: { phoneNumber: string, code: string }[] }} */ (await response.json());
      const matching = verificationCodes.filter((entry) => !phoneNumber || entry.phoneNumber === phoneNumber);
      return matching.at(-1)?.code ?? null;
    },
    close,
  };
}
