// `npm start`: the sandbox platform (unless WPS_UPSTREAM names a real one) and the host page in front of it.
import { startHostServer } from './serve.mjs';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const merchant = process.env.MERCHANT ?? 'DEMO';

let sandbox = null;
let upstream = process.env.WPS_UPSTREAM;
if (!upstream) {
  const { startSandbox } = await import('../../sandbox/index.mjs');
  sandbox = await startSandbox({ mode: process.env.SANDBOX_MODE ?? 'demo', dbFile: process.env.SANDBOX_DB });
  upstream = sandbox.url;
}

const server = await startHostServer({
  port, host, upstream, merchant, geetestStandIn: Boolean(sandbox), lines: sandbox?.lineUrls ?? [],
  chatWidgetStandIn: Boolean(sandbox), chatWidgetOrigins: (process.env.CHAT_WIDGET_ORIGINS ?? '').split(/\s+/).filter(Boolean),
  pixelStandIn: Boolean(sandbox), pixelOrigins: (process.env.PIXEL_ORIGINS ?? '').split(/\s+/).filter(Boolean),
});
console.log(`mc elements app:   ${server.url}/m/`);
console.log(`platform:          ${sandbox ? `embedded sandbox (${upstream})` : upstream}`);
if (sandbox) console.log('demo login:        demo / demo1234');
console.log(`embedding example: ${server.url}/examples/embed-login.html`);

async function stop() {
  await server.close();
  await sandbox?.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
