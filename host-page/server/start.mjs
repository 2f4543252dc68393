// `npm start`: the sandbox platform (unless WPS_UPSTREAM names a real one) and the host page in front of it.
import { startHostServer } from './serve.mjs';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const merchant = process.env.MERCHANT ?? 'DEMO';

let sandbox = null;
let upstream = process.env.WPS_UPSTREAM;
const sandboxMode = process.env.SANDBOX_MODE ?? 'demo';
if (!upstream) {
  const { startSandbox } = await import('../../sandbox/index.mjs');
  sandbox = await startSandbox({ mode: sandboxMode, dbFile: process.env.SANDBOX_DB });
  upstream = sandbox.url;
}
// The console drives the sandbox's control API and shows what the platform received: the demo sandbox only.
const withConsole = Boolean(sandbox) && sandboxMode === 'demo';

// Google and phone sign-in against the Firebase Auth emulator (demo only): FIREBASE_AUTH_EMULATOR=start starts
// one on 127.0.0.1:9099 and stops it with the server; an http://127.0.0.1:<port> address uses one already running
// (`npx firebase emulators:start --only auth --project demo-mc-elements`, with the repository's firebase.json).
let emulator = null;
let firebaseAuthEmulator = process.env.FIREBASE_AUTH_EMULATOR ?? '';
if (firebaseAuthEmulator === 'start') {
  const { startAuthEmulator } = await import('../../scripts/firebase-emulator.mjs');
  console.log('starting the Firebase Auth emulator (up to a minute)…');
  emulator = await startAuthEmulator({ port: 9099 });
  firebaseAuthEmulator = emulator.url;
}
if (firebaseAuthEmulator && sandbox) {
  // The demo merchant offers both providers once there is an emulator to sign in with.
  const control = (path, body) => fetch(`${sandbox.url}${path}`, {
    method: 'POST', headers: { 'Content-Type': 'application/json', Merchant: merchant }, body: JSON.stringify(body),
  });
  await control('/__sandbox/switches', { GOOGLELOGIN3: true });
  await control('/__sandbox/firebase', { phone: true });
}

const server = await startHostServer({
  port, host, upstream, merchant, geetestStandIn: Boolean(sandbox), lines: sandbox?.lineUrls ?? [],
  chatWidgetStandIn: Boolean(sandbox), gameOrigins: [...(sandbox ? [sandbox.url, ...sandbox.lineUrls] : []), ...(process.env.GAME_ORIGINS ?? '').split(/\s+/).filter(Boolean)], chatWidgetOrigins: (process.env.CHAT_WIDGET_ORIGINS ?? '').split(/\s+/).filter(Boolean),
  firebaseAuthEmulator, firebaseSignIn: process.env.FIREBASE_SIGN_IN === '1',
  pixelStandIn: Boolean(sandbox), pixelOrigins: (process.env.PIXEL_ORIGINS ?? '').split(/\s+/).filter(Boolean),
  activityOrigins: (process.env.ACTIVITY_ORIGINS ?? '').split(/\s+/).filter(Boolean),
  // The platform's chat page: the sandbox's own, or where CHAT_ORIGINS says a real platform serves it.
  chatOrigins: [...(sandbox ? [sandbox.url] : []), ...(process.env.CHAT_ORIGINS ?? '').split(/\s+/).filter(Boolean)],
  // One line per violation report: a blocked script or frame shows up in the server's log at once.
  onCspReport: (report) => console.warn(`csp violation: ${report.directive} blocked ${report.blocked || '(inline)'} on ${report.document}`),
  withConsole,
});
console.log(`mc elements app:   ${server.url}/m/`);
console.log(`platform:          ${sandbox ? `embedded sandbox (${upstream})` : upstream}`);
if (sandbox) console.log('demo login:        demo / demo1234');
console.log(`embedding example: ${server.url}/examples/embed-login.html`);
console.log(`docs:              ${server.url}/docs/`);
if (withConsole) console.log(`console:           ${server.url}/console/`);
if (firebaseAuthEmulator) console.log(`Firebase Auth:     emulator at ${firebaseAuthEmulator} (phone codes: ${firebaseAuthEmulator}/emulator/v1/projects/demo-mc-elements/verificationCodes)`);

async function stop() {
  await server.close();
  await sandbox?.close();
  await emulator?.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
