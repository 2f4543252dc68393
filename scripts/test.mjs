// `npm test`: everything — the Debian packages the tests need, build, types, lint, Node tests (sandbox,
// locales, crypto interop, the fixture projects that install the packed kit), browser tests (core and elements
// in Chromium) and the end-to-end journeys against the built app. Each step starts as soon as the steps it needs
// have passed, so that the machine's two cores stay busy:
// - the journeys, the longest step, once the app is built; the build runs at full priority, and types and lint
//   beside it at a lower one, so that it ends first;
// - the browser tests (they bundle the sources themselves, and mostly wait on their pages: about a third of a
//   core) once types and lint are through, beside the rest;
// - the Node tests once the app and its declarations are built, at a lower priority (their cryptography and
//   fixture builds, at the journeys' priority beside two journey workers, overload two cores, and journeys then
//   time out).
// One step at a time prints as it goes, the others when their turn comes, so that each step's output stays in
// one piece. Once a step fails no other starts; it ends with the slowest journeys, so that growth is seen, and
// one line that totals the tests.
import { spawn } from 'node:child_process';

const steps = [
  { name: 'system', cmd: 'node', args: ['scripts/system-packages.mjs'] },
  { name: 'build', cmd: 'npm', args: ['run', '--silent', 'build:app'], after: ['system'] },
  // The declarations only the packed kit carries: the journeys start without waiting for them.
  { name: 'types', cmd: 'nice', args: ['-n', '10', 'npm', 'run', '--silent', 'build:types'], after: ['build'] },
  // At a lower priority: the build is what the journeys, the longest step, wait for.
  { name: 'typecheck', cmd: 'nice', args: ['-n', '10', 'npx', 'tsc', '-p', 'tsconfig.json', '--noEmit'], after: ['system'] },
  { name: 'lint', cmd: 'nice', args: ['-n', '10', 'npx', 'eslint', '.'], after: ['system'] },
  { name: 'browser', cmd: 'npx', args: ['web-test-runner'], count: wtrCounts, after: ['typecheck', 'lint'] },
  // At a lower priority: beside the journeys, it takes what their two workers leave of the cores.
  { name: 'node', cmd: 'nice', args: ['-n', '15', 'node', '--test', '--test-reporter=spec', 'sandbox/', 'test/node/', 'test/consumers/'], count: nodeCounts, after: ['build', 'types'] },
  { name: 'e2e', cmd: 'npx', args: ['playwright', 'test'], count: playwrightCounts, after: ['build'] },
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

/**
 * The terminal goes to one running step at a time, the one started first; the others keep their output until
 * it is their turn, then print what they have and go on live.
 */
const printing = [];

function print(step, text) {
  if (printing[0] === step) process.stdout.write(text);
  else step.held += text;
}

/** Once the step at the head has ended, the next one prints what it held, and so on past those ended too. */
function handOver() {
  while (printing[0]?.done) {
    printing.shift();
    if (!printing[0]) return;
    process.stdout.write(printing[0].held);
    printing[0].held = '';
  }
}

/** Runs a step; resolves with its exit code, its output and how long it took. */
function run(step) {
  const { name, cmd, args } = step;
  Object.assign(step, { held: '', done: false });
  printing.push(step);
  print(step, `\n=== ${name}: ${cmd} ${args.join(' ')}\n`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    let out = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        out += chunk;
        print(step, String(chunk));
      });
    }
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      print(step, `=== ${name} ended after ${seconds} s${code ? ` with exit code ${code}` : ''}\n`);
      step.done = true;
      handOver();
      resolve({ code: code ?? 1, out, seconds });
    });
  });
}

let passed = 0;
let failed = 0;
let broken = '';
let slowest = [];
const timings = [];
const started = Date.now();
const results = new Map();

/** Starts every step whose steps before it have passed, until none is left or one has failed. */
async function schedule() {
  const running = new Map();
  const pending = [...steps];
  while (pending.length || running.size) {
    if (!broken) {
      for (const step of [...pending]) {
        if (!(step.after ?? []).every((name) => results.get(name)?.code === 0)) continue;
        pending.splice(pending.indexOf(step), 1);
        running.set(step, run(step).then((result) => ({ step, result })));
      }
    }
    if (!running.size) break;
    const { step, result } = await Promise.race(running.values());
    running.delete(step);
    results.set(step.name, result);
    record(step, result);
  }
}

function record(step, { code, out, seconds }) {
  timings[steps.indexOf(step)] = `${step.name} ${seconds} s`;
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
}

await schedule();
if (slowest.length) {
  console.log('\nslowest journeys:');
  for (const [seconds, title] of slowest) console.log(`${seconds.toFixed(1).padStart(7)} s  ${title}`);
}
const seconds = Math.round((Date.now() - started) / 1000);
console.log(`\nsteps: ${timings.filter(Boolean).join(', ')}`);
console.log(`\n${broken ? `npm test failed at step "${broken}"` : 'npm test: every step passed'} in ${seconds} s`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(broken ? 1 : 0);
