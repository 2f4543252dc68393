// The package's command line as a merchant runs it: the packed kit installed into a project of its own
// (test/consumers/plain-esm/), and `npx mc-elements check-platform` run there against the platform as
// `npm start` serves it. It runs from the installed package with only the dependencies the package declares.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DEMO, fixtureProject, startPlatform } from './harness.mjs';

const run = promisify(execFile);

let project;
let platform;

before(async () => {
  project = await fixtureProject('plain-esm');
  platform = await startPlatform();
});

after(async () => {
  await platform?.close();
  project?.remove();
});

test('npx mc-elements check-platform runs from the installed package, passes against the platform and saves its report', { timeout: 180_000 }, async () => {
  const { stdout } = await run('npx', ['--offline', '--no-install', 'mc-elements', 'check-platform', platform.appUrl,
    '--merchant', 'DEMO', '--user', DEMO.username, '--password', DEMO.password], {
    cwd: project.dir, timeout: 120_000, env: { ...process.env, NO_COLOR: '1' },
  });
  assert.match(stdout, /\d+ passed, 0 failed \(/);
  const report = JSON.parse(readFileSync(join(project.dir, 'platform-check', 'report.json'), 'utf8'));
  assert.equal(report.summary.failed, 0);
  assert.equal(report.summary.skipped, 0);
  assert.ok(existsSync(join(project.dir, 'platform-check', 'report.html')));
});
