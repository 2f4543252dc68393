// Home-page content of a merchant: announcements and popup items, banners per group, goto items and
// promotion categories (SPEC §3, §7), with the banner artwork the sandbox serves as its image CDN.
// Each kind is one JSON list per merchant; the control API replaces a list whole. Texts (and a banner's file) may
// be maps by language: the list calls answer the request's language, else English.

import { ART_TEXTS, TEXTS } from './content-texts.mjs';
import { localize } from './rewards.mjs';

/** Tables of this module, in the order a reset empties them. */
export const CONTENT_TABLES = ['merchant_content'];

export const CONTENT_SCHEMA = `
CREATE TABLE IF NOT EXISTS merchant_content (
  merchant_code TEXT NOT NULL REFERENCES merchants(code) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  body TEXT NOT NULL,
  PRIMARY KEY (merchant_code, kind)
);
`;

export const CONTENT_KINDS = Object.freeze(['announcements', 'banners', 'gotoItems']);

/** Where the sandbox serves banner files; the status hands it out as the merchant's image CDN. */
export const IMAGE_CDN_PATH = '/wps/static';

/** Each language's text of a map, run through a template. */
const each = (map, render) => Object.fromEntries(Object.entries(map).map(([language, text]) => [language, render(text, language)]));

const PROMO_HTML = each(TEXTS.firstDepositBody, (body, language) => `<p><img src="banners/promo-first-deposit.svg" alt="${TEXTS.firstDepositTitle[language]}" width="320" height="160"></p>
<p>${body}</p>
<p><a href="/m/rewardCenter">${TEXTS.rewardCenterLink[language]}</a></p>`);

const CASHBACK_HTML = each(TEXTS.cashbackBody, (body, language) =>
  `<p><img src="banners/promo-cashback.svg" alt="${TEXTS.cashbackTitle[language]}" width="320" height="160"></p><p>${body}</p>`);

/**
 * The demo merchant's announcements: popup items (types PR) of each execution, and marquee lines (MQ). Titles
 * and contents are maps by language; the list call answers the request's language (filterAnnouncements).
 */
export const DEMO_ANNOUNCEMENTS = [
  { id: 101, types: 'PR', platform: 'M', category: '', promotionType: 'ANNOUNCEMENT', execution: 'B', forceRead: false,
    title: TEXTS.welcomeTitle, content: TEXTS.welcomeBody },
  { id: 102, types: 'PR', platform: 'M', category: '', promotionType: 'ANNOUNCEMENT', execution: 'A', forceRead: false,
    title: TEXTS.maintenanceTitle, content: TEXTS.maintenanceBody },
  { id: 103, types: 'PR', platform: 'M', category: '', promotionType: 'PROMOTION', execution: 'A', forceRead: false,
    title: TEXTS.firstDepositTitle, content: PROMO_HTML, promoAnnouncementCategoryIds: [1] },
  { id: 104, types: 'PR', platform: 'M', category: '', promotionType: 'PROMOTION', execution: 'A', forceRead: false,
    title: TEXTS.cashbackTitle, content: CASHBACK_HTML, promoAnnouncementCategoryIds: [2] },
  { id: 105, types: 'PR', platform: 'M', category: '', promotionType: 'ANNOUNCEMENT', execution: 'F', forceRead: false,
    title: TEXTS.readyTitle, content: TEXTS.readyBody },
  { id: 106, types: 'PR', platform: 'M', category: 'app_download', promotionType: 'ANNOUNCEMENT', execution: 'A', forceRead: false,
    title: TEXTS.appTitle, content: TEXTS.appBody },
  { id: 201, types: 'MQ', platform: 'M', category: '', promotionType: 'ANNOUNCEMENT', execution: '', forceRead: false,
    title: TEXTS.marqueeResults, content: '' },
  { id: 202, types: 'MQ', platform: 'M', category: '', promotionType: 'ANNOUNCEMENT', execution: '', forceRead: false,
    title: TEXTS.marqueePix, content: '' },
];

/** Popup HTML that must arrive inert: scripts, handlers, javascript: links and foreign links. */
export const HOSTILE_HTML = `<p>Read <a href="javascript:window.__hostile=1">this</a> and <a href="https://evil.example/phish">that</a>.</p>
<img src="x" onerror="window.__hostile=2"><script>window.__hostile=3</script>
<svg onload="window.__hostile=4"></svg><iframe src="https://evil.example"></iframe>
<p onclick="window.__hostile=5" style="color:red">Styled</p><a href="/m/rewardCenter">Rewards</a>`;

/** A home banner's file in each language its artwork is drawn in (`home-lotto-cn.svg`; English is the plain name). */
const artFiles = (name) => Object.fromEntries(Object.keys(ART_TEXTS[name]).map((language) =>
  [language, `banners/${name}${language === 'EN' ? '' : `-${artSuffix(language)}`}.svg`]));

export const DEMO_BANNERS = [
  { groupName: 'm_home', url: artFiles('home-lotto'), title: TEXTS.bannerLotto, linkageType: 'P', linkage: '/promo/vietnam-lotto-week.html' },
  { groupName: 'm_home', url: artFiles('home-cashback'), title: TEXTS.cashbackTitle, linkageType: 'URL', linkage: '/m/rewardCenter' },
  { groupName: 'm_home', url: artFiles('home-slots'), title: TEXTS.bannerSlots, linkageType: 'G', linkage: '', roomId: 'S501', nodeId: '9012', gameType: 'RNG', vendor: 'SAMBA' },
  { groupName: 'm_popup1', url: 'banners/popup-app.svg', title: TEXTS.bannerApp, linkageType: 'URL', linkage: '' },
  { groupName: 'm_popup2', url: 'banners/popup-bonus.svg', title: TEXTS.bannerAppBonus, linkageType: 'URL', linkage: '' },
];

export const DEMO_GOTO_ITEMS = [
  { redirect: 'REWARD_CENTER', externalLink: '' },
  { redirect: 'INVITE_FRIENDS', externalLink: '' },
  { redirect: 'REGISTER', externalLink: '' },
  { redirect: 'DEPOSIT', externalLink: '' },
  { redirect: 'POINT_MARKET', externalLink: '' },
  { redirect: 'MISSION', externalLink: '' },
  { redirect: 'MEMBER', externalLink: '' },
  { redirect: 'APP_DOWNLOAD', externalLink: '' },
];

const DEMO = { announcements: DEMO_ANNOUNCEMENTS, banners: DEMO_BANNERS, gotoItems: DEMO_GOTO_ITEMS };

/**
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {string} merchant
 */
export function seedContent(db, merchant) {
  for (const kind of CONTENT_KINDS) setContent(db, merchant, kind, DEMO[kind]);
}

/**
 * A reset in test mode keeps the modal content out (popup items and the download-popup banners): journeys
 * that pass through the home page are not covered by popups they did not ask for. Tests that want popups
 * set them with `POST /__sandbox/content`; the marquee lines and `m_home` banners stay.
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {string} merchant
 */
export function quietContentForTests(db, merchant) {
  setContent(db, merchant, 'announcements', DEMO_ANNOUNCEMENTS.filter((item) => item.types !== 'PR'));
  setContent(db, merchant, 'banners', DEMO_BANNERS.filter((banner) => banner.groupName === 'm_home'));
}

/**
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {string} merchant
 * @param {string} kind
 * @returns {any[]}
 */
export function getContent(db, merchant, kind) {
  const row = /** @type {{ body: string } | undefined} */ (
    db.prepare('SELECT body FROM merchant_content WHERE merchant_code = ? AND kind = ?').get(merchant, kind));
  return row ? JSON.parse(row.body) : [];
}

/**
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {string} merchant
 * @param {string} kind
 * @param {unknown[]} list
 */
export function setContent(db, merchant, kind, list) {
  db.prepare(`INSERT INTO merchant_content (merchant_code, kind, body) VALUES (?, ?, ?)
    ON CONFLICT (merchant_code, kind) DO UPDATE SET body = excluded.body`).run(merchant, kind, JSON.stringify(list));
}

/**
 * Announcements as the list call answers them: filtered by `types` (comma list), `platform` and `category`.
 * @param {any[]} all
 * @param {{ types?: string, platform?: string, category?: string }} query
 */
export function filterAnnouncements(all, { types = '', platform = '', category }, language = 'EN') {
  const wanted = types.split(',').map((type) => type.trim()).filter(Boolean);
  return all
    .filter((item) => (!wanted.length || wanted.includes(item.types)) && (!platform || item.platform === platform))
    .filter((item) => category === undefined || category === '' || item.category === category)
    .map(({ types: _types, platform: _platform, ...item }) => ({
      ...item, title: localize(item.title, language), content: localize(item.content, language),
    }));
}

/**
 * A banner as the list call answers it: its title and file in the request's language.
 * @param {any} banner
 * @param {string} language
 */
export function localizeBanner(banner, language) {
  return { ...banner, title: localize(banner.title, language), url: localize(banner.url, language) };
}

/** The file-name suffix of a language's artwork (`PT-BR` art is `-ptbr`). @param {string} language */
function artSuffix(language) {
  return language.toLowerCase().replace('-', '');
}

// Banner artwork: small SVGs drawn here so that the demo looks like a real lobby without binary files.
const ART = {
  'home-lotto': ['#b3122e', '#f2994a', '8'],
  'home-cashback': ['#0f5132', '#34c38f', '%'],
  'home-slots': ['#3b1e77', '#9b51e0', '7'],
  'popup-app': ['#0b3d91', '#2d9cdb', '↓', 'GET THE APP', 'Faster draws · instant deposits'],
  'popup-bonus': ['#7a1f00', '#f2c94c', '★', 'R$ 20 APP BONUS', 'Log in once in the app'],
  'promo-first-deposit': ['#8a1538', '#eb5757', '2×', '100% FIRST DEPOSIT', 'Up to R$ 500'],
  'promo-cashback': ['#114b5f', '#1a936f', '%', '5% CASHBACK', 'On every net loss'],
};

const ART_LANGUAGES = new Map(Object.keys(ART_TEXTS['home-lotto']).map((language) => [artSuffix(language), language]));

/**
 * The SVG of a banner file, or null.
 * @param {string} file such as `home-lotto.svg`
 */
export function bannerArt(file) {
  const match = /^([a-z0-9-]{1,40}?)(?:-(en|cn|tw|vi|th|ptbr|ar))?(?:-v\d+)?\.svg$/.exec(file);
  const name = match?.[1];
  const art = name && ART[name];
  if (!art) return null;
  const [from, to, icon, ...english] = art;
  const words = ART_TEXTS[name];
  const [title, line] = words ? words[ART_LANGUAGES.get(match[2] ?? 'en') ?? 'EN'] : english;
  const tall = name.startsWith('popup-');
  const rtl = match[2] === 'ar';
  const [w, h] = tall ? [600, 800] : [750, 300];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${w * 0.85}" cy="${h * 0.2}" r="${h * 0.45}" fill="#fff" opacity=".08"/><circle cx="${w * 0.1}" cy="${h}" r="${h * 0.5}" fill="#fff" opacity=".06"/>
<circle cx="${w / 2}" cy="${tall ? h * 0.3 : h * 0.26}" r="${tall ? 110 : 54}" fill="#fff"/><circle cx="${w / 2}" cy="${tall ? h * 0.3 : h * 0.26}" r="${tall ? 80 : 40}" fill="none" stroke="${from}" stroke-width="${tall ? 8 : 5}"/>
<text x="${w / 2}" y="${tall ? h * 0.3 + 38 : h * 0.26 + 20}" font-family="sans-serif" font-weight="800" font-size="${tall ? 110 : 56}" fill="${from}" text-anchor="middle">${icon}</text>
<text x="${w / 2}" y="${tall ? h * 0.62 : h * 0.64}" font-family="sans-serif" font-weight="800" font-size="${tall ? 54 : 52}" fill="#fff" text-anchor="middle" direction="${rtl ? 'rtl' : 'ltr'}">${title}</text>
<text x="${w / 2}" y="${tall ? h * 0.72 : h * 0.79}" font-family="sans-serif" font-size="${tall ? 32 : 28}" fill="#fff" opacity=".9" text-anchor="middle" direction="${rtl ? 'rtl' : 'ltr'}">${line}</text>
</svg>`;
}
