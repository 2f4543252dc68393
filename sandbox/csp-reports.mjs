// POST /wps/csp-report: the violation reports of the pages' Content-Security-Policy (docs/wire-contract.md).
// Browsers post the legacy `application/csp-report` body (report-uri) or the Reporting API's
// `application/reports+json` list (report-to), with no Merchant header and no session. The sandbox keeps the
// newest in memory, bounded, for the control API (GET /__sandbox/csp-reports), which journeys read to fail on
// any report; a reset clears them.

import { BodyTooLargeError, ok, readBody } from './http.mjs';

export const CSP_REPORT_PATH = '/wps/csp-report';
const MAX_REPORT_BYTES = 64 * 1024;
const MAX_REPORTS = 200;
const MAX_FIELD = 500;
const TYPES = ['application/csp-report', 'application/reports+json', 'application/json'];

/** @type {WeakMap<object, object[]>} */
const lists = new WeakMap();

/** @param {object} sandboxState */
function listOf(sandboxState) {
  let list = lists.get(sandboxState);
  if (!list) {
    list = [];
    lists.set(sandboxState, list);
  }
  return list;
}

/** @param {unknown} value */
const field = (value) => (typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, MAX_FIELD) : '');

/**
 * The reports of a body, in one shape whatever the format; throws on anything else.
 * @param {string} type
 * @param {string} raw
 */
export function readReports(type, raw) {
  const body = JSON.parse(raw);
  if (type === 'application/csp-report' || (body && typeof body === 'object' && !Array.isArray(body))) {
    const report = body?.['csp-report'];
    if (!report || typeof report !== 'object') throw new Error('no csp-report object');
    return [{
      format: 'csp-report',
      document: field(report['document-uri']),
      directive: field(report['effective-directive'] || report['violated-directive']),
      blocked: field(report['blocked-uri']),
      source: field(report['source-file']),
      line: field(report['line-number']),
      sample: field(report['script-sample']),
      disposition: field(report.disposition),
    }];
  }
  if (!Array.isArray(body)) throw new Error('not a list of reports');
  return body
    .filter((report) => report?.type === 'csp-violation' && report.body && typeof report.body === 'object')
    .map((report) => ({
      format: 'reports+json',
      document: field(report.body.documentURL || report.url),
      directive: field(report.body.effectiveDirective),
      blocked: field(report.body.blockedURL),
      source: field(report.body.sourceFile),
      line: field(report.body.lineNumber),
      sample: field(report.body.sample),
      disposition: field(report.body.disposition),
    }));
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {Record<string, string>} [headers]
 */
function answer(res, status, headers = {}) {
  res.writeHead(status, { 'Content-Length': '0', 'Cache-Control': 'no-store', ...headers });
  res.end();
}

/**
 * Answers a report post: 204 when taken, 405 for another method, 415 for another media type, 413 above the
 * size bound, 400 for a body that is not a report.
 * @param {object} sandboxState
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export async function receiveCspReport(sandboxState, req, res) {
  if (req.method !== 'POST') {
    req.resume();
    return answer(res, 405, { Allow: 'POST' });
  }
  const type = String(req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!TYPES.includes(type)) {
    req.resume();
    return answer(res, 415);
  }
  let raw;
  try {
    raw = await readBody(req, MAX_REPORT_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return answer(res, 413, { Connection: 'close' });
    throw error;
  }
  let reports;
  try {
    reports = readReports(type, raw);
  } catch {
    return answer(res, 400);
  }
  const list = listOf(sandboxState);
  const receivedAt = new Date().toISOString();
  for (const report of reports) list.push({ ...report, receivedAt });
  list.splice(0, Math.max(0, list.length - MAX_REPORTS));
  return answer(res, 204);
}

/** @param {object} sandboxState */
export function resetCspReports(sandboxState) {
  lists.delete(sandboxState);
}

/** Control calls (docs/wire-contract.md): the reports received since the last reset, oldest first. */
export const cspReportControlRoutes = {
  /** @param {{ state: object }} ctx */
  'GET /__sandbox/csp-reports': (ctx) => ok(listOf(ctx.state).slice()),
  /** @param {{ state: object }} ctx */
  'DELETE /__sandbox/csp-reports': (ctx) => {
    resetCspReports(ctx.state);
    return ok(null);
  },
};
