// The report as one HTML file a merchant can open, keep and send: self-contained (no script, no request), the
// docs site's colours, failures first so the rows to fix are at the top.

const escapeHtml = (/** @type {unknown} */ value) =>
  String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const OUTCOME_LABEL = { fail: 'Fail', pass: 'Pass', skip: 'Skipped' };
const ORDER = { fail: 0, skip: 1, pass: 2 };

const STYLE = `
:root { color-scheme: light; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif; line-height: 1.5; color: #1d1d1f; }
body { margin: 0; }
header { background: #c8102e; color: #fff; padding: 0.9rem 1.5rem; }
header h1 { margin: 0; font-size: 1.25rem; }
header p { margin: 0.2rem 0 0; opacity: 0.9; font-size: 0.9rem; }
main { padding: 1rem 1.5rem 3rem; max-inline-size: 80rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.2rem 1rem; margin: 0 0 1rem; font-size: 0.92rem; }
dt { color: #5c5c66; }
dd { margin: 0; overflow-wrap: anywhere; }
.verdict { font-size: 1.1rem; font-weight: 600; padding: 0.6rem 0.9rem; border-radius: 8px; margin-block: 0.5rem 1.25rem; }
.verdict.fail { background: #fdecee; color: #8a0b20; }
.verdict.pass { background: #e8f5ec; color: #14532d; }
table { border-collapse: collapse; inline-size: 100%; font-size: 0.9rem; }
th, td { text-align: start; vertical-align: top; padding: 0.5rem 0.6rem; border-block-end: 1px solid #e1e1e6; }
thead th { background: #f4f4f7; }
td.outcome { font-weight: 700; white-space: nowrap; }
tr.fail td.outcome { color: #b00020; }
tr.pass td.outcome { color: #1b7a3a; }
tr.skip td.outcome { color: #8a5a00; }
tr.fail { background: #fff7f8; }
code { background: #f4f4f7; border-radius: 4px; padding: 0.05em 0.3em; font-size: 0.9em; overflow-wrap: anywhere; }
.section { color: #5c5c66; font-size: 0.82rem; }
h2 { font-size: 1rem; margin-block: 2rem 0.5rem; }
.calls td { font-family: ui-monospace, 'Noto Sans Mono', monospace; font-size: 0.8rem; }
/* On a phone a rule is a card: the result, the rule, then what was expected and what came back, labelled. */
@media (max-width: 44rem) {
  header, main { padding-inline: 1rem; }
  table.rules thead { display: none; }
  table.rules, table.rules tbody { display: block; }
  table.rules tr { display: block; border-block-end: 1px solid #e1e1e6; padding-block: 0.4rem; }
  table.rules td { display: block; border: 0; padding: 0.15rem 0.6rem; overflow-wrap: anywhere; }
  table.rules td[data-label]::before { content: attr(data-label) ': '; color: #5c5c66; font-weight: 600; }
  .calls td:nth-child(2) { overflow-wrap: anywhere; }
}
`;

/**
 * @param {import('./run.mjs').CheckReport} report
 * @returns {string}
 */
export function formatHtml(report) {
  const { passed, failed, skipped } = report.summary;
  const rows = [...report.rules]
    .sort((a, b) => ORDER[a.outcome] - ORDER[b.outcome])
    .map((rule) => `<tr class="${rule.outcome}"><td class="outcome">${OUTCOME_LABEL[rule.outcome]}</td>
<td><code>${escapeHtml(rule.id)}</code><br>${escapeHtml(rule.title)}<br><span class="section">Wire contract: ${escapeHtml(rule.section.replace(/`/g, ''))}</span></td>
<td data-label="Expected">${escapeHtml(rule.expected)}</td><td data-label="Got">${escapeHtml(rule.actual)}</td></tr>`)
    .join('\n');
  const calls = report.calls
    .map((call) => `<tr><td>${escapeHtml(call.method)}</td><td>${escapeHtml(call.url)}</td><td>${escapeHtml(call.status ?? call.error ?? '')}</td></tr>`)
    .join('\n');
  const verdict = failed
    ? `${failed} of ${report.rules.length} rules fail: the kit would not work as documented against this platform.`
    : 'Every rule checked passes.';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>Platform check: ${escapeHtml(report.merchant)} at ${escapeHtml(report.platform)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><h1>Platform check</h1><p>How the platform answers the mc elements wire contract</p></header>
<main>
<dl>
<dt>Platform</dt><dd>${escapeHtml(report.platform)}</dd>
<dt>App site</dt><dd>${escapeHtml(report.site)}</dd>
<dt>Merchant</dt><dd>${escapeHtml(report.merchant)}</dd>
<dt>Calls from</dt><dd>${escapeHtml(report.origin)}</dd>
<dt>Player</dt><dd>${report.user ? escapeHtml(report.user) : 'none (session rules skipped)'}</dd>
<dt>Checked</dt><dd>${escapeHtml(report.startedAt)}, ${(report.durationMs / 1000).toFixed(1)} s</dd>
</dl>
<p class="verdict ${failed ? 'fail' : 'pass'}">${escapeHtml(verdict)}<br>${passed} passed, ${failed} failed, ${skipped} skipped.</p>
<table class="rules">
<thead><tr><th scope="col">Result</th><th scope="col">Rule</th><th scope="col">Expected</th><th scope="col">Got</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<h2>Calls made</h2>
<table class="calls">
<thead><tr><th scope="col">Method</th><th scope="col">Address</th><th scope="col">Answer</th></tr></thead>
<tbody>
${calls}
</tbody>
</table>
</main>
</body>
</html>
`;
}
