// The demo merchant's game catalogue: a Brazilian operator's mix of lotteries, quick draws, slots, card games,
// crash games, live tables and sports, from several vendors. Names are the sandbox's own inventions.

/** The merchant's product code, which the vendor mapping's TLB rule reads (SPEC §4). */
export const DEMO_PRODUCT = 'BRL';

/** Vendors in the platform's order: account type, display name, game type. */
export const VENDORS = Object.freeze([
  { accountTypeName: 'TCG_LOTTO_VN', displayName: 'TCG Lottery', gameType: 'LOTT' },
  { accountTypeName: 'SORTE', displayName: 'Sorte Loterias', gameType: 'LOTT' },
  { accountTypeName: 'TCG_ELOTT', displayName: 'TCG Quick Lotto', gameType: 'ELOTT' },
  { accountTypeName: 'TCG_SEA', displayName: 'TCG Slots', gameType: 'RNG' },
  { accountTypeName: 'JILI', displayName: 'JILI', gameType: 'RNG' },
  { accountTypeName: 'KY', displayName: 'Kaiyuan Poker', gameType: 'PVP' },
  { accountTypeName: 'SAMBA', displayName: 'Samba Studios', gameType: 'RNG' },
  { accountTypeName: 'ORBITA', displayName: 'Órbita Games', gameType: 'CRASH' },
  { accountTypeName: 'EVO', displayName: 'Evolution', gameType: 'LIVE' },
  { accountTypeName: 'VERDE', displayName: 'Verde Live', gameType: 'LIVE' },
  { accountTypeName: 'BTI', displayName: 'BTi Sports', gameType: 'SPORTS' },
  { accountTypeName: 'SABA', displayName: 'SABA Sports', gameType: 'SPORTS' },
]);

/**
 * @typedef {{ gameId: string, nodeId: string, accountTypeName: string, displayName: string, gameCode: string,
 *   prizeMode?: string, art: string, hue: number, digits?: string, symbols?: string, trial?: boolean }} Game
 */

/** A lottery draw: launched by prize mode and code. */
const lotto = (gameId, nodeId, accountTypeName, displayName, prizeMode, gameCode, digits, hue, trial = false) =>
  ({ gameId, nodeId, accountTypeName, displayName, prizeMode, gameCode, art: 'balls', digits, hue, ...(trial ? { trial } : {}) });
/** Any other game: launched by vendor and game code. */
const game = (gameId, nodeId, accountTypeName, displayName, gameCode, art, hue, extra = {}) =>
  ({ gameId, nodeId, accountTypeName, displayName, gameCode, art, hue, ...extra });

/**
 * Games: id, node, vendor, name, and how the app launches it (lottery by prize mode and code; other games by
 * vendor and game code). `trial` games can be tried without an account. `art` picks the artwork's motif.
 * @type {readonly Game[]}
 */
export const GAMES = Object.freeze([
  lotto('L101', '9001', 'TCG_LOTTO_VN', 'Hanoi Lotto', 'Hanoi', 'HNL', '1 8 6', 350),
  lotto('L102', '9001', 'TCG_LOTTO_VN', 'Southern Lotto', 'Southern', 'MN', '3 5 9', 20),
  lotto('L103', '9001', 'TCG_LOTTO_VN', 'Central Lotto', 'Central', 'MT', '2 7 4', 130),
  lotto('L111', '9011', 'SORTE', 'Mega Sorte 6/60', 'MegaSorte', 'MS60', '06 33 60', 140),
  lotto('L112', '9011', 'SORTE', 'Quina Dourada', 'Quina', 'QD5', '05 18 77', 265),
  lotto('L113', '9011', 'SORTE', 'Fácil 15', 'Facil', 'F15', '15 02 24', 310),
  lotto('L114', '9011', 'SORTE', 'Dupla Estrela', 'Dupla', 'DE2', '07 21 44', 215),
  lotto('L115', '9011', 'SORTE', 'Time Campeão', 'Time', 'TC10', '10 55 80', 95),
  lotto('L116', '9011', 'SORTE', 'Sete da Sorte', 'Sete', 'S7', '7 7 7', 0),
  lotto('L117', '9011', 'SORTE', 'Loto Carioca', 'Carioca', 'LC6', '12 40 58', 190),
  lotto('L118', '9011', 'SORTE', 'Bilhete Dourado', 'Bilhete', 'BD1', '4 2 9', 45),
  lotto('E201', '9002', 'TCG_ELOTT', 'Lucky 5D', 'Lucky5D', 'L5D', '5 0 5', 275, true),
  lotto('E202', '9002', 'TCG_ELOTT', 'Speed Keno', 'Keno', 'KENO', '8 1 3', 45, true),
  lotto('E203', '9002', 'TCG_ELOTT', 'Bingo Turbo', 'Bingo', 'BINGO', '22 9 61', 160, true),
  lotto('E204', '9002', 'TCG_ELOTT', 'Keno Copacabana', 'KenoRio', 'KRIO', '3 44 17', 200, true),
  game('S301', '9003', 'TCG_SEA', 'Golden Dragon', 'GDRAGON', 'dragon', 40, { symbols: '7 ★ 7', trial: true }),
  game('S302', '9003', 'TCG_SEA', 'Lotus Fortune', 'LOTUS', 'reels', 320, { symbols: '♦ 7 ♦', trial: true }),
  game('S303', '9004', 'JILI', 'Super Ace', 'ACE', 'cards', 200, { symbols: 'A ♠', trial: true }),
  game('S304', '9004', 'JILI', 'Fortune Gems', 'GEMS', 'gems', 185, { symbols: '♦ ♦ ♦', trial: true }),
  game('P401', '9005', 'KY', 'Texas Hold\u2019em', 'TEXAS', 'cards', 150, { symbols: 'K ♥' }),
  game('S305', '9004', 'JILI', 'Boxing King', 'BOXING', 'coin', 0, { symbols: 'K', trial: true }),
  game('S306', '9004', 'JILI', 'Money Coming', 'MONEY', 'coin', 120, { symbols: '$' }),
  game('S307', '9003', 'TCG_SEA', 'Jade Emperor', 'JADE', 'reels', 150, { symbols: '♣ ★ ♣' }),
  game('P402', '9005', 'KY', 'Truco Paulista', 'TRUCO', 'cards', 25, { symbols: '4 ♣' }),
  game('P403', '9005', 'KY', 'Cacheta', 'CACHETA', 'cards', 280, { symbols: 'Q ♦' }),
  game('P404', '9005', 'KY', 'Dominó Duplo', 'DOMINO', 'domino', 210),
  game('S501', '9012', 'SAMBA', 'Tigre da Fortuna', 'TIGRE', 'tiger', 28, { trial: true }),
  game('S502', '9012', 'SAMBA', 'Coelho da Sorte', 'COELHO', 'rabbit', 330, { trial: true }),
  game('S503', '9012', 'SAMBA', 'Touro Dourado', 'TOURO', 'ox', 8, { trial: true }),
  game('S504', '9012', 'SAMBA', 'Rato Milionário', 'RATO', 'mouse', 48, { trial: true }),
  game('S505', '9012', 'SAMBA', 'Dragão Lendário', 'DRAGAO', 'dragon', 355, { symbols: '★ 7 ★' }),
  game('S506', '9012', 'SAMBA', 'Carnaval Cash', 'CARNAVAL', 'reels', 295, { symbols: '★ $ ★', trial: true }),
  game('S507', '9012', 'SAMBA', 'Amazônia Wild', 'AMAZONIA', 'gems', 125),
  game('S508', '9012', 'SAMBA', 'Arara Dourada', 'ARARA', 'coin', 190, { symbols: 'W' }),
  game('S509', '9012', 'SAMBA', 'Samba Reels', 'SAMBAR', 'reels', 340, { symbols: '7 7 7' }),
  game('S510', '9012', 'SAMBA', 'Copacabana Gold', 'COPA', 'coin', 42, { symbols: '$', trial: true }),
  game('S511', '9012', 'SAMBA', 'Feijoada Frenzy', 'FEIJOADA', 'reels', 15, { symbols: '♥ ★ ♥' }),
  game('S512', '9012', 'SAMBA', 'Caipirinha Wins', 'CAIPI', 'gems', 90),
  game('S513', '9012', 'SAMBA', 'Onça Pintada', 'ONCA', 'tiger', 38),
  game('S514', '9012', 'SAMBA', 'Gol de Ouro', 'GOLOURO', 'ball', 110, { trial: true }),
  game('S515', '9012', 'SAMBA', 'Fruta Mania', 'FRUTA', 'reels', 75, { symbols: '♣ ♥ ♦' }),
  game('S516', '9012', 'SAMBA', 'Diamante Negro', 'DIAMANTE', 'gems', 260),
  game('S517', '9012', 'SAMBA', 'Festa Junina', 'JUNINA', 'reels', 30, { symbols: '★ ★ ★' }),
  game('S518', '9012', 'SAMBA', 'Rei do Pandeiro', 'PANDEIRO', 'coin', 300, { symbols: '♛' }),
  game('S519', '9012', 'SAMBA', 'Galo de Briga', 'GALO', 'coin', 5, { symbols: 'G' }),
  game('S520', '9012', 'SAMBA', 'Macaco Maluco', 'MACACO', 'mouse', 70),
  game('C601', '9013', 'ORBITA', 'Avião Turbo', 'AVIAO', 'rocket', 350, { trial: true }),
  game('C602', '9013', 'ORBITA', 'Foguete Lunar', 'FOGUETE', 'rocket', 250, { trial: true }),
  game('C603', '9013', 'ORBITA', 'Balão Estourado', 'BALAO', 'rocket', 320),
  game('C604', '9013', 'ORBITA', 'Minas de Diamante', 'MINAS', 'mines', 175, { trial: true }),
  game('C605', '9013', 'ORBITA', 'Plinko Samba', 'PLINKO', 'plinko', 285, { trial: true }),
  game('C606', '9013', 'ORBITA', 'Dado Duplo', 'DADO', 'dice', 225),
  game('C607', '9013', 'ORBITA', 'Cara ou Coroa', 'MOEDA', 'coin', 50, { symbols: '$' }),
  game('C608', '9013', 'ORBITA', 'Crash Carioca', 'CRASHRJ', 'rocket', 165),
  game('V501', '9006', 'EVO', 'Baccarat Squeeze', 'BACC', 'cards', 5, { symbols: '9 ♣' }),
  game('V502', '9006', 'EVO', 'Lightning Roulette', 'ROUL', 'wheel', 230),
  game('V511', '9014', 'VERDE', 'Roleta Brasileira', 'ROLETABR', 'wheel', 140),
  game('V512', '9014', 'VERDE', 'Roleta Copacabana', 'ROLETACP', 'wheel', 200),
  game('V513', '9014', 'VERDE', 'Bacará Rio', 'BACRIO', 'cards', 350, { symbols: '8 ♦' }),
  game('V514', '9014', 'VERDE', 'Blackjack Ipanema', 'BJIPA', 'cards', 165, { symbols: 'A ♥' }),
  game('V515', '9014', 'VERDE', 'Dragão Tigre Ao Vivo', 'DRTIGRE', 'tiger', 12),
  game('V516', '9014', 'VERDE', 'Sic Bo Carnaval', 'SICBO', 'dice', 300),
  game('V517', '9014', 'VERDE', 'Roda da Sorte', 'RODA', 'wheel', 50),
  game('V518', '9014', 'VERDE', 'Clássico Studio', 'CLASSICO', 'ball', 130),
  game('B601', '9007', 'BTI', 'BTi Sportsbook', 'SPORTSBOOK', 'ball', 110),
  game('B602', '9008', 'SABA', 'SABA Sportsbook', 'SABA', 'ball', 25),
]);

/** The games the demo account's five weeks of history were played on. */
export const HISTORY_GAMES = Object.freeze(['L101', 'L102', 'L103', 'E201', 'E202', 'S301', 'S302', 'S303', 'S304', 'P401', 'V501', 'V502']);

/** @param {Game} game */
export const vendorOf = (game) => VENDORS.find((vendor) => vendor.accountTypeName === game.accountTypeName);

/** @param {string} id */
export const findGame = (id) => GAMES.find((entry) => entry.gameId === id);
