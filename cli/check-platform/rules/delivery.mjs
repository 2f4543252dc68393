// The rules on how the platform and the app's site serve a page on another origin: CORS for the API, and the
// asset manifests the update check reads with the kit's files they stamp. Each cites the heading of
// docs/wire-contract.md it comes from.
import { FOREIGN_ORIGIN, KIT_HEADERS } from '../probes.mjs';
import { header, isRecord, judge, lists, revalidated, shown } from './judge.mjs';

const CORS = 'Cross-origin calls (CORS)';
const FILES = 'Files the app fetches besides the API';
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'];

/** What is wrong with the credentialed CORS headers of an answer to `origin`. */
function credentialedProblems(/** @type {import('../http.mjs').Exchange} */ answer, /** @type {string} */ origin) {
  const problems = [];
  const allowed = header(answer, 'Access-Control-Allow-Origin');
  if (allowed !== origin) problems.push(`Access-Control-Allow-Origin ${shown(allowed || 'absent')}`);
  const credentials = header(answer, 'Access-Control-Allow-Credentials');
  if (credentials !== 'true') problems.push(`Access-Control-Allow-Credentials ${shown(credentials || 'absent')}`);
  return problems;
}

/** The rules on one asset manifest: its shape, and the stamps of the files it names. */
function assetManifestRules(/** @type {'app' | 'kit'} */ part, /** @type {string} */ path) {
  const manifest = part === 'app' ? 'appManifest' : 'kitManifest';
  const files = part === 'app' ? 'appFiles' : 'kitFiles';
  /** @type {import('./index.mjs').Rule[]} */
  const rules = [
    {
      id: `assets.${part}-manifest`,
      section: FILES,
      title: `${path} is the ${part === 'app' ? 'app’s' : 'kit’s'} manifest, revalidated on every use`,
      uses: [manifest],
      check(seen) {
        const answer = /** @type {import('../http.mjs').Exchange} */ (seen[manifest]);
        const body = answer.json;
        const problems = [];
        if (answer.status !== 200) problems.push(`HTTP ${answer.status}`);
        else if (!isRecord(body)) problems.push(`not JSON: ${shown(answer.text, 60)}`);
        else {
          if (typeof body.version !== 'string' || !/^[0-9a-f]{16}$/.test(body.version)) problems.push(`version ${shown(body.version)}`);
          if (!isRecord(body.files) || !Object.values(body.files).every((file) => typeof file === 'string')) problems.push(`files ${shown(body.files)}`);
          if (!Array.isArray(body.entrypoints) || !body.entrypoints.length || !body.entrypoints.every((/** @type {unknown} */ entry) => typeof entry === 'string')) problems.push(`entrypoints ${shown(body.entrypoints)}`);
        }
        const cache = header(answer, 'Cache-Control');
        if (answer.status === 200 && !revalidated(cache)) problems.push(`Cache-Control ${shown(cache || 'absent')}`);
        return judge('HTTP 200, Cache-Control: no-cache, version (16 hex digits), files: { name: path }, entrypoints: [path, ...]', problems,
          `version ${body?.version}, ${Array.isArray(body?.entrypoints) ? body.entrypoints.length : 0} entry points`);
      },
    },
    {
      id: `assets.${part}-stamps`,
      section: FILES,
      title: `The files ${path} stamps are the files served`,
      uses: [manifest, files],
      check(seen) {
        const stamped = /** @type {import('../probes.mjs').StampedFile[]} */ (seen[files]);
        const expected = 'each file of files answers HTTP 200, and its ?v= stamp is its content’s (16 hex digits of its SHA-256)';
        if (!stamped.length) return judge(expected, ['files names no file'], '');
        const problems = stamped.flatMap(({ name, path: filePath, stamp, answer }) => {
          if (answer.error) return [`${filePath}: ${answer.error}`];
          if (answer.status !== 200) return [`${filePath}: HTTP ${answer.status}`];
          if (!stamp) return [`${filePath} carries no ?v= stamp`];
          return answer.stamp === stamp ? [] : [`${name} is stamped ${stamp}, the served content’s is ${answer.stamp}`];
        });
        return judge(expected, problems, stamped.map(({ name, stamp }) => `${name} ${stamp}`).join(', '));
      },
    },
  ];
  return rules;
}

/** @type {import('./index.mjs').Rule[]} */
export const deliveryRules = [
  {
    id: 'cors.preflight',
    section: CORS,
    title: 'A preflight from the merchant’s origin is allowed, with credentials, the kit’s methods and headers',
    uses: ['preflight'],
    check({ preflight }, target) {
      const problems = [];
      if (preflight.status !== 204) problems.push(`HTTP ${preflight.status}`);
      problems.push(...credentialedProblems(preflight, target.origin));
      const methods = header(preflight, 'Access-Control-Allow-Methods');
      const missingMethods = METHODS.filter((method) => !lists(methods, method));
      if (missingMethods.length) problems.push(`Access-Control-Allow-Methods lacks ${missingMethods.join(', ')}`);
      const headers = header(preflight, 'Access-Control-Allow-Headers');
      const missingHeaders = KIT_HEADERS.filter((name) => !lists(headers, name));
      if (missingHeaders.length) problems.push(`Access-Control-Allow-Headers lacks ${missingHeaders.join(', ')}`);
      if (!/^\d+$/.test(header(preflight, 'Access-Control-Max-Age'))) problems.push(`Access-Control-Max-Age ${shown(header(preflight, 'Access-Control-Max-Age') || 'absent')}`);
      return judge(`HTTP 204 to Origin ${target.origin}: Allow-Origin that origin, Allow-Credentials true, Allow-Methods ${METHODS.join(', ')}, Allow-Headers ${KIT_HEADERS.join(', ')}, a Max-Age`,
        problems, `HTTP 204, Allow-Origin ${header(preflight, 'Access-Control-Allow-Origin')}, Max-Age ${header(preflight, 'Access-Control-Max-Age')}`);
    },
  },
  {
    id: 'cors.answer',
    section: CORS,
    title: 'Every answer to the merchant’s origin carries its CORS headers and Vary: Origin',
    uses: ['status', 'rsaKey', 'country'],
    check(seen, target) {
      const problems = ['status', 'rsaKey', 'country'].flatMap((name) => {
        const answer = /** @type {import('../http.mjs').Exchange} */ (seen[name]);
        const own = credentialedProblems(answer, target.origin);
        if (!lists(header(answer, 'Vary'), 'Origin')) own.push(`Vary ${shown(header(answer, 'Vary') || 'absent')}`);
        return own.map((problem) => `${new URL(answer.url).pathname}: ${problem}`);
      });
      return judge(`Access-Control-Allow-Origin ${target.origin}, Access-Control-Allow-Credentials true, Vary: Origin`, problems,
        'status, RSA key and country each carry them');
    },
  },
  {
    id: 'cors.foreign-origin',
    section: CORS,
    title: 'An origin the platform does not trust gets no CORS headers',
    uses: ['foreignPreflight', 'foreignAnswer'],
    check({ foreignPreflight, foreignAnswer }) {
      const problems = [foreignPreflight, foreignAnswer].flatMap((answer) => {
        const allowed = header(answer, 'Access-Control-Allow-Origin');
        return allowed ? [`${answer.method} answered Access-Control-Allow-Origin ${shown(allowed)}`] : [];
      });
      return judge(`no Access-Control-Allow-Origin for ${FOREIGN_ORIGIN} (never *, never the origin reflected)`, problems, 'none sent');
    },
  },
  ...assetManifestRules('app', '/m/asset-manifest.json'),
  ...assetManifestRules('kit', '/mobile/mc/asset-manifest.json'),
  {
    id: 'assets.cross-origin',
    section: CORS,
    title: 'The kit’s files load on any page: Access-Control-Allow-Origin * and Cross-Origin-Resource-Policy cross-origin',
    uses: ['kitFiles', 'kitEntry'],
    check({ kitFiles, kitEntry }) {
      const answers = [...(/** @type {import('../probes.mjs').StampedFile[]} */ (kitFiles ?? [])).map(({ answer }) => answer), kitEntry];
      const problems = answers.flatMap((answer) => {
        const path = new URL(answer.url).pathname;
        if (answer.error || answer.status !== 200) return [`${path}: ${answer.error ?? `HTTP ${answer.status}`}`];
        const own = [];
        if (header(answer, 'Access-Control-Allow-Origin') !== '*') own.push(`Access-Control-Allow-Origin ${shown(header(answer, 'Access-Control-Allow-Origin') || 'absent')}`);
        if (header(answer, 'Cross-Origin-Resource-Policy') !== 'cross-origin') own.push(`Cross-Origin-Resource-Policy ${shown(header(answer, 'Cross-Origin-Resource-Policy') || 'absent')}`);
        if (header(answer, 'Access-Control-Allow-Credentials') === 'true') own.push('Access-Control-Allow-Credentials true');
        return own.map((problem) => `${path}: ${problem}`);
      });
      return judge('Access-Control-Allow-Origin: *, Cross-Origin-Resource-Policy: cross-origin, no credentials', problems,
        answers.map((answer) => new URL(answer.url).pathname).join(', '));
    },
  },
];
