// The game catalogue of the sandbox platform: vendors, lanes, games with generated artwork, the launch rules
// and the pages a launched or trial game lands on (SPEC §3, §4, §7).

import { LANGUAGES } from './constants.mjs';
import { ApiError } from './http.mjs';
import { DEMO_PRODUCT, GAMES, VENDORS, vendorOf } from './game-catalogue.mjs';

export { DEMO_PRODUCT, findGame, GAMES, VENDORS } from './game-catalogue.mjs';
export { gameArtwork } from './game-art.mjs';

/** Lane titles per language; other languages get English. */
const TITLES = {
  hot: { CN: '热门彩票', EN: 'Hot lottery', AR: 'اليانصيب الرائج', VI: 'Xổ số hot', TW: '熱門彩票', TH: 'หวยยอดนิยม', 'PT-BR': 'Loterias em alta' },
  quick: { CN: '快乐彩', EN: 'Quick lotto', AR: 'يانصيب سريع', VI: 'Xổ số nhanh', TW: '快樂彩', TH: 'หวยด่วน', 'PT-BR': 'Loteria rápida' },
  slots: { CN: '电子游戏', EN: 'Slots and cards', AR: 'ألعاب السلوت والورق', VI: 'Slot và bài', TW: '電子遊戲', TH: 'สล็อตและไพ่', 'PT-BR': 'Slots e cartas' },
  crash: { CN: '快速游戏', EN: 'Crash games', AR: 'ألعاب الانهيار', VI: 'Trò chơi crash', TW: '快速遊戲', TH: 'เกมแครช', 'PT-BR': 'Jogos crash' },
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
  home: [['hot', 'LOTT'], ['slots', 'TCG'], ['crash', 'CRASH'], ['live', 'LIVE']],
  game: [['hot', 'LOTT'], ['quick', 'ELOTT'], ['slots', 'TCG'], ['crash', 'CRASH'], ['live', 'LIVE'], ['sports', 'SPORTS']],
};

const categoryOf = (gameType) => (gameType === 'RNG' || gameType === 'PVP' ? 'TCG' : gameType);

/**
 * One game as a lane card.
 * @param {typeof GAMES[number]} game
 * @param {string} origin where the artwork is served
 */
export function card(game, origin) {
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

/**
 * The game a vendor launch names: by game code, else by room (a banner of type G names its game's id as
 * `roomId`), else the vendor's first game on the node. Undefined when the catalogue has no such game.
 * @param {{ vendor: string, gameCode?: string, roomId?: string, nodeId?: string }} fields
 */
export function findVendorGame({ vendor, gameCode, roomId, nodeId }) {
  return GAMES.find((entry) => entry.accountTypeName === vendor
    && (gameCode ? entry.gameCode === gameCode : roomId ? entry.gameId === roomId : !nodeId || entry.nodeId === nodeId));
}

/** Lower case without accents, so that "acao" finds "Ação". @param {string} text */
const folded = (text) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** The longest search a player may send. */
export const SEARCH_MAX_LENGTH = 40;

/**
 * Every game whose name holds the keyword (any case, any accents), names starting with it first, as cards.
 * @param {string} keyword
 * @param {string} origin
 */
export function searchGames(keyword, origin) {
  const wanted = folded(keyword);
  if (!wanted || keyword.length > SEARCH_MAX_LENGTH) {
    throw new ApiError('validation.failed', `The field "keyword" must be 1 to ${SEARCH_MAX_LENGTH} characters.`);
  }
  const found = GAMES.filter((game) => folded(game.displayName).includes(wanted));
  const starts = (game) => (folded(game.displayName).startsWith(wanted) ? 0 : 1);
  return found.sort((a, b) => starts(a) - starts(b)).map((game) => card(game, origin));
}

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

  const game = findVendorGame({ vendor: string('vendor'), gameCode: string('gameCode', false), roomId: string('roomId', false), nodeId: string('nodeId', false) });
  if (!game) throw new ApiError('game.not.found', 'This game is not available.');
  return { game, backUrl, language, mode: 'vendor', view: 'game' };
}

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * An amount in the merchant's currency, written as the player's language writes it; BRL always as pt-BR does
 * (SPEC §1).
 * @param {number} amount
 * @param {string} currency
 * @param {string} language
 */
function money(amount, currency, language) {
  const locale = currency === 'BRL' ? 'pt-BR' : { CN: 'zh-CN', TW: 'zh-HK', EN: 'en-US' }[language] ?? language.toLowerCase();
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${currency} ${amount.toFixed(2)}`;
  }
}

/**
 * The page a launched game lands on: the game's name, the player and the fields it was started with, and a
 * way back.
 * @param {{ game: typeof GAMES[number], username: string, backUrl: string, language: string, view: string, trial: boolean,
 *   balance?: number, currency?: string }} launch
 */
export function gamePage({ game, username, backUrl, language, view, trial, balance = 0, currency = 'BRL' }) {
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
<p class="credit" data-testid="game-credit">${trial ? words.trialCredit : words.balance}: <bdi id="credit">${trial ? '10,000' : escapeHtml(money(balance, currency, code))}</bdi></p>
<div class="reels" aria-live="polite"><span class="reel">7</span><span class="reel">★</span><span class="reel">7</span></div>
<button type="button" id="spin">${words.spin}</button>
<dl data-testid="game-fields"><dt>${words.vendor}</dt><dd>${escapeHtml(vendor)}</dd><dt>${words.player}</dt><dd>${escapeHtml(username || words.guest)}</dd><dt>${words.mode}</dt><dd>${trial ? words.trial : escapeHtml(view)}</dd><dt>${words.language}</dt><dd>${escapeHtml(language)}</dd></dl>
</div></main>
<script>
var symbols=['7','★','♦','♣','♥'];document.getElementById('spin').onclick=function(){document.querySelectorAll('.reel').forEach(function(r){r.textContent=symbols[Math.floor(Math.random()*symbols.length)]});};
</script></body></html>`;
}
