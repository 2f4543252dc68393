// The game catalogue of the sandbox platform: vendors, lanes, games with generated artwork, the launch rules
// and the pages a launched or trial game lands on (SPEC §3, §4, §7).

import { LANGUAGES } from './constants.mjs';
import { ApiError } from './http.mjs';

/** The merchant's product code, which the vendor mapping's TLB rule reads (SPEC §4). */
export const DEMO_PRODUCT = 'BRL';

/** Vendors in the platform's order: account type, display name, game type. */
export const VENDORS = Object.freeze([
  { accountTypeName: 'TCG_LOTTO_VN', displayName: 'TCG Lottery', gameType: 'LOTT' },
  { accountTypeName: 'TCG_ELOTT', displayName: 'TCG Quick Lotto', gameType: 'ELOTT' },
  { accountTypeName: 'TCG_SEA', displayName: 'TCG Slots', gameType: 'RNG' },
  { accountTypeName: 'JILI', displayName: 'JILI', gameType: 'RNG' },
  { accountTypeName: 'KY', displayName: 'Kaiyuan Poker', gameType: 'PVP' },
  { accountTypeName: 'EVO', displayName: 'Evolution', gameType: 'LIVE' },
  { accountTypeName: 'BTI', displayName: 'BTi Sports', gameType: 'SPORTS' },
  { accountTypeName: 'SABA', displayName: 'SABA Sports', gameType: 'SPORTS' },
]);

/**
 * Games: id, node, vendor, name, and how the app launches it (lottery by prize mode and code; other games by
 * vendor and game code). `trial` games can be tried without an account.
 */
export const GAMES = Object.freeze([
  { gameId: 'L101', nodeId: '9001', accountTypeName: 'TCG_LOTTO_VN', displayName: 'Hanoi Lotto', prizeMode: 'Hanoi', gameCode: 'HNL', art: 'balls', digits: '1 8 6', hue: 350 },
  { gameId: 'L102', nodeId: '9001', accountTypeName: 'TCG_LOTTO_VN', displayName: 'Southern Lotto', prizeMode: 'Southern', gameCode: 'MN', art: 'balls', digits: '3 5 9', hue: 20 },
  { gameId: 'L103', nodeId: '9001', accountTypeName: 'TCG_LOTTO_VN', displayName: 'Central Lotto', prizeMode: 'Central', gameCode: 'MT', art: 'balls', digits: '2 7 4', hue: 130 },
  { gameId: 'E201', nodeId: '9002', accountTypeName: 'TCG_ELOTT', displayName: 'Lucky 5D', prizeMode: 'Lucky5D', gameCode: 'L5D', art: 'balls', digits: '5 0 5', hue: 275, trial: true },
  { gameId: 'E202', nodeId: '9002', accountTypeName: 'TCG_ELOTT', displayName: 'Speed Keno', prizeMode: 'Keno', gameCode: 'KENO', art: 'balls', digits: '8 1 3', hue: 45, trial: true },
  { gameId: 'S301', nodeId: '9003', accountTypeName: 'TCG_SEA', displayName: 'Golden Dragon', gameCode: 'GDRAGON', art: 'reels', symbols: '7 ★ 7', hue: 40, trial: true },
  { gameId: 'S302', nodeId: '9003', accountTypeName: 'TCG_SEA', displayName: 'Lotus Fortune', gameCode: 'LOTUS', art: 'reels', symbols: '♦ 7 ♦', hue: 320, trial: true },
  { gameId: 'S303', nodeId: '9004', accountTypeName: 'JILI', displayName: 'Super Ace', gameCode: 'ACE', art: 'cards', symbols: 'A ♠', hue: 200, trial: true },
  { gameId: 'S304', nodeId: '9004', accountTypeName: 'JILI', displayName: 'Fortune Gems', gameCode: 'GEMS', art: 'reels', symbols: '♦ ♦ ♦', hue: 185, trial: true },
  { gameId: 'P401', nodeId: '9005', accountTypeName: 'KY', displayName: 'Texas Hold\u2019em', gameCode: 'TEXAS', art: 'cards', symbols: 'K ♥', hue: 150 },
  { gameId: 'V501', nodeId: '9006', accountTypeName: 'EVO', displayName: 'Baccarat Squeeze', gameCode: 'BACC', art: 'cards', symbols: '9 ♣', hue: 5 },
  { gameId: 'V502', nodeId: '9006', accountTypeName: 'EVO', displayName: 'Lightning Roulette', gameCode: 'ROUL', art: 'wheel', hue: 230 },
  { gameId: 'B601', nodeId: '9007', accountTypeName: 'BTI', displayName: 'BTi Sportsbook', gameCode: 'SPORTSBOOK', art: 'ball', hue: 110 },
  { gameId: 'B602', nodeId: '9008', accountTypeName: 'SABA', displayName: 'SABA Sportsbook', gameCode: 'SABA', art: 'ball', hue: 25 },
]);

const vendorOf = (game) => VENDORS.find((vendor) => vendor.accountTypeName === game.accountTypeName);

/** Lane titles per language; other languages get English. */
const TITLES = {
  hot: { CN: '热门彩票', EN: 'Hot lottery', AR: 'اليانصيب الرائج', VI: 'Xổ số hot', TW: '熱門彩票', TH: 'หวยยอดนิยม', 'PT-BR': 'Loterias em alta' },
  quick: { CN: '快乐彩', EN: 'Quick lotto', AR: 'يانصيب سريع', VI: 'Xổ số nhanh', TW: '快樂彩', TH: 'หวยด่วน', 'PT-BR': 'Loteria rápida' },
  slots: { CN: '电子游戏', EN: 'Slots and cards', AR: 'ألعاب السلوت والورق', VI: 'Slot và bài', TW: '電子遊戲', TH: 'สล็อตและไพ่', 'PT-BR': 'Slots e cartas' },
  live: { CN: '真人娱乐', EN: 'Live casino', AR: 'الكازينو المباشر', VI: 'Sòng bài trực tiếp', TW: '真人娛樂', TH: 'คาสิโนสด', 'PT-BR': 'Cassino ao vivo' },
  sports: { CN: '体育', EN: 'Sports', AR: 'الرياضة', VI: 'Thể thao', TW: '體育', TH: 'กีฬา', 'PT-BR': 'Esportes' },
};

/** The words of a launched game's page per language; other languages get English. Game and vendor names stay. */
const PAGE_WORDS = {
  EN: { back: 'Back', trialCredit: 'Trial credit', balance: 'Balance', spin: 'Spin', vendor: 'Vendor', player: 'Player', mode: 'Mode', language: 'Language', trial: 'trial', guest: 'guest' },
  CN: { back: '返回', trialCredit: '试玩额度', balance: '余额', spin: '旋转', vendor: '厂商', player: '玩家', mode: '模式', language: '语言', trial: '试玩', guest: '访客' },
  TW: { back: '返回', trialCredit: '試玩額度', balance: '餘額', spin: '旋轉', vendor: '廠商', player: '玩家', mode: '模式', language: '語言', trial: '試玩', guest: '訪客' },
  VI: { back: 'Quay lại', trialCredit: 'Tiền chơi thử', balance: 'Số dư', spin: 'Quay', vendor: 'Nhà cung cấp', player: 'Người chơi', mode: 'Chế độ', language: 'Ngôn ngữ', trial: 'chơi thử', guest: 'khách' },
  TH: { back: 'กลับ', trialCredit: 'เครดิตทดลอง', balance: 'ยอดเงิน', spin: 'หมุน', vendor: 'ผู้ให้บริการ', player: 'ผู้เล่น', mode: 'โหมด', language: 'ภาษา', trial: 'ทดลองเล่น', guest: 'ผู้เยี่ยมชม' },
  'PT-BR': { back: 'Voltar', trialCredit: 'Crédito de teste', balance: 'Saldo', spin: 'Girar', vendor: 'Provedor', player: 'Jogador', mode: 'Modo', language: 'Idioma', trial: 'teste', guest: 'visitante' },
  AR: { back: 'رجوع', trialCredit: 'رصيد تجريبي', balance: 'الرصيد', spin: 'دوران', vendor: 'المزوّد', player: 'اللاعب', mode: 'الوضع', language: 'اللغة', trial: 'تجريبي', guest: 'زائر' },
};

const LANES = {
  home: [['hot', 'LOTT'], ['slots', 'TCG'], ['live', 'LIVE']],
  game: [['hot', 'LOTT'], ['quick', 'ELOTT'], ['slots', 'TCG'], ['live', 'LIVE'], ['sports', 'SPORTS']],
};

const categoryOf = (gameType) => (gameType === 'RNG' || gameType === 'PVP' ? 'TCG' : gameType);

/**
 * One game as a lane card.
 * @param {typeof GAMES[number]} game
 * @param {string} origin where the artwork is served
 */
function card(game, origin) {
  const vendor = vendorOf(game);
  return {
    gameId: game.gameId,
    nodeId: game.nodeId,
    accountTypeName: game.accountTypeName,
    displayName: game.displayName,
    gameType: vendor?.gameType ?? '',
    gameCode: game.gameCode,
    prizeMode: game.prizeMode ?? '',
    imageUrl: `${origin}/game/art/${game.gameId}.svg`,
    trial: game.trial === true,
  };
}

/** The vendor list (`GCSGAME_newGameVendor`), with each vendor's game count. */
export function vendorList() {
  return {
    product: DEMO_PRODUCT,
    vendors: VENDORS.map((vendor) => ({
      ...vendor,
      gameCount: GAMES.filter((game) => game.accountTypeName === vendor.accountTypeName).length,
    })),
  };
}

/**
 * The lanes of a page (`GCSGAME_getGameMatchV2`, query `page` home or game).
 * @param {string} page
 * @param {string} language
 * @param {string} origin
 */
export function lanesOf(page, language, origin) {
  const lanes = LANES[page];
  if (!lanes) throw new ApiError('validation.failed', 'The field "page" must be home or game.');
  return lanes.map(([titleKey, code]) => {
    const vendors = VENDORS.filter((vendor) => categoryOf(vendor.gameType) === code);
    const games = GAMES.filter((game) => vendors.some((vendor) => vendor.accountTypeName === game.accountTypeName));
    return {
      title: TITLES[titleKey][language] ?? (language === 'PT' ? TITLES[titleKey]['PT-BR'] : TITLES[titleKey].EN),
      gameClassify: { code, vendors: vendors.map((vendor) => vendor.accountTypeName) },
      gameCount: games.length,
      cards: games.map((game) => card(game, origin)),
    };
  });
}

/** @param {string} id */
export const findGame = (id) => GAMES.find((game) => game.gameId === id);

const LOTTO_VIEWS = ['betting', 'lobby'];
const httpUrl = (value) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * Checks a launchGame body (SPEC §3) and names the game it launches. Throws `validation.failed` naming the
 * first field that is wrong, `game.not.found` for a game the catalogue lacks.
 * @param {Record<string, unknown>} body
 */
export function checkLaunch(body) {
  const field = (name) => body[name];
  const string = (name, required = true) => {
    const value = field(name);
    if (value === undefined && !required) return undefined;
    if (typeof value !== 'string' || (required && !value.trim())) {
      throw new ApiError('validation.failed', `The field "${name}" must be a non-empty string.`);
    }
    return value;
  };
  if (field('device') !== 'MOBILE') throw new ApiError('validation.failed', 'The field "device" must be MOBILE.');
  const backUrl = string('backUrl');
  if (!httpUrl(backUrl)) throw new ApiError('validation.failed', 'The field "backUrl" must be an http(s) address.');
  const language = string('language');
  if (!LANGUAGES.includes(language)) throw new ApiError('validation.failed', 'The field "language" is not a supported language.');
  string('title');

  if (field('launchMode') !== undefined) {
    if (field('launchMode') !== 'LOTT') throw new ApiError('validation.failed', 'The field "launchMode" must be LOTT.');
    if (field('lottoArea') !== 'VN') throw new ApiError('validation.failed', 'The field "lottoArea" must be VN.');
    const prizeMode = string('lottoPrizeMode');
    const code = string('lottoGameCode');
    if (!LOTTO_VIEWS.includes(/** @type {string} */ (field('lottoView')))) {
      throw new ApiError('validation.failed', 'The field "lottoView" must be betting or lobby.');
    }
    if (typeof field('hasLobby') !== 'boolean') throw new ApiError('validation.failed', 'The field "hasLobby" must be a boolean.');
    if (typeof field('labelName') !== 'string') throw new ApiError('validation.failed', 'The field "labelName" must be a string.');
    const mode = string('lottoMode', false);
    if (mode !== undefined && mode !== 'SEA_Tradition_Mobile') {
      throw new ApiError('validation.failed', 'The field "lottoMode" must be SEA_Tradition_Mobile when sent.');
    }
    const game = GAMES.find((entry) => entry.prizeMode === prizeMode && entry.gameCode === code);
    if (!game) throw new ApiError('game.not.found', 'This game is not available.');
    return { game, backUrl, language, mode: 'lottery', view: field('lottoView') };
  }

  const vendor = string('vendor');
  const gameCode = string('gameCode', false);
  const nodeId = string('nodeId', false);
  const game = GAMES.find((entry) => entry.accountTypeName === vendor && (gameCode ? entry.gameCode === gameCode : !nodeId || entry.nodeId === nodeId));
  if (!game) throw new ApiError('game.not.found', 'This game is not available.');
  return { game, backUrl, language, mode: 'vendor', view: 'game' };
}

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The picture in the middle of a game's artwork: lottery balls, slot reels, playing cards, a roulette wheel or
 * a ball, drawn with shapes and plain glyphs so that it renders with any font.
 * @param {typeof GAMES[number]} game
 */
function artworkMotif(game) {
  const glyph = (x, y, size, text, fill = '#1d1d1f') =>
    `<text x="${x}" y="${y}" font-size="${size}" font-weight="800" text-anchor="middle" dominant-baseline="central" fill="${fill}" font-family="DejaVu Sans, Arial, sans-serif">${escapeHtml(text)}</text>`;
  switch (game.art) {
    case 'balls':
      return game.digits.split(' ').map((digit, i) => {
        const x = 72 + i * 48;
        const y = i === 1 ? 66 : 76;
        return `<circle cx="${x}" cy="${y}" r="24" fill="#fff"/><circle cx="${x - 7}" cy="${y - 8}" r="6" fill="#fff" opacity=".7"/>`
          + `<circle cx="${x}" cy="${y}" r="14" fill="none" stroke="hsl(${game.hue} 70% 45%)" stroke-width="3"/>${glyph(x, y + 1, 17, digit)}`;
      }).join('');
    case 'reels':
      return '<rect x="42" y="36" width="156" height="72" rx="14" fill="#1d1d1f" opacity=".35"/>'
        + game.symbols.split(' ').map((symbol, i) => `<rect x="${50 + i * 48}" y="44" width="44" height="56" rx="8" fill="#fff"/>${glyph(72 + i * 48, 73, 28, symbol, symbol === '7' ? '#d0021b' : '#7b1fa2')}`).join('');
    case 'cards': {
      const [rank, suit] = game.symbols.split(' ');
      const red = suit === '♥' || suit === '♦';
      return '<rect x="78" y="30" width="56" height="80" rx="8" fill="#fff" transform="rotate(-12 106 70)" opacity=".85"/>'
        + '<rect x="106" y="28" width="56" height="80" rx="8" fill="#fff" transform="rotate(8 134 68)"/>'
        + `<g transform="rotate(8 134 68)">${glyph(134, 56, 26, rank, red ? '#d0021b' : '#1d1d1f')}${glyph(134, 86, 26, suit, red ? '#d0021b' : '#1d1d1f')}</g>`;
    }
    case 'wheel':
      return '<circle cx="120" cy="70" r="44" fill="#1d1d1f" opacity=".4"/><circle cx="120" cy="70" r="40" fill="none" stroke="#d0021b" stroke-width="16" stroke-dasharray="10.5 10.5"/>'
        + '<circle cx="120" cy="70" r="40" fill="none" stroke="#111" stroke-width="16" stroke-dasharray="10.5 10.5" stroke-dashoffset="10.5" opacity=".8"/>'
        + '<circle cx="120" cy="70" r="22" fill="hsl(40 80% 55%)"/><circle cx="132" cy="44" r="5" fill="#fff"/>';
    default:
      return '<circle cx="120" cy="70" r="40" fill="#fff"/><path d="M120 50l17 12-6 20h-22l-6-20z" fill="#1d1d1f"/>'
        + '<path d="M120 30v20M137 62l19-6M131 82l12 16M109 82l-12 16M103 62l-19-6" stroke="#1d1d1f" stroke-width="3"/>';
  }
}

/**
 * The artwork of a game: a gradient tile with its motif and vendor, as SVG.
 * @param {typeof GAMES[number]} game
 */
export function gameArtwork(game) {
  const { hue } = game;
  const vendor = vendorOf(game)?.displayName ?? '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 160" width="240" height="160">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 80% 55%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 75% 30%)"/></linearGradient>
<radialGradient id="s" cx=".75" cy=".2" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="240" height="160" rx="18" fill="url(#g)"/><rect width="240" height="160" rx="18" fill="url(#s)"/>
<circle cx="200" cy="130" r="70" fill="#fff" opacity=".08"/><circle cx="30" cy="14" r="46" fill="#fff" opacity=".06"/>
${artworkMotif(game)}
<text x="14" y="146" font-size="13" font-weight="700" fill="#fff" font-family="DejaVu Sans, Arial, sans-serif" opacity=".92">${escapeHtml(vendor)}</text>
</svg>`;
}

/**
 * The page a launched game lands on: the game's name, the player and the fields it was started with, and a
 * way back.
 * @param {{ game: typeof GAMES[number], username: string, backUrl: string, language: string, view: string, trial: boolean }} launch
 */
export function gamePage({ game, username, backUrl, language, view, trial }) {
  const vendor = vendorOf(game)?.displayName ?? '';
  const code = language.toUpperCase();
  const words = PAGE_WORDS[code] ?? (code === 'PT' ? PAGE_WORDS['PT-BR'] : PAGE_WORDS.EN);
  const rtl = code === 'AR' || code === 'UR';
  const back = backUrl && httpUrl(backUrl) ? `<a class="back" href="${escapeHtml(backUrl)}">${rtl ? '&#8594;' : '&#8592;'} ${words.back}</a>` : '';
  return `<!doctype html><html lang="${escapeHtml(language.toLowerCase())}" dir="${rtl ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${escapeHtml(game.displayName)}</title>
<style>
body{margin:0;min-height:100vh;font-family:system-ui,sans-serif;color:#fff;background:linear-gradient(160deg,hsl(${game.hue} 70% 35%),#111 80%);display:flex;flex-direction:column}
header{display:flex;align-items:center;gap:12px;padding:14px 16px}.back{color:#fff;text-decoration:none;font-weight:600}
h1{margin:0;font-size:1.2rem}main{flex:1;display:grid;place-items:center;text-align:center;padding:16px}
.reels{display:flex;gap:10px;justify-content:center;margin:20px 0}.reel{width:72px;height:90px;border-radius:12px;background:#fff;color:#111;font-size:44px;display:grid;place-items:center;box-shadow:inset 0 -6px 0 rgba(0,0,0,.15)}
button{font:inherit;font-weight:700;font-size:1.1rem;padding:14px 40px;border:0;border-radius:999px;background:#ffd54a;color:#3a2500;cursor:pointer}
dl{display:grid;grid-template-columns:auto auto;gap:4px 12px;font-size:.85rem;opacity:.85;margin:18px auto 0;text-align:start}dt{opacity:.7}dd{margin:0}
.credit{font-size:1.1rem;font-weight:700}
</style></head><body>
<header>${back}<h1>${escapeHtml(game.displayName)}</h1></header>
<main><div>
<p class="credit" data-testid="game-credit">${trial ? words.trialCredit : words.balance}: <span id="credit">${trial ? '10,000' : '1,250'}</span></p>
<div class="reels" aria-live="polite"><span class="reel">7</span><span class="reel">★</span><span class="reel">7</span></div>
<button type="button" id="spin">${words.spin}</button>
<dl data-testid="game-fields"><dt>${words.vendor}</dt><dd>${escapeHtml(vendor)}</dd><dt>${words.player}</dt><dd>${escapeHtml(username || words.guest)}</dd><dt>${words.mode}</dt><dd>${trial ? words.trial : escapeHtml(view)}</dd><dt>${words.language}</dt><dd>${escapeHtml(language)}</dd></dl>
</div></main>
<script>
var symbols=['7','★','♦','♣','♥'];document.getElementById('spin').onclick=function(){document.querySelectorAll('.reel').forEach(function(r){r.textContent=symbols[Math.floor(Math.random()*symbols.length)]});};
</script></body></html>`;
}
