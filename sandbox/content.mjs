// Home-page content of a merchant: announcements and popup items, banners per group, goto items and
// promotion categories (SPEC §3, §7), with the banner artwork the sandbox serves as its image CDN.
// Each kind is one JSON list per merchant; the control API replaces a list whole.

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

const PROMO_HTML = `<p><img src="banners/promo-first-deposit.svg" alt="First deposit bonus" width="320" height="160"></p>
<p><strong>Double your first deposit</strong> up to ₫2,000,000. Valid for 7 days after registration.</p>
<p><a href="/m/rewardCenter">See the reward center</a></p>`;

/** The demo merchant's announcements: popup items (types PR) of each execution, and marquee lines (MQ). */
export const DEMO_ANNOUNCEMENTS = [
  { id: 101, types: 'PR', platform: 'M', category: '', promotionType: 'ANNOUNCEMENT', execution: 'B', forceRead: false,
    title: 'Welcome to Demo Lottery', content: '<p>Register today and play <b>Vietnam Lotto</b> draws every evening at 18:15.</p>' },
  { id: 102, types: 'PR', platform: 'M', category: '', promotionType: 'ANNOUNCEMENT', execution: 'A', forceRead: false,
    title: 'Maintenance on Sunday', content: '<p>Deposits pause on Sunday from 02:00 to 04:00 (GMT+7) for bank maintenance.</p>' },
  { id: 103, types: 'PR', platform: 'M', category: '', promotionType: 'PROMOTION', execution: 'A', forceRead: false,
    title: 'First deposit bonus', content: PROMO_HTML, promoAnnouncementCategoryIds: [1] },
  { id: 104, types: 'PR', platform: 'M', category: '', promotionType: 'PROMOTION', execution: 'A', forceRead: false,
    title: 'Weekly cashback', content: '<p><img src="banners/promo-cashback.svg" alt="Cashback" width="320" height="160"></p><p>Get <b>5% back</b> on every net loss, paid each Monday.</p>', promoAnnouncementCategoryIds: [2] },
  { id: 105, types: 'PR', platform: 'M', category: '', promotionType: 'ANNOUNCEMENT', execution: 'F', forceRead: false,
    title: 'Your account is ready', content: '<p>Thank you for joining. Your welcome gift is waiting in the reward center.</p>' },
  { id: 106, types: 'PR', platform: 'M', category: 'app_download', promotionType: 'ANNOUNCEMENT', execution: 'A', forceRead: false,
    title: 'Get the app', content: '<p>Download the app for faster draws and a <b>₫50,000</b> bonus.</p>' },
  { id: 201, types: 'MQ', platform: 'M', category: '', promotionType: 'ANNOUNCEMENT', execution: '', forceRead: false,
    title: 'Vietnam Lotto results are published every evening at 18:35.', content: '' },
  { id: 202, types: 'MQ', platform: 'M', category: '', promotionType: 'ANNOUNCEMENT', execution: '', forceRead: false,
    title: 'Deposits by bank transfer now arrive within 3 minutes.', content: '' },
];

/** Popup HTML that must arrive inert: scripts, handlers, javascript: links and foreign links. */
export const HOSTILE_HTML = `<p>Read <a href="javascript:window.__hostile=1">this</a> and <a href="https://evil.example/phish">that</a>.</p>
<img src="x" onerror="window.__hostile=2"><script>window.__hostile=3</script>
<svg onload="window.__hostile=4"></svg><iframe src="https://evil.example"></iframe>
<p onclick="window.__hostile=5" style="color:red">Styled</p><a href="/m/rewardCenter">Rewards</a>`;

export const DEMO_BANNERS = [
  { groupName: 'm_home', url: 'banners/home-lotto.svg', title: 'Vietnam Lotto', linkageType: 'P', linkage: 'vietnam-lotto-week' },
  { groupName: 'm_home', url: 'banners/home-cashback.svg', title: 'Weekly cashback', linkageType: 'URL', linkage: '/m/rewardCenter' },
  { groupName: 'm_home', url: 'banners/home-slots.svg', title: 'Lucky Slots', linkageType: 'G', linkage: '', roomId: 'R12', nodeId: 'N3', gameType: 'SLOT', vendor: 'TCG' },
  { groupName: 'm_popup1', url: 'banners/popup-app.svg', title: 'Download the app', linkageType: 'URL', linkage: '' },
  { groupName: 'm_popup2', url: 'banners/popup-bonus.svg', title: 'App bonus', linkageType: 'URL', linkage: '' },
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
export function filterAnnouncements(all, { types = '', platform = '', category }) {
  const wanted = types.split(',').map((type) => type.trim()).filter(Boolean);
  return all
    .filter((item) => (!wanted.length || wanted.includes(item.types)) && (!platform || item.platform === platform))
    .filter((item) => category === undefined || category === '' || item.category === category)
    .map(({ types: _types, platform: _platform, ...item }) => item);
}

// Banner artwork: small SVGs drawn here so that the demo looks like a real lobby without binary files.
const ART = {
  'home-lotto': ['#b3122e', '#f2994a', 'VIETNAM LOTTO', 'Draws every evening · 18:15', '8'],
  'home-cashback': ['#0f5132', '#34c38f', 'WEEKLY CASHBACK', '5% back every Monday', '%'],
  'home-slots': ['#3b1e77', '#9b51e0', 'LUCKY SLOTS', 'Spin now · jackpots daily', '7'],
  'popup-app': ['#0b3d91', '#2d9cdb', 'GET THE APP', 'Faster draws · instant deposits', '↓'],
  'popup-bonus': ['#7a1f00', '#f2c94c', '₫50,000 APP BONUS', 'Log in once in the app', '★'],
  'promo-first-deposit': ['#8a1538', '#eb5757', '100% FIRST DEPOSIT', 'Up to ₫2,000,000', '2×'],
  'promo-cashback': ['#114b5f', '#1a936f', '5% CASHBACK', 'On every net loss', '%'],
};

/**
 * The SVG of a banner file, or null.
 * @param {string} file such as `home-lotto.svg`
 */
export function bannerArt(file) {
  const name = /^([a-z0-9-]{1,40})(?:-v\d+)?\.svg$/.exec(file)?.[1];
  const art = name && (ART[name] ?? ART[name.replace(/-v\d+$/, '')]);
  if (!art) return null;
  const [from, to, title, line, icon] = art;
  const tall = name.startsWith('popup-');
  const [w, h] = tall ? [600, 800] : [750, 300];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${w * 0.85}" cy="${h * 0.2}" r="${h * 0.45}" fill="#fff" opacity=".08"/><circle cx="${w * 0.1}" cy="${h}" r="${h * 0.5}" fill="#fff" opacity=".06"/>
<circle cx="${w / 2}" cy="${tall ? h * 0.3 : h * 0.26}" r="${tall ? 110 : 54}" fill="#fff"/><circle cx="${w / 2}" cy="${tall ? h * 0.3 : h * 0.26}" r="${tall ? 80 : 40}" fill="none" stroke="${from}" stroke-width="${tall ? 8 : 5}"/>
<text x="${w / 2}" y="${tall ? h * 0.3 + 38 : h * 0.26 + 20}" font-family="sans-serif" font-weight="800" font-size="${tall ? 110 : 56}" fill="${from}" text-anchor="middle">${icon}</text>
<text x="${w / 2}" y="${tall ? h * 0.62 : h * 0.64}" font-family="sans-serif" font-weight="800" font-size="${tall ? 54 : 52}" fill="#fff" text-anchor="middle">${title}</text>
<text x="${w / 2}" y="${tall ? h * 0.72 : h * 0.79}" font-family="sans-serif" font-size="${tall ? 32 : 28}" fill="#fff" opacity=".9" text-anchor="middle">${line}</text>
</svg>`;
}
