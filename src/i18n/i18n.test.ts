import { expect } from 'chai';
import { effect } from '@preact/signals-core';
import { DEFAULT_LANGUAGE, LANGUAGES, resolveLanguage, toLanguageCode } from './languages.js';
import { configure } from './configure.js';
import { accountLanguage, direction, ensureLocale, language, localeReady, preferredLanguage, setLanguage, storedLanguage, t } from './i18n.js';
import { localeLoaded } from './i18n.js';
import { gamesStrings } from './games-strings.js';
import korean from './locales/ko/games.json';
import { languageInfo } from './languages.js';
import type { Namespace } from './namespaces.js';

// The strings these tests read: the login form's and the /m app's, as an element and the app declare them.
const loginStrings: Namespace = { name: 'mc-login', load: (tag) => import(`./locales/${tag}/mc-login.json`) };
const appStrings: Namespace = { name: 'app', load: (tag) => import(`./locales/${tag}/app.json`) };
before(() => ensureLocale([loginStrings, appStrings]));

describe('languages', () => {
  it('lists the 22 languages of the platform, CN first and default', () => {
    expect(LANGUAGES.map((entry) => entry.code)).to.deep.equal([
      'CN', 'EN', 'ES', 'HI', 'ID', 'JA', 'KM', 'KO', 'MY', 'TA', 'TH', 'TW', 'VI', 'TY', 'UR', 'PT', 'PT-BR', 'MS',
      'BN', 'TR', 'RU', 'AR',
    ]);
    expect(DEFAULT_LANGUAGE).to.equal('CN');
  });

  it('maps EN to en-US, CN to zh-CN and TW to zh-HK, both ways', () => {
    expect(languageInfo('EN').tag).to.equal('en-US');
    expect(languageInfo('CN').tag).to.equal('zh-CN');
    expect(languageInfo('TW').tag).to.equal('zh-HK');
    expect(toLanguageCode('en-US')).to.equal('EN');
    expect(toLanguageCode('zh-CN')).to.equal('CN');
    expect(toLanguageCode('zh-HK')).to.equal('TW');
  });

  const spellings: [unknown, string | null][] = [
    ['EN', 'EN'],
    ['en', 'EN'],
    [' cn ', 'CN'],
    ['TW', 'TW'],
    ['zh-TW', 'TW'],
    ['PT-BR', 'PT-BR'],
    ['pt-BR', 'PT-BR'],
    ['pt_BR', 'PT-BR'],
    ['pt', 'PT'],
    ['en-GB', 'EN'],
    ['zh-Hant-HK', 'TW'],
    ['zh-Hans-CN', 'CN'],
    ['ar-EG', 'AR'],
    ['fil', 'TY'],
    ['TY', 'TY'],
    ['xx', null],
    ['not a language', null],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
    [42, null],
    [{ code: 'EN' }, null],
  ];
  for (const [input, expected] of spellings) {
    it(`reads ${JSON.stringify(input) ?? 'undefined'} as ${expected}`, () => {
      expect(toLanguageCode(input)).to.equal(expected);
    });
  }

  it('falls back to CN, the first supported language, for anything unknown', () => {
    for (const input of ['xx', '', null, undefined, 7, 'klingon']) expect(resolveLanguage(input)).to.equal('CN');
    expect(resolveLanguage('en-GB')).to.equal('EN');
  });
});

describe('translation', () => {
  after(async () => {
    await setLanguage('CN');
    localStorage.removeItem('language');
  });

  it('loads a language only when it is needed', async () => {
    expect(localeLoaded('km')).to.equal(false);
    await setLanguage('KM');
    expect(localeLoaded('km')).to.equal(true);
    expect(language.value).to.equal('KM');
    // Another language still untouched.
    expect(localeLoaded('my')).to.equal(false);
  });

  it('renders Arabic right to left, with Arabic text', async () => {
    await setLanguage('AR');
    expect(direction.value).to.equal('rtl');
    expect(t('login_title')).to.equal('تسجيل الدخول');
    expect(t('login_title')).to.match(/[\u0600-\u06FF]/);
  });

  it('renders Urdu right to left and Thai left to right', async () => {
    await setLanguage('UR');
    expect(direction.value).to.equal('rtl');
    await setLanguage('TH');
    expect(direction.value).to.equal('ltr');
    expect(t('login_title')).to.match(/[\u0E00-\u0E7F]/);
  });

  it('remembers the choice under the "language" key', async () => {
    await setLanguage('pt_BR');
    expect(localStorage.getItem('language')).to.equal('PT-BR');
    await setLanguage('EN', { remember: false });
    expect(language.value).to.equal('EN');
    expect(localStorage.getItem('language')).to.equal('PT-BR');
  });

  it('falls back to CN when asked for a language it does not know', async () => {
    await setLanguage('EN');
    expect(await setLanguage('xx-YY')).to.equal('CN');
    expect(language.value).to.equal('CN');
    expect(t('login_submit')).to.equal('登录');
  });

  it('loads and translates every one of the 22 languages', async () => {
    const seen = new Map<string, string>();
    for (const { code, tag } of LANGUAGES) {
      expect(await setLanguage(code), code).to.equal(code);
      expect(language.value).to.equal(code);
      expect(localeLoaded(tag), tag).to.equal(true);
      const text = t('login_submit');
      expect(text, code).to.be.a('string').and.not.equal('').and.not.equal('login_submit');
      expect(direction.value, code).to.equal(code === 'AR' || code === 'UR' ? 'rtl' : 'ltr');
      seen.set(code, text);
    }
    // Each language shows its own words, not a copy of another's.
    expect(seen.get('EN')).to.equal('Log in');
    expect(seen.get('CN')).to.not.equal(seen.get('EN'));
    expect(seen.get('JA')).to.not.equal(seen.get('EN'));
  });

  it('interpolates values as plain text, without HTML escaping', async () => {
    await setLanguage('EN');
    expect(t('welcome_user', { name: '<b>x</b> & "y"' })).to.equal('Welcome, <b>x</b> & "y"');
  });

  it('gives an element that asks for its strings during a language switch those of the new language', async () => {
    await setLanguage('CN');
    const switching = setLanguage('KO', { remember: false });
    // As an element does on its first render, while the switch's strings are still on their way.
    const own = ensureLocale([gamesStrings]);
    await Promise.all([switching, own]);
    expect(language.value).to.equal('KO');
    expect(localeReady([gamesStrings])).to.equal(true);
    expect(t('game_lanes_empty')).to.equal(korean.game_lanes_empty);
  });

  it("reads a string again only when it can change: its own file arriving, or the language, never another element's file", async () => {
    await setLanguage('EN', { remember: false });
    const withdrawStrings: Namespace = { name: 'mc-withdraw', load: (tag) => import(`./locales/${tag}/mc-withdraw.json`) };
    const recordsStrings: Namespace = { name: 'mc-records', load: (tag) => import(`./locales/${tag}/mc-records.json`) };
    // Two readers, as two elements' renders: one of a string the page has, one of a string whose file is to come.
    const present: string[] = [];
    const waiting: string[] = [];
    const stopPresent = effect(() => void present.push(t('login_submit')));
    const stopWaiting = effect(() => void waiting.push(t('withdraw_continue')));
    try {
      await ensureLocale([withdrawStrings]);
      expect(waiting.at(-1)).to.equal('Continue');
      expect(present).to.deep.equal(['Log in']);
      const reads = waiting.length;
      await ensureLocale([recordsStrings]);
      expect(waiting).to.have.length(reads);
      expect(present).to.deep.equal(['Log in']);
      await setLanguage('CN', { remember: false });
      expect(present.at(-1)).to.equal('登录');
      expect(waiting.at(-1)).to.not.equal('Continue');
    } finally {
      stopPresent();
      stopWaiting();
    }
  });

  it('starts in the language configure() sets after start-up, unless the player chose one', async () => {
    await setLanguage('CN', { remember: false });
    storedLanguage.remove();
    configure({ language: 'EN' });
    expect(language.value).to.equal('EN');
    await ensureLocale();
    expect(t('login_submit')).to.equal('Log in');
    storedLanguage.write('JA');
    await setLanguage('JA');
    configure({ language: 'RU' });
    expect(language.value).to.equal('JA');
    storedLanguage.remove();
  });

  it("puts the merchant's language before the account's on a merchant's page, and after it in the /m app", () => {
    storedLanguage.remove();
    accountLanguage.write('TH');
    try {
      configure({ language: 'EN', navigate: false });
      expect(preferredLanguage()).to.equal('EN');
      expect(language.value).to.equal('EN');
      configure({ navigate: true });
      expect(preferredLanguage()).to.equal('TH');
      expect(language.value).to.equal('TH');
      storedLanguage.write('JA');
      expect(preferredLanguage()).to.equal('JA');
      storedLanguage.remove();
      configure({ language: '', navigate: false });
      expect(preferredLanguage()).to.equal('TH');
    } finally {
      accountLanguage.remove();
      storedLanguage.remove();
      configure({ language: '', navigate: false });
    }
  });
});
