// `npm test`: everything, in order — the Debian packages the tests need, build, types, lint, Node tests
// (sandbox, locales, crypto interop), browser tests (core and elements in Chromium) and the end-to-end journeys
// against the built app, after the consumer checks (the packed kit installed into fixture projects, bundled and
// run in Chromium: test/consumers/). Steps that do not depend on each other run side by side on the machine's two cores
// (types and lint beside the build; Node tests beside the browser tests); the first of a group prints as it
// goes, the others when they end. It stops after the first group with a failing step and ends with the slowest
// journeys, so that growth is seen, and one line that totals the tests.
import { spawn } from 'node:child_process';

const groups = [
  [{ name: 'system', cmd: 'node', args: ['scripts/system-packages.mjs'] }],
  [
    { name: 'build', cmd: 'npm', args: ['run', '--silent', 'build'] },
    { name: 'typecheck', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
    { name: 'lint', cmd: 'npx', args: ['eslint', '.'] },
  ],
  [
    { name: 'browser', cmd: 'npx', args: ['web-test-runner'], count: wtrCounts },
    { name: 'node', cmd: 'node', args: ['--test', '--test-reporter=spec', 'sandbox/', 'test/node/'], count: nodeCounts },
  ],
  [{ name: 'consumers', cmd: 'node', args: ['--test', '--test-reporter=spec', 'test/consumers/'], count: nodeCounts }],
  [{ name: 'e2e', cmd: 'npx', args: ['playwright', 'test'], count: playwrightCounts }],
];

function nodeCounts(out) {
  const pass = out.match(/^ℹ pass (\d+)/m);
  const fail = out.match(/^ℹ fail (\d+)/m);
  return pass && { passed: +pass[1], failed: fail ? +fail[1] : 0 };
}

function wtrCounts(out) {
  // The progress line is redrawn; the last one has the totals.
  const all = [...out.matchAll(/(\d+) passed, (\d+) failed/g)].at(-1);
  return all && { passed: +all[1], failed: +all[2] };
}

function playwrightCounts(out) {
  const passed = out.match(/^\s*(\d+) passed/m);
  const failed = out.match(/^\s*(\d+) failed/m);
  return (passed || failed) && { passed: passed ? +passed[1] : 0, failed: failed ? +failed[1] : 0 };
}

/** The journeys the list reporter timed, slowest first: `[seconds, title]`. */
function journeyTimes(out) {
  const units = { ms: 0.001, s: 1, m: 60 };
  const times = [];
  for (const match of out.matchAll(/^\s*✓\s+\d+\s+(\[.+? › .+) \((\d+(?:\.\d+)?)(ms|s|m)\)$/gm)) {
    times.push([Number(match[2]) * units[match[3]], match[1]]);
  }
  return times.sort((a, b) => b[0] - a[0]);
}

/** Runs a step; `live` prints its output as it comes, otherwise all of it once the step has ended. */
function run({ name, cmd, args }, live) {
  if (live) console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    let out = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        out += chunk;
        if (live) process.stdout.write(chunk);
      });
    }
    child.on('close', (code) => {
      if (!live) console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}\n${out}`);
      resolve({ code: code ?? 1, out, seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}

let passed = 0;
let failed = 0;
let broken = '';
let slowest = [];
const timings = [];
const started = Date.now();
for (const group of groups) {
  const results = await Promise.all(group.map((step, index) => run(step, index === 0)));
  group.forEach((step, index) => {
    const { code, out, seconds } = results[index];
    timings.push(`${step.name} ${seconds} s`);
    // Some runners colour their output whatever the environment says.
    // eslint-disable-next-line no-control-regex
    const plain = out.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '');
    const counts = step.count?.(plain);
    if (step.name === 'e2e') slowest = journeyTimes(plain).slice(0, 10);
    if (counts) {
      passed += counts.passed;
      failed += counts.failed;
    }
    if (code !== 0) {
      broken ||= step.name;
      if (!counts || counts.failed === 0) failed += 1;
    }
  });
  if (broken) break;
}
if (slowest.length) {
  console.log('\nslowest journeys:');
  for (const [seconds, title] of slowest) console.log(`${seconds.toFixed(1).padStart(7)} s  ${title}`);
}
const seconds = Math.round((Date.now() - started) / 1000);
console.log(`\nsteps: ${timings.join(', ')}`);
console.log(`\n${broken ? `npm test failed at step "${broken}"` : 'npm test: every step passed'} in ${seconds} s`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(broken ? 1 : 0);
