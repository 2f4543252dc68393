// The rules on the platform's public answers: status, the RSA key, country, ping, the web app manifest, and the
// failures every call shares. Each cites the heading of docs/wire-contract.md it comes from.
import { parsePublicKey } from '../envelope.mjs';
import { envelopeProblems, failureProblems, header, isRecord, judge, revalidated, shown } from './judge.mjs';

const CS_TYPES = ['AICAN', 'MIDUOKE', 'LIVECHAT', 'COMM100', 'COMM100VIP'];
const COUNTRY_FIELDS = {
  countryCode: /^[A-Z]{2}$/,
  countryDialingCode: /^\+\d{1,4}$/,
  currency: /^[A-Z]{3}$/,
  currencySymbol: /\S/,
};

/** What is wrong with one country record: each field present and of its form. */
function countryProblems(/** @type {any} */ country, /** @type {string} */ where) {
  if (!isRecord(country)) return [`${where} is ${shown(country)}`];
  return Object.entries(COUNTRY_FIELDS)
    .filter(([field, form]) => typeof country[field] !== 'string' || !form.test(country[field]))
    .map(([field]) => (field in country ? `${where}.${field} is ${shown(country[field])}` : `${where}.${field} missing (has ${Object.keys(country).join(', ')})`));
}

/** @type {import('./index.mjs').Rule[]} */
export const platformRules = [
  {
    id: 'status.answer',
    section: '`GET /wps/system/status`',
    title: 'The status answers the envelope with info, location and the state flags',
    uses: ['status'],
    check({ status }) {
      const problems = envelopeProblems(status);
      const value = status.json?.value;
      if (!problems.length) {
        if (!isRecord(value?.info)) problems.push(`value.info is ${shown(value?.info)}`);
        if (typeof value?.location?.ip !== 'string') problems.push(`value.location.ip is ${shown(value?.location?.ip)}`);
        for (const flag of ['test', 'maintenance', 'regionRestriction']) {
          if (typeof value?.[flag] !== 'boolean') problems.push(`value.${flag} is ${shown(value?.[flag])}`);
        }
      }
      return judge('HTTP 200, success: true, value.info, value.location.ip, boolean test, maintenance, regionRestriction', problems,
        `maintenance ${value?.maintenance}, regionRestriction ${value?.regionRestriction}, ip ${value?.location?.ip}`);
    },
  },
  {
    id: 'status.merchant',
    section: '`GET /wps/system/status`',
    title: 'The status is the merchant’s own',
    uses: ['status'],
    check({ status }, target) {
      const code = status.json?.value?.info?.merchantCode;
      return judge(`info.merchantCode ${shown(target.merchant)}`, code === target.merchant ? [] : [`info.merchantCode ${shown(code)}`], `info.merchantCode ${shown(code)}`);
    },
  },
  {
    id: 'status.switches',
    section: '`GET /wps/system/status`',
    title: 'The merchant switches are a record of booleans',
    uses: ['status'],
    check({ status }) {
      const switches = status.json?.value?.info?.switches;
      if (!isRecord(switches)) return judge('info.switches: { NAME: boolean }', [`info.switches is ${shown(switches)}`], '');
      const wrong = Object.entries(switches).filter(([, on]) => typeof on !== 'boolean').map(([name, on]) => `${name}: ${shown(on)}`);
      const on = Object.entries(switches).filter(([, value]) => value === true).map(([name]) => name);
      return judge('info.switches: { NAME: boolean }', wrong, `${Object.keys(switches).length} switches, on: ${on.join(', ') || 'none'}`);
    },
  },
  {
    id: 'status.settings',
    section: '`GET /wps/system/status`',
    title: 'Customer service entries and responsible-gaming settings have their documented shapes',
    uses: ['status'],
    check({ status }) {
      const info = status.json?.value?.info ?? {};
      const problems = [];
      const service = info.customerService ?? [];
      if (!Array.isArray(service)) problems.push(`info.customerService is ${shown(service)}`);
      else service.filter((entry) => !CS_TYPES.includes(entry?.csType) || typeof entry?.path !== 'string')
        .forEach((entry) => problems.push(`customer service entry ${shown(entry, 60)}`));
      const rg = info.responsibleGaming;
      if (rg !== undefined && rg !== null) {
        if (!isRecord(rg)) problems.push(`info.responsibleGaming is ${shown(rg)}`);
        else {
          if (rg.realityCheckMinutes !== null && rg.realityCheckMinutes !== undefined && !(Number.isInteger(rg.realityCheckMinutes) && rg.realityCheckMinutes > 0)) problems.push(`realityCheckMinutes ${shown(rg.realityCheckMinutes)}`);
          for (const field of ['termsUrl', 'termsVersion']) if (rg[field] !== null && rg[field] !== undefined && typeof rg[field] !== 'string') problems.push(`${field} ${shown(rg[field])}`);
        }
      }
      return judge('customerService: [{ csType of AICAN|MIDUOKE|LIVECHAT|COMM100|COMM100VIP, path }], responsibleGaming fields typed or null', problems,
        `${Array.isArray(service) ? service.length : 0} customer service entries; terms ${rg?.termsUrl ? `version ${shown(rg.termsVersion)}` : 'none'}`);
    },
  },
  {
    id: 'status.not-cached',
    section: 'Paths',
    title: 'The status is never cached',
    uses: ['status'],
    check({ status }) {
      const value = header(status, 'Cache-Control');
      return judge('Cache-Control: no-store or no-cache', revalidated(value) ? [] : [`Cache-Control ${shown(value || 'absent')}`], `Cache-Control: ${value}`);
    },
  },
  {
    id: 'rsa.key',
    section: 'Encrypted bodies (POST, PUT, DELETE marked "enc")',
    title: 'The RSA key is served as base64 DER SubjectPublicKeyInfo (or PEM)',
    uses: ['rsaKey'],
    check({ rsaKey }) {
      const expected = 'success: true, value: an RSA public key, base64 DER SubjectPublicKeyInfo or PEM';
      const problems = envelopeProblems(rsaKey);
      if (problems.length) return judge(expected, problems, '');
      try {
        const key = parsePublicKey(String(rsaKey.json.value));
        return judge(expected, [], `RSA ${key.n.bitLength()} bits`);
      } catch (error) {
        return judge(expected, [`value ${shown(rsaKey.json.value, 40)} is not a key (${/** @type {Error} */ (error).message})`], '');
      }
    },
  },
  {
    id: 'country.fields',
    section: 'Paths',
    title: 'The country names the merchant’s country, dialling code and currency',
    uses: ['country'],
    check({ country }) {
      const problems = envelopeProblems(country);
      const value = country.json?.value;
      if (!problems.length) problems.push(...countryProblems(value, 'value'));
      return judge('countryCode (XX), countryDialingCode (+NN), currency (XXX), currencySymbol', problems,
        `${value?.countryCode} ${value?.countryDialingCode} ${value?.currency} ${value?.currencySymbol}`);
    },
  },
  {
    id: 'country.list',
    section: 'Paths',
    title: 'The country list is complete and starts with the merchant’s own country',
    uses: ['country'],
    check({ country }) {
      const value = country.json?.value;
      const list = value?.countries;
      const expected = 'countries: a non-empty list of the same records, the merchant’s own first';
      if (!Array.isArray(list) || !list.length) return judge(expected, [`countries is ${shown(list)}`], '');
      const problems = list.flatMap((entry, index) => countryProblems(entry, `countries[${index}]`)).slice(0, 3);
      if (list[0]?.countryCode !== value?.countryCode) problems.push(`countries[0] is ${shown(list[0]?.countryCode)}, not ${shown(value?.countryCode)}`);
      return judge(expected, problems, `${list.length} countries: ${list.map((entry) => entry?.countryCode).join(', ')}`);
    },
  },
  {
    id: 'ping.pong',
    section: 'Paths',
    title: 'The line check answers "pong"',
    uses: ['ping'],
    check({ ping }) {
      const problems = envelopeProblems(ping);
      if (!problems.length && ping.json.value !== 'pong') problems.push(`value ${shown(ping.json.value)}`);
      return judge('success: true, value: "pong"', problems, 'value: "pong"');
    },
  },
  {
    id: 'manifest.answer',
    section: '`GET /wps/system/manifest.json?merchantCode=<code>`',
    title: 'The web app manifest is served as application/manifest+json with the kit’s scope and start page',
    uses: ['manifest'],
    check({ manifest }) {
      const expected = 'HTTP 200, application/manifest+json, id and scope "/m/", start_url "/m/home?utm_source=homescreen", display "standalone", a name';
      const problems = [];
      const type = header(manifest, 'Content-Type');
      if (manifest.status !== 200) problems.push(`HTTP ${manifest.status}`);
      if (!/^application\/manifest\+json\b/.test(type)) problems.push(`Content-Type ${shown(type || 'absent')}`);
      const body = manifest.json;
      if (!isRecord(body) || 'success' in body) problems.push(`body ${shown(body ?? manifest.text, 60)}`);
      else {
        const wanted = { id: '/m/', scope: '/m/', start_url: '/m/home?utm_source=homescreen', display: 'standalone' };
        for (const [field, value] of Object.entries(wanted)) if (body[field] !== value) problems.push(`${field} ${shown(body[field])}`);
        for (const field of ['name', 'short_name']) if (typeof body[field] !== 'string' || !body[field].trim()) problems.push(`${field} ${shown(body[field])}`);
      }
      return judge(expected, problems, `name ${shown(body?.name)}, ${type}`);
    },
  },
  {
    id: 'manifest.icons',
    section: '`GET /wps/system/manifest.json?merchantCode=<code>`',
    title: 'The manifest has a 192×192 PNG icon',
    uses: ['manifest'],
    check({ manifest }) {
      const icons = manifest.json?.icons;
      const expected = 'icons: [{ src, sizes: "192x192", type: "image/png" }, ...]';
      if (!Array.isArray(icons)) return judge(expected, [`icons is ${shown(icons)}`], '');
      const has192 = icons.some((icon) => typeof icon?.src === 'string' && icon.sizes === '192x192' && icon.type === 'image/png');
      return judge(expected, has192 ? [] : [`no 192x192 PNG among ${icons.map((icon) => icon?.sizes).join(', ') || 'no icons'}`],
        `sizes ${icons.map((icon) => icon?.sizes).join(', ')}`);
    },
  },
  {
    id: 'errors.unknown-token',
    section: 'Envelope of every answer',
    title: 'An unknown token is HTTP 401 user.or.token.invalid',
    uses: ['unknownToken'],
    check({ unknownToken }) {
      return judge('HTTP 401, success: false, errorCode "user.or.token.invalid"', failureProblems(unknownToken, 401, ['user.or.token.invalid']),
        `HTTP 401 ${unknownToken.json?.errorCode}`);
    },
  },
  {
    id: 'errors.bad-envelope',
    section: 'Envelope of every answer',
    title: 'An envelope that cannot be opened is HTTP 400 encryption.invalid',
    uses: ['badEnvelope'],
    check({ badEnvelope }) {
      return judge('HTTP 400, success: false, errorCode "encryption.invalid" (or "encryption.key.invalid")',
        failureProblems(badEnvelope, 400, ['encryption.invalid', 'encryption.key.invalid']), `HTTP 400 ${badEnvelope.json?.errorCode}`);
    },
  },
];
