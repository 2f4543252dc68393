// The kit as an integrator receives it: the tarball `npm pack` makes of the build. The consumer tests install it
// into their fixture projects. Packed once per test process; the build it packs is `npm run build`'s, made
// here only when there is none (npm test builds first, so its consumer tests reuse that build).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** @type {Promise<string> | undefined} */
let packed;

/** The absolute path of the kit's tarball. */
export function packKit() {
  packed ??= Promise.resolve().then(() => {
    const built = ['dist/index.js', 'dist/mc-elements.js', 'dist/types/jsx.d.ts', 'custom-elements.json'].every((file) => existsSync(join(ROOT, file)));
    if (!built) execFileSync(npm, ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit' });
    const destination = mkdtempSync(join(tmpdir(), 'mc-elements-pack-'));
    const out = execFileSync(npm, ['pack', '--json', '--pack-destination', destination], { cwd: ROOT, encoding: 'utf8' });
    const [{ filename }] = JSON.parse(out);
    return join(destination, filename);
  });
  return packed;
}
