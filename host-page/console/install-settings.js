// Download and install settings (the app-download answer: the download bar, forced download, the home-screen
// install prompt, the app-download and referral promotions) and the responsible-gaming settings.
import { field, h, panel, select, toggle } from './dom.js';

/** @typedef {import('./console.js').ConsoleContext} ConsoleContext */

/** The download links' resource types (SPEC §3). */
const RESOURCE_TYPES = ['Android', 'IOS', 'apk', 'iOS', 'liteIOS', 'MOBILECONFIG', 'AppDownloadIcon'];

/**
 * A number input that applies on change; empty keeps the value.
 * @param {number} value
 * @param {number} min
 * @param {(n: number) => void} onChange
 */
function number(value, min, onChange) {
  const input = /** @type {HTMLInputElement} */ (h('input', { type: 'number', value: String(value), min: String(min), step: '1',
    onchange: () => { if (input.value !== '' && Number(input.value) >= min) onChange(Number(input.value)); } }));
  return input;
}

/**
 * A text input that applies on change.
 * @param {string} value
 * @param {(text: string) => void} onChange
 * @param {string} [placeholder]
 */
function text(value, onChange, placeholder = '') {
  const input = /** @type {HTMLInputElement} */ (h('input', { type: 'text', value, placeholder, spellcheck: false, onchange: () => onChange(input.value.trim()) }));
  return input;
}

/** @param {ConsoleContext} ctx */
export function installPanel(ctx) {
  const app = ctx.data.appDownload;
  const home = ctx.data.homeScreen;
  const links = Object.fromEntries(app.links.map((/** @type {any} */ link) => [link.resourceType, link.url]));
  const promotions = ctx.data.promotions;
  const appDownload = (/** @type {object} */ change, /** @type {string} */ what) => ctx.apply('appDownload', change, what);
  const homeScreen = (/** @type {object} */ change, /** @type {string} */ what) => ctx.apply('homeScreen', change, what);
  return panel('Download and install',
    field('App name', text(app.appName, (value) => appDownload({ appName: value }, 'app name'))),
    field('App version', text(app.appVersion, (value) => appDownload({ appVersion: value }, 'app version'), '2.4.41'),
      'From 2.4.39 the app downloads directly.'),
    h('fieldset', {}, h('legend', {}, 'Download links (empty: none)'),
      ...RESOURCE_TYPES.map((type) => field(type, text(links[type] ?? '', (value) => appDownload({ links: { [type]: value || null } }, `${type} link`))))),
    toggle('Download bar for members only', app.downloadBar.requiredLogin, (on) => appDownload({ requiredLogin: on }, 'download bar login rule')),
    field('Download bar from VIP rank', number(app.downloadBar.vipRankLevel, 0, (n) => appDownload({ vipRankLevel: n }, 'download bar VIP rank')), '0: every rank.'),
    field('Forced download up to deposits', number(app.forceDownload.depositTimes, -1, (n) => appDownload({ depositTimes: n }, 'forced download deposits'))),
    field('Forced download closes allowed', number(app.forceDownload.maxCloseTimes, -1, (n) => appDownload({ maxCloseTimes: n }, 'forced download closes'))),
    h('fieldset', {}, h('legend', {}, 'Home-screen install prompt'),
      toggle('Offer to add to the home screen', home.enabled, (on) => homeScreen({ enabled: on }, `home-screen prompt ${on ? 'on' : 'off'}`)),
      field('Theme', select([['light', 'Light'], ['dark', 'Dark']], home.theme, (value) => homeScreen({ theme: value }, `${value} theme`))),
      field('Preferred way', select([['app', 'The app'], ['web_app', 'The web app']], home.preferredWay, (value) => homeScreen({ preferredWay: value }, 'preferred way'))),
      field('Closes before it stops', number(home.maxCloseTimes, -1, (n) => homeScreen({ maxCloseTimes: n }, 'home-screen closes')), '-1: it never stops.'),
      toggle('Members only', home.requiredLogin, (on) => homeScreen({ requiredLogin: on }, 'home-screen login rule')),
      toggle('Hide after the first deposit', home.hideAfterFirstDeposit, (on) => homeScreen({ hideAfterFirstDeposit: on }, 'home-screen deposit rule'))),
    h('fieldset', {}, h('legend', {}, 'Promotions'),
      ...['APP_DOWNLOAD', 'REFERRAL'].map((type) => toggle(type === 'APP_DOWNLOAD' ? 'App-download bonus' : 'Referral promotion', Boolean(promotions[type]?.enabled),
        (on) => ctx.apply('promotions', { [type]: { enabled: on, count: promotions[type]?.count ?? 0 } }, `${type} ${on ? 'on' : 'off'}`)))));
}

/** @param {ConsoleContext} ctx */
export function responsibleGamingPanel(ctx) {
  const settings = ctx.data.responsibleGaming;
  const rg = (/** @type {object} */ change, /** @type {string} */ what) => ctx.apply('responsibleGaming', change, what);
  const minutes = /** @type {HTMLInputElement} */ (h('input', { type: 'number', min: '1', max: '1440', value: settings.realityCheckMinutes ?? '', placeholder: 'off',
    onchange: () => rg({ realityCheckMinutes: minutes.value ? Number(minutes.value) : null }, 'reality check') }));
  return panel('Responsible gaming',
    field('Reality check every (minutes)', minutes, 'Empty: no reality check.'),
    field('Terms address', text(settings.termsUrl ?? '', (value) => rg({ termsUrl: value || null }, 'terms address'), 'none: age only')),
    field('Terms version', text(settings.termsVersion ?? '', (value) => rg({ termsVersion: value || null }, 'terms version'))),
    field('Help line', text(settings.helpLine ?? '', (value) => rg({ helpLine: value || null }, 'help line')),
      'Replaces the seeded translations: the same sentence in every language.'));
}
