// The calls the check makes, in order, the way the kit makes them: the same paths, query, headers and envelope.
// Every call is a read but the login and the logout, which make and end the check's own session; nothing else
// is written on the platform. The answers are kept by name for the rules (rules/).
import { encryptEnvelope } from './envelope.mjs';
import { exchange } from './http.mjs';

/** An origin no platform trusts: the check expects it to get no CORS headers. */
export const FOREIGN_ORIGIN = 'https://conformance-check.invalid';

/** The request headers the kit may send cross-origin, which a preflight must allow (wire contract, CORS). */
export const KIT_HEADERS = ['Authorization', 'Merchant', 'Language', 'ModuleId', 'Device', 'Encryption', 'X-Digest', 'X-RSA', 'Content-Type'];

/** What the check sends as the device id of its login, so a platform's logs show where the session came from. */
const LOGIN_DEVICE_ID = 'mc-elements-check-platform';

/**
 * The address of a path on the platform. As the kit does, the path goes after the address as given, so a
 * platform under a prefix (`https://merchant.example/gateway`) is called there.
 * @param {string} platform
 * @param {string} path
 */
export const apiAddress = (platform, path) => new URL(`${platform.replace(/\/+$/, '')}${path}`);

/**
 * @typedef {object} CheckTarget
 * @property {string} platform the API's address (`data-api`)
 * @property {string} site where the /m app and the kit's files are served
 * @property {string} merchant the merchant code (`data-merchant`)
 * @property {string} origin the page origin the calls come from, one the platform trusts
 * @property {string} language the `Language` header
 * @property {{ user: string, password: string } | null} credentials a player to log in with, or none
 * @property {number} timeoutMs per call
 */

/**
 * @typedef {import('./http.mjs').Exchange} Exchange
 * @typedef {{ name: string, path: string, stamp: string | null, answer: Exchange }} StampedFile
 * @typedef {Record<string, any>} Observations the answers by name: an Exchange, or a list of StampedFile for `appFiles` and `kitFiles`
 */

/**
 * Makes every call and hands back the answers by name.
 * @param {CheckTarget} target
 * @returns {Promise<Observations>}
 */
export async function observe(target) {
  const { platform, site, merchant, origin, language, timeoutMs } = target;
  const api = (/** @type {string} */ path) => apiAddress(platform, path);
  const base = { Merchant: merchant, Language: language, Origin: origin };
  /** @param {string} path @param {Record<string, string>} [headers] */
  const get = (path, headers = base) => exchange({ url: api(path), headers, timeoutMs });
  /** @type {Observations} */
  const seen = {};

  const page = new URL('/m/home', site);
  seen.status = await get(`/wps/system/status?${new URLSearchParams({ device: 'MOBILE', track: '', originalDomain: page.host, url: page.href, _: String(Date.now()) })}`);
  seen.rsaKey = await get(`/wps/session/key/rsa?_=${Date.now()}`);
  seen.country = await get(`/wps/system/country?_=${encodeURIComponent(merchant)}`);
  seen.ping = await get('/wps/system/test/ping');
  // The browser fetches the manifest for <link rel="manifest">: no custom header, the merchant in the query.
  seen.manifest = await get(`/wps/system/manifest.json?merchantCode=${encodeURIComponent(merchant)}`, {});
  seen.unknownToken = await get('/wps/member/info', { ...base, Authorization: 'mc-elements-check-platform-unknown-token' });
  // An envelope that cannot be opened: the platform must refuse it before reading anything.
  seen.badEnvelope = await exchange({
    method: 'POST', url: api('/wps/session/login'), timeoutMs,
    headers: { ...base, Encryption: 'true', 'X-RSA': 'AAAA', 'X-Digest': '0'.repeat(32) }, body: { value: 'AAAAAAAAAAA=' },
  });

  const preflight = (/** @type {string} */ from) => exchange({
    method: 'OPTIONS', url: api('/wps/session/login'), timeoutMs,
    headers: { Origin: from, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': KIT_HEADERS.join(',').toLowerCase() },
  });
  seen.preflight = await preflight(origin);
  seen.foreignPreflight = await preflight(FOREIGN_ORIGIN);
  seen.foreignAnswer = await get('/wps/system/test/ping', { ...base, Origin: FOREIGN_ORIGIN });

  seen.appManifest = await exchange({ url: new URL(`/m/asset-manifest.json?_=${Date.now()}`, site), timeoutMs });
  seen.kitManifest = await exchange({ url: new URL(`/mobile/mc/asset-manifest.json?_=${Date.now()}`, site), timeoutMs });
  seen.appFiles = await stampedFiles(seen.appManifest, site, timeoutMs);
  seen.kitFiles = await stampedFiles(seen.kitManifest, site, timeoutMs);
  const entry = seen.kitManifest.json?.entrypoints?.[0];
  if (typeof entry === 'string') {
    seen.kitEntry = await exchange({ url: new URL(`/m/assets/${entry}`, site), headers: { Origin: FOREIGN_ORIGIN }, timeoutMs });
  }

  if (target.credentials) await logInAndOut(target, seen, get);
  return seen;
}

/**
 * The files an asset manifest stamps (`files`), each fetched from a page on another site, as a merchant's page
 * loads the kit's loader.
 * @param {Exchange} manifest
 * @param {string} site
 * @param {number} timeoutMs
 * @returns {Promise<StampedFile[] | undefined>}
 */
async function stampedFiles(manifest, site, timeoutMs) {
  const files = manifest.json?.files;
  if (!files || typeof files !== 'object') return undefined;
  /** @type {StampedFile[]} */
  const fetched = [];
  for (const [name, path] of Object.entries(files)) {
    if (typeof path !== 'string') continue;
    const url = new URL(path, site);
    const answer = await exchange({ url, headers: { Origin: FOREIGN_ORIGIN }, timeoutMs });
    fetched.push({ name, path, stamp: url.searchParams.get('v'), answer });
  }
  return fetched;
}

/**
 * Logs in over the envelope, reads the member, logs out, and reads the member again with the ended token.
 * @param {CheckTarget} target
 * @param {Observations} seen
 * @param {(path: string, headers?: Record<string, string>) => Promise<Exchange>} get
 */
async function logInAndOut(target, seen, get) {
  const { platform, merchant, origin, language, timeoutMs } = target;
  const base = { Merchant: merchant, Language: language, Origin: origin };
  const url = apiAddress(platform, '/wps/session/login');
  const { user, password } = /** @type {{ user: string, password: string }} */ (target.credentials);
  const key = seen.rsaKey?.json?.value;
  let envelope;
  try {
    envelope = encryptEnvelope({ username: user, password, type: 'username', loginDeviceId: LOGIN_DEVICE_ID, isOfficialAppLogin: false }, key);
  } catch (error) {
    seen.login = { method: 'POST', url: url.href, sent: base, error: `could not encrypt with the served key (${/** @type {Error} */ (error).message})` };
    return;
  }
  seen.login = await exchange({ method: 'POST', url, headers: { ...base, ...envelope.headers }, body: envelope.body, timeoutMs });
  const token = seen.login.json?.value?.token;
  if (typeof token !== 'string' || !token) return;
  const withToken = { ...base, Authorization: token };
  seen.memberInfo = await get('/wps/member/info', withToken);
  seen.logout = await exchange({ method: 'POST', url: apiAddress(platform, '/wps/session/logout'), headers: withToken, body: {}, timeoutMs });
  seen.afterLogout = await get('/wps/member/info', withToken);
}
