// The report as a terminal table: one row per rule with its result, what the contract expects and what came
// back, each column wrapped to the terminal's width. Colour only on a terminal, and never with NO_COLOR.

const MARKS = { pass: 'PASS', fail: 'FAIL', skip: 'SKIP' };
const COLOURS = { pass: 32, fail: 31, skip: 33 };

/** Splits a text into lines of at most `width` characters, at spaces where it can. */
export function wrap(/** @type {string} */ text, /** @type {number} */ width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    for (let rest = word; rest; ) {
      const piece = rest.slice(0, width);
      rest = rest.slice(width);
      if (!line) line = piece;
      else if (line.length + 1 + piece.length <= width) line += ` ${piece}`;
      else {
        lines.push(line);
        line = piece;
      }
    }
  }
  return [...lines, line];
}

/**
 * @param {import('./run.mjs').CheckReport} report
 * @param {{ columns?: number, colour?: boolean }} [options]
 * @returns {string}
 */
export function formatTable(report, { columns = 120, colour = false } = {}) {
  const width = Math.max(80, Math.min(columns, 200));
  const idWidth = Math.max(4, ...report.rules.map((rule) => rule.id.length));
  const rest = width - 4 - idWidth - 3 * 3;
  const expectedWidth = Math.floor(rest / 2);
  const gotWidth = rest - expectedWidth;
  const paint = (/** @type {import('./run.mjs').Outcome} */ outcome, /** @type {string} */ text) => (colour ? `\x1b[${COLOURS[outcome]}m${text}\x1b[0m` : text);
  const row = (/** @type {string[]} */ cells) => cells.join(' │ ').trimEnd();
  const rule = ['─'.repeat(4), '─'.repeat(idWidth), '─'.repeat(expectedWidth), '─'.repeat(gotWidth)].join('─┼─');
  const out = [row(['    ', 'Rule'.padEnd(idWidth), 'Expected'.padEnd(expectedWidth), 'Got']), rule];
  for (const result of report.rules) {
    const expected = wrap(result.expected, expectedWidth);
    const got = wrap(result.actual, gotWidth);
    for (let i = 0; i < Math.max(expected.length, got.length); i += 1) {
      out.push(row([
        i === 0 ? paint(result.outcome, MARKS[result.outcome]) : '    ',
        (i === 0 ? result.id : '').padEnd(idWidth),
        (expected[i] ?? '').padEnd(expectedWidth),
        got[i] ?? '',
      ]));
    }
  }
  out.push(rule);
  const { passed, failed, skipped } = report.summary;
  out.push(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''} (${report.rules.length} rules, ${report.calls.length} calls, ${(report.durationMs / 1000).toFixed(1)} s)`);
  return `${out.join('\n')}\n`;
}
