// The Debian packages the tests need besides npm's: Chromium's headless shell (the browser tests and journeys)
// and the full Chromium (the bench), nginx with its brotli module (the deployment journey) and the Noto fonts a
// phone has (the layout journeys measure glyphs, so without them Burmese or Chinese would be measured as boxes
// of another width, and a check could pass on one machine and fail on the next). Installs what is missing when it can (root with apt-get), otherwise
// names the command and fails: a test must never depend on what a machine happens to have.
//
// Used by `npm test` (its first step) and by `.ci/run`. Needs nothing from node_modules.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const NEEDS = [
  { package: 'chromium-headless-shell', present: () => existsSync(process.env.CHROME_PATH || '/usr/bin/chromium-headless-shell') },
  { package: 'chromium', present: () => existsSync(process.env.CHROME_PATH || '/usr/bin/chromium') },
  { package: 'nginx', present: () => existsSync('/usr/sbin/nginx') },
  { package: 'libnginx-mod-http-brotli-static', present: () => existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so') },
  { package: 'fonts-noto-core', present: () => installed('fonts-noto-core') },
  { package: 'fonts-noto-cjk', present: () => installed('fonts-noto-cjk') },
];

function installed(name) {
  try {
    return /install ok installed/.test(execFileSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
  } catch {
    return false;
  }
}

const missing = NEEDS.filter((need) => !need.present()).map((need) => need.package);
if (missing.length === 0) process.exit(0);

const command = `apt-get install -y ${missing.join(' ')}`;
const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (!canInstall) {
  console.error(`The tests need Debian packages that are missing: ${missing.join(', ')}.\nInstall them as root: apt-get update && ${command}`);
  process.exit(1);
}
console.log(`Installing ${missing.join(', ')} from Debian's packages`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: ['ignore', 'ignore', 'inherit'], env });
