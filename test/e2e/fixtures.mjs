// What every journey shares: a freshly reset sandbox platform, a watch on the page for console errors,
// uncaught exceptions, Content-Security-Policy violations and violation reports (any of them fails the test
// unless the test allows it explicitly), and small helpers for the sandbox's control API and the login form.
import { test as base, expect } from '@playwright/test';
import { createWpsClient } from '../../sandbox/wps-client.mjs';

export { expect };

export const DEMO = { username: 'demo', password: 'demo1234' };

/**
 * The addresses of this worker's own host page and sandbox (test/e2e/global-setup.mjs starts one pair per
 * worker). Outside a test (no worker index yet) the first pair's.
 */
export function servers() {
  let slot = 0;
  try {
    slot = base.info().parallelIndex;
  } catch {
    /* not inside a test */
  }
  const pick = (name) => process.env[`${name}_${slot}`] ?? process.env[name];
  const baseURL = pick('E2E_BASE_URL');
  const sandboxURL = pick('E2E_SANDBOX_URL');
  if (!baseURL || !sandboxURL) {
    throw new Error('E2E_BASE_URL and E2E_SANDBOX_URL are not set: the journeys run through playwright.config.mjs and its global setup.');
  }
  return { baseURL, sandboxURL, port: Number(new URL(baseURL).port) };
}

const sandboxUrl = () => servers().sandboxURL;

/** Calls the sandbox's control API (docs/wire-contract.md), failing loudly on anything but success. */
export async function control(method, path, body) {
  const response = await fetch(new URL(path, sandboxUrl()), {
    method,
    headers: { Merchant: 'DEMO', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json().catch(() => null);
  if (!response.ok || !answer?.success) {
    throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  }
  return answer.value;
}

export const sandbox = {
  reset: () => control('POST', '/__sandbox/reset'),
  status: (overrides) => control('POST', '/__sandbox/status', overrides),
  switches: (values) => control('POST', '/__sandbox/switches', values),
  /** The /wps calls the sandbox received whose path starts with `path`, oldest first. */
  requests: (path = '') => control('GET', `/__sandbox/requests?path=${encodeURIComponent(path)}`),
  players: (player) => control('POST', '/__sandbox/players', player),
  faults: (fault) => control('POST', '/__sandbox/faults', fault),
  /** `{ published?, line?, state?, latencyMs? }`: the domain list and each line's health (sandbox/README.md). */
  lines: (change) => (change ? control('POST', '/__sandbox/lines', change) : control('GET', '/__sandbox/lines')),
  support: (change) => control('POST', '/__sandbox/support', change),
  /** The violation reports the platform received since the last reset (POST /wps/csp-report), oldest first. */
  cspReports: () => control('GET', '/__sandbox/csp-reports'),
};

/**
 * The violation reports the browser has queued for the policy's `report-to` endpoint, in the context of a page:
 * `{ id, destination, directive, blocked, source, document }`. Chromium queues a report at once but uploads in
 * batches, and over plain http on loopback it never uploads here (and it ignores report-uri once report-to is
 * present), so the journeys read the queue itself through the DevTools protocol. The session is opened only
 * for the look: one kept open beside Playwright's would undo its offline emulation.
 */
export async function queuedReports(page) {
  const reports = [];
  let session;
  try {
    session = await page.context().newCDPSession(page);
    session.on('Network.reportingApiReportAdded', ({ report }) => {
      if (report.type !== 'csp-violation') return;
      const body = report.body ?? {};
      reports.push({
        id: report.id, destination: report.destination, directive: body.effectiveDirective, blocked: body.blockedURL,
        source: body.sourceFile ? `${body.sourceFile}:${body.lineNumber}` : '', document: report.initiatorUrl,
      });
    });
    // Enabling hands over the reports already queued, one event each.
    await session.send('Network.enableReportingApi', { enable: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
  } catch {
    // The page closed meanwhile: its violations were seen by the page-level watch.
  } finally {
    await session?.detach().catch(() => {});
  }
  return reports;
}

/**
 * Adds to `problems` the reports queued in a context that is about to close, each once: those of the documents
 * its pages show at the end. A document a page has left takes its queue along; the page-level watch (the
 * `securitypolicyviolation` event, the same violations) has seen those.
 */
async function collectQueuedReports(context, problems) {
  const seen = new Set();
  for (const page of context.pages()) {
    for (const report of await queuedReports(page)) {
      if (seen.has(report.id)) continue;
      seen.add(report.id);
      problems.push({ kind: `csp-report to ${report.destination}`, url: report.document, text: `${report.directive} blocked ${report.blocked}${report.source ? ` in ${report.source}` : ''}` });
    }
  }
}

/**
 * Records into `problems` what the context's pages report: console errors, uncaught exceptions, and every
 * security-policy violation. A violation's event fires in the page (also from shadow roots, since it is
 * composed), and a binding carries it out at once, before the page can navigate away.
 */
async function watchContext(context, problems) {
  await context.exposeBinding('__e2eReportViolation', ({ page }, violation) => {
    problems.push({ kind: 'csp', url: page?.url(), text: JSON.stringify(violation) });
  });
  await context.addInitScript(() => {
    window.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const violation = {
          directive: event.effectiveDirective || event.violatedDirective,
          blocked: event.blockedURI,
          source: event.sourceFile,
          line: event.lineNumber,
          sample: event.sample,
        };
        window.__e2eViolations = [...(window.__e2eViolations ?? []), violation];
        window.__e2eReportViolation?.(violation);
      },
      true,
    );
  });
  context.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /Content Security Policy/i.test(text)) {
      const where = message.location();
      problems.push({ kind: `console.${message.type()}`, url: where?.url, text });
    }
  });
  context.on('weberror', (error) => {
    problems.push({ kind: 'pageerror', url: error.page()?.url(), text: String(error.error()?.stack ?? error.error()) });
  });
}

/** Device and locale settings of the project, so that contexts a test opens itself emulate the same phone. */
const CONTEXT_OPTIONS = ['viewport', 'screen', 'userAgent', 'deviceScaleFactor', 'isMobile', 'hasTouch', 'locale', 'timezoneId', 'serviceWorkers'];

// Playwright reads a fixture's dependencies from the destructuring pattern of its first parameter, so a
// fixture that needs none must still write `{}`.
/* eslint-disable no-empty-pattern */
export const test = base.extend({
  /** This worker's own host page (the configuration's baseURL is the first worker's). */
  baseURL: async ({}, use) => use(servers().baseURL),

  /**
   * Everything the watched pages reported: `{ kind, text, url }`. A journey that provokes an error on purpose
   * calls `problems.allow(/pattern/)`; anything else left at the end fails the test.
   */
  problems: async ({}, use) => {
    const found = [];
    const allowed = [];
    found.allow = (...patterns) => allowed.push(...patterns);
    await use(found);
    // Reports that reached the platform (a browser that posts them at once, or a journey's own host page).
    for (const report of await sandbox.cspReports()) {
      found.push({ kind: 'csp-report received', url: report.document, text: `${report.directive} blocked ${report.blocked}` });
    }
    const unexpected = found.filter((problem) => !allowed.some((pattern) => pattern.test(problem.text)));
    expect(
      unexpected,
      `The pages reported errors or security-policy violations:\n${unexpected
        .map((p) => `  [${p.kind}] ${p.text}${p.url ? ` (at ${p.url})` : ''}`)
        .join('\n')}`,
    ).toEqual([]);
  },

  // Every test starts from the seeded platform: the demo merchant and player, no sessions, no faults, an
  // empty request log.
  resetSandbox: [
    async ({}, use) => {
      await sandbox.reset();
      await use();
    },
    { auto: true },
  ],

  context: async ({ context, problems }, use) => {
    await watchContext(context, problems);
    await use(context);
    await collectQueuedReports(context, problems);
  },

  /** Opens another watched browser context emulating the same device: another browser, nothing stored. */
  newContext: async ({ browser, problems }, use, testInfo) => {
    const opened = [];
    await use(async (overrides = {}) => {
      const options = { baseURL: servers().baseURL };
      for (const name of CONTEXT_OPTIONS) {
        if (testInfo.project.use[name] !== undefined) options[name] = testInfo.project.use[name];
      }
      const context = await browser.newContext({ ...options, ...overrides });
      opened.push(context);
      await watchContext(context, problems);
      return context;
    });
    for (const context of opened) await collectQueuedReports(context, problems);
    await Promise.all(opened.map((context) => context.close()));
  },
});
/* eslint-enable no-empty-pattern */

/** Tag of journeys that also run on the iPhone (playwright.config.mjs): its own paths, its narrower screen, the main flows. */
export const EVERY_DEVICE = '@every-device';

/** Makes the pages of a context start in a language, as a player who chose it before. */
export async function useLanguage(context, code) {
  await context.addInitScript((language) => {
    if (location.protocol.startsWith('http') && !localStorage.getItem('language')) localStorage.setItem('language', language);
  }, code);
}

/** Labels of the login form, per language (src/i18n/locales). */
export const LABELS = {
  CN: { username: '用户名', password: '密码', submit: '登录', title: '登录', logout: '退出登录', confirm: '确定', notice: '提示' },
  EN: { username: 'User name', password: 'Password', submit: 'Log in', title: 'Log in', logout: 'Log out', confirm: 'Confirm', notice: 'Notice' },
};

/** The login form's controls, found the way a player (or a screen reader) finds them. */
export function loginForm(page, labels = LABELS.CN) {
  return {
    username: page.getByLabel(labels.username, { exact: true }),
    password: page.getByLabel(labels.password, { exact: true }),
    submit: page.getByRole('button', { name: labels.submit, exact: true }),
  };
}

/** Logs in through the form on the current page and waits for the home page. */
export async function logInThroughForm(page, { username, password } = DEMO, labels = LABELS.CN) {
  const form = loginForm(page, labels);
  await form.username.fill(username);
  await form.password.fill(password);
  await form.submit.click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('welcome')).toContainText(username);
}

/**
 * Starts a member session without the login form, for journeys that are not about logging in: the platform's
 * login call is made from here, and the page opens `path` with the token in the address, as a link of the
 * platform's hands it over (SPEC §3; the kit stores it and takes it out of the address). Returns the token.
 */
export async function logInByToken(page, path = '/m/home', player = DEMO) {
  const token = await memberToken(player);
  await page.goto(withToken(path, token));
  return token;
}

/** A session token for a player, from the platform's login call made here (no page involved). */
export async function memberToken({ username, password } = DEMO) {
  const answer = await createWpsClient({ url: sandboxUrl() }).login(username, password);
  const token = answer?.value?.token;
  if (!answer?.success || !token) throw new Error(`logging ${username} in answered ${JSON.stringify(answer)}`);
  return token;
}

/** `path` with the session token in its address, as the platform's links hand it over. */
export function withToken(path, token) {
  const url = new URL(path, 'http://x');
  url.searchParams.set('token', token);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The stored session (SPEC §3), or null. */
export function storedSession(page) {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null'));
}

/**
 * A push service that has not asked the player yet (the push adapter's surface, handed to the kit through its
 * configuration global), so that the opt-in prompt can come up; `onlyUnder` limits it to pages under a path.
 */
export async function pushNotAskedYet(context, { onlyUnder = '' } = {}) {
  await context.addInitScript((prefix) => {
    if (prefix && !location.pathname.startsWith(prefix)) return;
    window.__mcElementsConfig = {
      pushAdapter: {
        permission: () => 'default',
        requestPermission: async () => 'default',
        getToken: async () => null,
        deleteToken: async () => true,
        onMessage: () => () => {},
      },
    };
  }, onlyUnder);
}
