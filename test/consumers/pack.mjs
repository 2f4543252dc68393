// The kit as a merchant gets it: `npm pack` of a fresh build. `packKit()` builds when the build is missing or
// older than the code it comes from (`npm test` has just built, so it packs at once), packs, and hands back the
// tarball's absolute path. The tarball is kept (in a temporary folder of this checkout's own) while the build it
// was made from is the current one: every consumer test of a run, each a process of its own, reuses it, and a
// build made later makes the next call pack again. Two consumer
// tests calling at once wait for one another through a lock directory.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BUILT = join(ROOT, 'dist', 'mc-elements.js');
const TYPES = join(ROOT, 'dist', 'types', 'src', 'index.d.ts');
/** What the build is made from. */
const SOURCES = [
  'src', 'elements', 'types', 'host-page/app', 'host-page/sw', 'host-page/public', 'scripts/build', 'scripts/manifest.mjs',
  'rollup.config.mjs', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json',
];
/** What the tarball takes from beside the build. */
const PACKED_AS_IS = ['package.json', 'README.md'];
/** One folder per checkout, outside it (`npm pack` must not find its own tarballs in the package). */
const PACKED = join(tmpdir(), `mc-kit-${createHash('sha256').update(ROOT).digest('hex').slice(0, 12)}`);
const LOCK = join(PACKED, 'lock');

/** The newest modification time under a path (a file or a folder, recursively), 0 when absent. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let latest = info.mtimeMs;
  for (const name of readdirSync(path, { recursive: true })) {
    latest = Math.max(latest, statSync(join(path, name)).mtimeMs);
  }
  return latest;
}

function builtIsFresh() {
  if (!existsSync(BUILT) || !existsSync(TYPES)) return false;
  const built = statSync(BUILT).mtimeMs;
  return SOURCES.every((source) => newest(join(ROOT, source)) <= built);
}

/** The tarball made from the current build, if there is one. */
function packedTarball() {
  const { name, version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const file = join(PACKED, `${name}-${version}.tgz`);
  const madeFrom = Math.max(statSync(BUILT).mtimeMs, ...PACKED_AS_IS.map((name) => newest(join(ROOT, name))));
  return { file, fresh: existsSync(file) && statSync(file).mtimeMs >= madeFrom };
}

async function withLock(work) {
  mkdirSync(PACKED, { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      // A lock left by a run that was killed is stale after the longest build takes.
      if (Date.now() - statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs > 15 * 60_000) rmSync(LOCK, { recursive: true, force: true });
      await sleep(500);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

let packing;

/** Builds (when needed) and packs the kit, once per run; resolves to the tarball's absolute path. */
export function packKit() {
  packing ??= withLock(async () => {
    if (!builtIsFresh()) execFileSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit' });
    const tarball = packedTarball();
    if (tarball.fresh) return tarball.file;
    const scratch = join(tmpdir(), `mc-kit-pack-${process.pid}`);
    rmSync(scratch, { recursive: true, force: true });
    mkdirSync(scratch, { recursive: true });
    // The build is there: the package's prepack step (a build) need not run again.
    const [packed] = JSON.parse(execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', scratch], {
      cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'],
    }));
    renameSync(join(scratch, packed.filename), tarball.file);
    rmSync(scratch, { recursive: true, force: true });
    return tarball.file;
  });
  return packing;
}
