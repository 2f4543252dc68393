// What the fault journeys (test/e2e/faults.spec.mjs) share: the faults a bad platform can answer with, put on
// the page's platform calls with page.route so that they can be lifted for the retry, and the checks every
// case makes of what the player sees.
import { DEMO_ANNOUNCEMENTS } from '../../sandbox/content.mjs';
import { control, expect, memberToken, sandbox, useLanguage } from './fixtures.mjs';

/** How often the checks below look again: short, since the matrix repeats them a hundred times. */
const intervals = [100, 200, 300];

/** The platform's calls; images under /wps/static are not calls and load as usual. */
export const API = /\/wps\/(?!static\/)/;

/** The server's message of the unknown-code fault: shown to the player, it must read as this text. */
export const SERVER_MESSAGE = '<b>Bad</b> thing';

const json = (body, status = 200) => (route) => route.fulfill({ status, contentType: 'application/json', body });

/** Every fault but the stall (faults.spec.mjs runs the stall once, for all pages at the same time). */
export const FAULTS = {
  'HTTP 500 with an HTML body': (route) =>
    route.fulfill({ status: 500, contentType: 'text/html', body: '<html><body><h1>Internal Server Error</h1></body></html>' }),
  'malformed JSON': json('{"success":true,"value":{'),
  'value null': json('{"success":true,"value":null}'),
  'value []': json('{"success":true,"value":[]}'),
  'network failure': (route) => route.abort('failed'),
  'unknown code with HTML in its message': json(JSON.stringify({ success: false, errorCode: 'weird.code', message: SERVER_MESSAGE })),
};

/** A stall longer than the launch's 10 s limit; every other call of the kit allows 30 s. */
export const STALL_MS = 12_000;

export function stall(route) {
  return new Promise((resolve) => setTimeout(resolve, STALL_MS)).then(() => route.continue().catch(() => {}));
}

/** The platform calls each page has out, counted from the browser's side. */
const outstanding = new WeakMap();

function watchCalls(page) {
  if (outstanding.has(page)) return;
  const calls = new Set();
  outstanding.set(page, calls);
  const isCall = (request) => API.test(new URL(request.url()).pathname);
  page.on('request', (request) => isCall(request) && calls.add(request));
  for (const end of ['requestfinished', 'requestfailed']) page.on(end, (request) => calls.delete(request));
}

/**
 * Puts `fault` on the platform calls matching `match` (all of them by default), replacing any earlier one. A
 * fault is lifted once the calls made under it have been answered: a retry then meets the platform as it is,
 * not a call still out from before (which the app rightly shares).
 */
export async function setFault(page, fault, match = API) {
  watchCalls(page);
  // A call made just before the lift may be a stalled one: its answer takes the stall's length.
  if (!fault) await expect.poll(() => outstanding.get(page).size, { message: 'calls still out under the fault', intervals, timeout: STALL_MS + 7_000 }).toBe(0);
  await page.unroute(match);
  if (fault) await page.route(match, fault);
}

/**
 * The console lines a failing platform makes the browser write (a failed resource, an aborted request): what
 * the pages do about the failure is checked here, so only these are allowed. Uncaught errors never are.
 */
export function allowNetworkNoise(problems) {
  problems.allow(/Failed to load resource/, /net::ERR_/);
}

/**
 * A demo player with the reward center and the referral promotion on (so that every member page has something
 * to show), and the marquee's lines but no popups (test/e2e/popups.spec.mjs has them); returns a session token
 * the pages take from the address, as from a link of the platform's, and sets the pages' language to English.
 */
export async function signIn(page, context) {
  await sandbox.switches({ REWCEN3: true });
  await control('POST', '/__sandbox/content', { announcements: DEMO_ANNOUNCEMENTS.filter((item) => item.types === 'MQ') });
  await control('POST', '/__sandbox/promotions', { REFERRAL: { enabled: true, count: 1 } });
  await useLanguage(context, 'EN');
  return memberToken();
}

/**
 * The parts of the page that show nothing: an `mc-*` element that takes room but has no text and is not in its
 * `empty` state, or anything still marked busy. Looks into every shadow root of the page's main area.
 */
function blankParts() {
  const found = [];
  const walk = (root) => {
    for (const element of root.querySelectorAll('*')) {
      const name = element.localName + (element.getAttribute('target') ? `[${element.getAttribute('target')}]` : '');
      if (element.getAttribute('aria-busy') === 'true' && element.getClientRects().length) found.push(`${name} busy`);
      if (element.localName.startsWith('mc-')) {
        const box = element.getBoundingClientRect();
        const root = element.shadowRoot ?? element;
        // Text, or pictures (a banner is all pictures).
        const text = root.textContent.trim() || (root.querySelector('img[src]') ? 'img' : '');
        let empty = false;
        try {
          empty = element.matches(':state(empty)');
        } catch {
          /* no custom states */
        }
        if (box.width * box.height > 0 && !text && !empty) found.push(`${name} blank ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
      if (element.shadowRoot) walk(element.shadowRoot);
    }
  };
  walk(document.getElementById('app'));
  return found;
}

/** Markup of the server's message that became elements instead of text, anywhere on the page. */
function markupFromServer() {
  const found = [];
  const walk = (root) => {
    for (const element of root.querySelectorAll('*')) {
      if (element.localName === 'b' && element.textContent === 'Bad') found.push(element.parentElement?.outerHTML ?? 'b');
      if (element.shadowRoot) walk(element.shadowRoot);
    }
  };
  walk(document);
  return found;
}

/** All the text the player can read, shadow roots included. */
function pageText() {
  const parts = [];
  const walk = (root) => {
    for (const node of root.childNodes) {
      if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent);
      else if (node.nodeType === Node.ELEMENT_NODE && !['SCRIPT', 'STYLE', 'TEMPLATE'].includes(node.nodeName)) {
        if (node.shadowRoot) walk(node.shadowRoot);
        walk(node);
      }
    }
  };
  walk(document.body);
  return parts.join(' ');
}

/** What the browser or a script says about a failure, which a player must never read in its place. */
const RAW_ERRORS = /Failed to fetch|NetworkError|TypeError|SyntaxError|Unexpected (token|end)|JSON|\[object Object\]|\bNaN\b/;

/** Settles and checks a page under a fault: nothing blank, nothing busy for good, no raw error, no server markup. */
export async function expectNothingBlank(page, timeout = undefined) {
  await expect.poll(() => page.evaluate(blankParts), { message: 'parts of the page left blank or busy', timeout, intervals }).toEqual([]);
  expect(await page.evaluate(markupFromServer), 'server markup rendered as markup').toEqual([]);
  expect(await page.evaluate(pageText), 'a raw error shown to the player').not.toMatch(RAW_ERRORS);
}

/** The unknown-code fault's message is on the page, as text. */
export async function expectServerMessage(page, within = page) {
  await expect(within.getByText(SERVER_MESSAGE, { exact: true }).first()).toBeVisible();
  expect(await page.evaluate(markupFromServer), 'server markup rendered as markup').toEqual([]);
}

/** Closes the notices the failures raised (a notice covers the page, and its retry buttons). */
export async function closeNotices(page) {
  const dialogs = page.getByRole('alertdialog').filter({ has: page.getByRole('button', { name: 'Confirm' }) });
  // Calls still out when the fault was lifted may fail and tell so after the first notice closed.
  await expect
    .poll(async () => {
      if (await dialogs.count()) await dialogs.first().getByRole('button', { name: 'Confirm' }).click({ timeout: 1000 }).catch(() => {});
      return dialogs.count();
    }, { message: 'notices left open', timeout: 10_000, intervals })
    .toBe(0);
}

/** Presses every retry button the page's main area shows (the fault lifted first). */
export async function retryAll(page) {
  const buttons = page.locator('#app').getByRole('button', { name: 'Retry', exact: true });
  // Each press may re-render its element: press the first until none is left. A call that was out when the
  // fault was lifted may still raise a notice over the page, which is closed first.
  for (let left = 10; left > 0; left--) {
    await closeNotices(page);
    if (!(await buttons.count())) return;
    await buttons.first().click({ timeout: 2000 }).catch(() => {});
  }
}
