// Lighthouse 12.2.3 (its default mobile configuration: a mid-range phone on a throttled 4G line, simulated)
// in Debian's Chromium, for the bench. Prints the scores and what the page transferred.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { fullChromePath as chromePath } from '../../test/browser-launch.mjs';

/** The categories the bench asks for; accessibility and best practices are 100 on every page. */
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/**
 * Issue 31's targets for the /m app, by transport and page: the performance score, and the largest contentful
 * paint and total blocking time in milliseconds (none for the paint over HTTP/1.1, whose many connections
 * Lighthouse's simulation opens one by one).
 */
export const TARGETS = {
  http2: {
    '/m/login': { performance: 100, lcp: 1400, tbt: 50 },
    '/m/home': { performance: 99, lcp: 1400, tbt: 50 },
  },
  http1: {
    '/m/login': { performance: 98, tbt: 50 },
    '/m/home': { performance: 98, tbt: 50 },
  },
};

/** Runs per page: scores move by several points between runs on a busy machine, so the median is printed. */
export const LIGHTHOUSE_RUNS = 3;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * @param {{ label: string, url: string }[]} pages
 * @param {number} [runs]
 * @returns {Promise<{ label: string, errors: string[], scores: Record<string, number>, ranges: Record<string, number[]>, transferred: number, fcp: number, lcp: number, tbt: number, speed: number[], failing: string[] }[]>}
 */
export async function runLighthouse(pages, runs = LIGHTHOUSE_RUNS) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      // The bench's HTTP/2 front has a throwaway self-signed certificate (scripts/bench/http2-front.mjs).
      '--ignore-certificate-errors',
      '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage',
    ],
  });
  const results = [];
  try {
    for (const { label, url } of pages) {
      const reports = [];
      /** @type {string[]} */
      const errors = [];
      for (let run = 0; run < runs; run++) {
        const { lhr } = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        // A run Lighthouse could not finish (its runtimeError) has no scores to speak of: it is counted, not averaged.
        if (lhr.runtimeError) errors.push(lhr.runtimeError.code);
        else reports.push(lhr);
      }
      if (!reports.length) {
        results.push({ label, errors, scores: {}, ranges: {}, transferred: NaN, fcp: NaN, lcp: NaN, tbt: NaN, speed: [], failing: [] });
        continue;
      }
      const all = (pick) => reports.map(pick);
      const audit = (id) => median(all((lhr) => lhr.audits[id]?.numericValue ?? NaN));
      const score = (id) => all((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100));
      results.push({
        label,
        errors,
        scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(score(id))])),
        ranges: Object.fromEntries(CATEGORIES.map((id) => [id, [Math.min(...score(id)), Math.max(...score(id))]])),
        transferred: audit('total-byte-weight'),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        // Lighthouse's own measure of how fast the machine ran during each run (higher is faster): a run the
        // machine was busy for scores lower, and this says so.
        speed: all((lhr) => lhr.environment?.benchmarkIndex ?? NaN),
        failing: [...new Set(reports.flatMap((lhr) => Object.values(lhr.audits)
          .filter((entry) => entry.score !== null && ['binary', 'numeric'].includes(entry.scoreDisplayMode) && entry.score < 0.9)
          .map((entry) => entry.id)))],
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

/**
 * Prints one transport's results against its targets, marking every figure below target.
 * @param {Awaited<ReturnType<typeof runLighthouse>>} results
 * @param {Record<string, { performance: number, lcp?: number, tbt: number }>} targets by page (a label starts with its page)
 * @param {(bytes: number) => string} kb
 */
export function printLighthouse(results, targets, kb) {
  for (const { label, errors, scores, ranges, transferred, fcp, lcp, tbt, speed, failing } of results) {
    if (errors.length) console.log(`${label.padEnd(26)} ${errors.length} of ${LIGHTHOUSE_RUNS} runs failed: ${errors.join(', ')}`);
    if (!Object.keys(scores).length) continue;
    const target = Object.entries(targets).find(([page]) => label.startsWith(page))?.[1];
    const wanted = { accessibility: 100, 'best-practices': 100, performance: target?.performance ?? 0 };
    const shown = Object.entries(scores).map(([id, score]) =>
      `${id} ${score} (${ranges[id].join('–')})${score >= wanted[id] ? '' : ` BELOW target ${wanted[id]}`}`);
    console.log(`${label.padEnd(26)} median of ${LIGHTHOUSE_RUNS - errors.length}: ${shown.join(' · ')}`);
    const against = (value, limit) => (limit === undefined ? '' : ` (target ≤ ${limit}${value <= limit ? ' ok' : ', BELOW target'})`);
    const seconds = (ms) => (ms / 1000).toFixed(1);
    const largest = `largest ${seconds(lcp)} s${target?.lcp === undefined ? '' : against(Number(seconds(lcp)), target.lcp / 1000)}`;
    const blocking = `blocking ${Math.round(tbt)} ms${against(Math.round(tbt), target?.tbt)}`;
    console.log(`${''.padEnd(26)} transferred ${kb(transferred)} · first contentful paint ${seconds(fcp)} s · ${largest} · ${blocking}`);
    console.log(`${''.padEnd(26)} machine speed in each run (Lighthouse's benchmark index, higher is faster): ${speed.map(Math.round).join(', ')}`);
    if (failing.length) console.log(`${''.padEnd(26)} audits below 0.9 in some run: ${failing.join(', ')}`);
  }
}
