// The merchant's settings of SPEC §9 as controls: switches, country and currency, languages, maintenance and
// region restriction. Each control applies on change; the framed app reloads to read the new settings.
import { field, h, panel, select, toggle } from './dom.js';

/** What each switch of SPEC §6 does, in a line. */
const SWITCHES = {
  STARTGAMEINAPP3: 'Games start inside the app only',
  MOBILEAUTOLOGIN3: 'Remembered login and auto-login',
  PWDEXPFORCECHANGE3: 'An expired password must be changed',
  CBS3: 'Customer-service chat',
  GOOGLELOGIN3: 'Google sign-in',
  FIREBASECREATEACC3: 'Create an account on first social sign-in',
  UPDATEMOBILEICC3: 'Players may change the dialling code',
  DISABLEDMOBILEICC3: 'Dialling code picker disabled',
  A2HS3: 'Add-to-home-screen prompt',
  MOBILENUMPASSREG3: 'Mobile registration asks for a password',
  REWCEN3: 'Reward center and its promotions',
  GEETEST3: 'Captcha on login, SMS and registration',
  GEETESTTEST3: 'Captcha test mode',
  GEETESTVCODE3: 'Captcha on SMS codes',
  MANDATORYAPPUPDATES3: 'App updates are mandatory',
  LOTTMINIGAME3: 'Floating mini-game (lottery, v1)',
  SEALOTTMINIGAME3: 'Floating mini-game (SEA lottery, s1)',
};

/** @typedef {import('./console.js').ConsoleContext} ConsoleContext */

/** @param {ConsoleContext} ctx */
export function switchesPanel(ctx) {
  const names = Object.keys(ctx.data.switches).sort();
  return panel('Switches',
    h('div', { class: 'console-switches' }, ...names.map((name) => toggle(name, ctx.data.switches[name],
      (on) => ctx.apply('switches', { [name]: on }, `${name} ${on ? 'on' : 'off'}`), SWITCHES[/** @type {keyof typeof SWITCHES} */ (name)]))));
}

/** @param {ConsoleContext} ctx */
export function marketPanel(ctx) {
  const { countries, languages } = ctx.data;
  const country = select(countries.map((/** @type {any} */ c) => [c.countryCode, `${c.countryCode}: +${c.countryDialingCode.replace(/^\+/, '')}, ${c.currency} (${c.currencySymbol})`]),
    ctx.data.defaultCountry, (value) => ctx.apply('status', { defaultCountry: value }, `country ${value}`));
  const language = select(languages.map((/** @type {string} */ code) => [code, code]), ctx.data.defaultLanguage,
    (value) => ctx.apply('status', { defaultLanguage: value }, `default language ${value}`));
  return panel('Country, currency and languages',
    field('Country', country, 'The dialling code players see first, and the currency every amount is in.'),
    field('Default language', language, 'What a first visit speaks when the phone\'s language is none of the 22. Pick the player\'s language in the preview.'));
}

/**
 * A local date and time input's value as epoch milliseconds, or null when empty.
 * @param {string} value
 */
const toEpoch = (value) => (value ? new Date(value).getTime() : null);
/** @param {string | number | null} value */
function toLocalInput(value) {
  const time = typeof value === 'number' ? value : value ? Date.parse(value) : NaN;
  if (!Number.isFinite(time)) return '';
  const date = new Date(time - new Date(time).getTimezoneOffset() * 60000);
  return date.toISOString().slice(0, 16);
}

/** @param {ConsoleContext} ctx */
export function availabilityPanel(ctx) {
  const { status } = ctx.data;
  const end = /** @type {HTMLInputElement} */ (h('input', { type: 'datetime-local', value: toLocalInput(status.maintenanceEnd),
    onchange: () => ctx.apply('status', { maintenanceEnd: toEpoch(end.value) }, end.value ? 'maintenance end time' : 'no maintenance end time') }));
  const ip = /** @type {HTMLInputElement} */ (h('input', { type: 'text', value: status.ip ?? '', placeholder: 'the real address', inputmode: 'decimal',
    onchange: () => ctx.apply('status', { ip: ip.value.trim() || null }, `visitor address ${ip.value.trim() || 'real'}`) }));
  return panel('Maintenance and region',
    toggle('Maintenance', status.maintenance, (on) => ctx.apply('status', { maintenance: on }, `maintenance ${on ? 'on' : 'off'}`),
      'Every page shows the maintenance screen.'),
    field('Maintenance ends', end, 'Your local time; shown on the maintenance screen.'),
    toggle('Region restriction', status.regionRestriction, (on) => ctx.apply('status', { regionRestriction: on }, `region restriction ${on ? 'on' : 'off'}`),
      'Visitors see the access-denied page with their address.'),
    field('Visitor address', ip, 'The IP address the access-denied page shows.'),
    toggle('Test platform', status.test, (on) => ctx.apply('status', { test: on }, `test flag ${on ? 'on' : 'off'}`)));
}
