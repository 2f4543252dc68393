#!/usr/bin/env node
// The package's command line: `npx mc-elements check-platform <platform> --merchant <code>` holds a platform to
// the wire contract (docs/check-platform.md). Plain Node, with only the package's own dependencies.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatHtml } from './check-platform/html-report.mjs';
import { checkPlatform } from './check-platform/run.mjs';
import { formatTable } from './check-platform/table.mjs';

const USAGE = `Usage: mc-elements check-platform <platform address> --merchant <code> [options]

Calls the platform's public endpoints the way the kit does and holds every answer to the wire contract.
Writes nothing on the platform; with --user and --password it logs in, reads the member and logs out.

Options:
  --merchant <code>     the merchant code (data-merchant); required
  --site <address>      where the /m app and /m/assets/ are served (default: the platform's address)
  --origin <origin>     the page origin the calls come from, one the platform trusts (default: the site's)
  --user <name>         a player to log in as (a test account without a second factor)
  --password <secret>   that player's password (or the MC_CHECK_PASSWORD environment variable)
  --language <code>     the Language header (default EN)
  --timeout <seconds>   per call (default 30)
  --report <folder>     where report.json and report.html go (default ./platform-check)
  --help                this text

Exit status: 0 when every rule passes, 1 when one fails, 2 when the command itself is wrong.`;

/** A mistake in the command line: the usage is printed and the exit status is 2. */
class UsageError extends Error {}

/** @param {string} value @param {string} option */
function httpAddress(value, option) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`${option} must be an address such as https://api.merchant.example; got "${value}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new UsageError(`${option} must be an http(s) address; got "${value}".`);
  return url;
}

/** @param {string[]} argv */
function parseCommand(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      merchant: { type: 'string' }, site: { type: 'string' }, origin: { type: 'string' }, user: { type: 'string' },
      password: { type: 'string' }, language: { type: 'string', default: 'EN' }, timeout: { type: 'string', default: '30' },
      report: { type: 'string', default: 'platform-check' }, help: { type: 'boolean', default: false },
    },
  });
  const [command, address, ...extra] = positionals;
  if (values.help) return { help: true };
  if (command !== 'check-platform') throw new UsageError(command ? `Unknown command "${command}".` : 'Name a command.');
  if (!address) throw new UsageError('Name the platform\'s address.');
  if (extra.length) throw new UsageError(`Unexpected argument "${extra[0]}".`);
  const platform = httpAddress(address, 'The platform');
  if (!values.merchant || !/^[A-Za-z0-9_-]{1,32}$/.test(values.merchant)) throw new UsageError('--merchant must be the merchant code (letters, digits, _ or -).');
  const site = values.site ? httpAddress(values.site, '--site') : platform;
  const origin = values.origin ? httpAddress(values.origin, '--origin').origin : site.origin;
  const password = values.password ?? process.env.MC_CHECK_PASSWORD;
  if (values.user && !password) throw new UsageError('--user needs --password (or MC_CHECK_PASSWORD).');
  if (!values.user && values.password) throw new UsageError('--password needs --user.');
  const timeout = Number(values.timeout);
  if (!Number.isFinite(timeout) || timeout <= 0 || timeout > 300) throw new UsageError('--timeout must be a number of seconds from 1 to 300.');
  if (!/^[A-Z]{2}(-[A-Z]{2})?$/.test(values.language)) throw new UsageError('--language must be a language code such as EN, CN or PT-BR.');
  return {
    help: false,
    report: resolve(values.report),
    target: {
      platform: platform.href, site: site.href, merchant: values.merchant, origin, language: values.language,
      credentials: values.user ? { user: values.user, password: /** @type {string} */ (password) } : null,
      timeoutMs: timeout * 1000,
    },
  };
}

/**
 * Runs the command line; resolves to the exit status.
 * @param {string[]} argv the arguments after the program's name
 * @returns {Promise<number>}
 */
async function main(argv) {
  let parsed;
  try {
    parsed = parseCommand(argv);
  } catch (error) {
    if (!(error instanceof UsageError) && /** @type {{ code?: string }} */ (error).code?.startsWith('ERR_PARSE_ARGS') !== true) throw error;
    process.stderr.write(`${/** @type {Error} */ (error).message}\n\n${USAGE}\n`);
    return 2;
  }
  if (parsed.help || !parsed.target) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const { target, report: folder } = parsed;
  const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  process.stdout.write(`mc-elements ${version}: checking ${target.platform} for merchant ${target.merchant}` +
    ` (app site ${target.site}, calls from ${target.origin}${target.credentials ? `, player ${target.credentials.user}` : ''})\n\n`);
  const report = await checkPlatform(target);
  process.stdout.write(formatTable(report, { columns: process.stdout.columns, colour: Boolean(process.stdout.isTTY) && !process.env.NO_COLOR }));
  try {
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'report.json'), `${JSON.stringify({ checker: `mc-elements ${version}`, ...report }, null, 2)}\n`);
    writeFileSync(join(folder, 'report.html'), formatHtml(report));
  } catch (error) {
    process.stderr.write(`The report could not be saved in ${folder}: ${/** @type {Error} */ (error).message}\n`);
    return 2;
  }
  process.stdout.write(`Report: ${join(folder, 'report.json')} and ${join(folder, 'report.html')}\n`);
  return report.summary.failed ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
