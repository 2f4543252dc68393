// Violation reports of the pages' Content-Security-Policy, as the host page's server receives them: browsers
// post the legacy `application/csp-report` body (report-uri) or the Reporting API's `application/reports+json`
// list (report-to). The server keeps the latest in memory for whoever runs it (a log line each, with
// `onReport`), then hands the report on to the platform, which collects them as well (docs/wire-contract.md):
// nginx deployments send reports straight there, so the platform's list is complete either way.

/** A report is a few hundred bytes; a browser batching the Reporting API stays far below this. */
export const MAX_REPORT_BYTES = 64 * 1024;
/** Kept reports: the newest, so a page stuck in a loop of violations cannot grow the server's memory. */
export const MAX_KEPT_REPORTS = 200;
const TYPES = ['application/csp-report', 'application/reports+json', 'application/json'];
const MAX_FIELD = 500;

// Fields come from whoever posts: bounded, and without control characters, so a log line stays one line.
// eslint-disable-next-line no-control-regex
const text = (value) => (typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, MAX_FIELD).replace(/[\u0000-\u001f\u007f]/g, ' ') : '');

/**
 * The reports of a body, each as `{ document, directive, blocked, source, line, sample, disposition }`;
 * throws on a body that is neither format.
 * @param {string} type the media type, lower case, without parameters
 * @param {string} raw
 */
export function parseReports(type, raw) {
  const body = JSON.parse(raw);
  if (type === 'application/csp-report' || (body && typeof body === 'object' && 'csp-report' in body)) {
    const report = body?.['csp-report'];
    if (!report || typeof report !== 'object') throw new Error('A csp-report body holds a "csp-report" object.');
    return [{
      document: text(report['document-uri']),
      directive: text(report['effective-directive'] || report['violated-directive']),
      blocked: text(report['blocked-uri']),
      source: text(report['source-file']),
      line: text(report['line-number']),
      sample: text(report['script-sample']),
      disposition: text(report.disposition),
    }];
  }
  if (!Array.isArray(body)) throw new Error('A reports+json body is a list of reports.');
  return body
    .filter((report) => report && typeof report === 'object' && report.type === 'csp-violation' && report.body && typeof report.body === 'object')
    .map(({ url, body: report }) => ({
      document: text(report.documentURL || url),
      directive: text(report.effectiveDirective),
      blocked: text(report.blockedURL),
      source: text(report.sourceFile),
      line: text(report.lineNumber),
      sample: text(report.sample),
      disposition: text(report.disposition),
    }));
}

/** Reads at most `limit` bytes of a request body; null when it is larger. */
function readLimited(req, limit) {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length']) > limit) {
      req.resume();
      resolve(null);
      return;
    }
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * The collector: `handle(req, res)` answers a report post, `list()` gives the kept reports, oldest first.
 * @param {{ forwardTo?: string, onReport?: (report: object) => void }} [options] `forwardTo`: the platform's
 *   address of the report path, where each accepted body is posted on.
 */
export function createCspReports({ forwardTo, onReport } = {}) {
  /** @type {object[]} */
  const kept = [];
  const answer = (res, status, headers = {}) => {
    res.writeHead(status, { 'Content-Length': '0', 'Cache-Control': 'no-store', ...headers });
    res.end();
  };
  return {
    list: () => kept.slice(),
    clear: () => void kept.splice(0),
    /**
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     */
    async handle(req, res) {
      if (req.method !== 'POST') return answer(res, 405, { Allow: 'POST' });
      const type = String(req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (!TYPES.includes(type)) {
        req.resume();
        return answer(res, 415);
      }
      const raw = await readLimited(req, MAX_REPORT_BYTES);
      if (raw === null) return answer(res, 413, { Connection: 'close' });
      let reports;
      try {
        reports = parseReports(type, raw);
      } catch {
        return answer(res, 400);
      }
      for (const report of reports) {
        const entry = { ...report, receivedAt: new Date().toISOString() };
        kept.push(entry);
        onReport?.(entry);
      }
      kept.splice(0, Math.max(0, kept.length - MAX_KEPT_REPORTS));
      answer(res, 204);
      if (forwardTo && reports.length) {
        // The platform's copy is a courtesy: a platform without the path, or down, loses nothing here.
        fetch(forwardTo, { method: 'POST', headers: { 'Content-Type': type }, body: raw, signal: AbortSignal.timeout(5000) })
          .then((response) => response.arrayBuffer())
          .catch(() => {});
      }
    },
  };
}
