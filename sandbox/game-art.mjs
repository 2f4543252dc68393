// The artwork of the demo games, as SVG a provider would hand out as a square thumbnail: a lit background in
// the game's colours, a motif (lottery balls, reels, cards, a mascot, a rocket, ...), the game's title and its
// vendor. Drawn with shapes and plain glyphs so that it renders with any font.

import { vendorOf } from './game-catalogue.mjs';

/** @typedef {import('./game-catalogue.mjs').Game} Game */

const escapeXml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const FONT = 'DejaVu Sans, Arial, sans-serif';

const glyph = (x, y, size, text, fill = '#1d1d1f', extra = '') =>
  `<text x="${x}" y="${y}" font-size="${size}" font-weight="800" text-anchor="middle" dominant-baseline="central" fill="${fill}" font-family="${FONT}"${extra}>${escapeXml(text)}</text>`;

/** Light rays from the motif's centre, as real slot thumbnails have. */
function rays(hue) {
  const beams = Array.from({ length: 12 }, (_, i) => {
    const a = (i * 30 * Math.PI) / 180;
    const b = ((i * 30 + 12) * Math.PI) / 180;
    const point = (angle) => `${(120 + Math.cos(angle) * 200).toFixed(1)},${(104 + Math.sin(angle) * 200).toFixed(1)}`;
    return `<polygon points="120,104 ${point(a)} ${point(b)}"/>`;
  }).join('');
  return `<g fill="hsl(${(hue + 30) % 360} 100% 75%)" opacity=".16">${beams}</g>`;
}

/** A round mascot's face; `kind` sets its ears, colours and marks. */
function mascot(kind, hue) {
  const fur = { tiger: '#f59e0b', rabbit: '#fafafa', ox: '#8d5524', mouse: '#9ca3af', dragon: '#dc2626' }[kind] ?? '#f59e0b';
  const ears = {
    tiger: '<circle cx="84" cy="62" r="18"/><circle cx="156" cy="62" r="18"/>',
    rabbit: '<ellipse cx="98" cy="40" rx="13" ry="38"/><ellipse cx="142" cy="40" rx="13" ry="38"/>',
    ox: '<path d="M74 70 Q52 40 70 26 Q72 52 94 64z" fill="#fde68a"/><path d="M166 70 Q188 40 170 26 Q168 52 146 64z" fill="#fde68a"/>',
    mouse: '<circle cx="78" cy="58" r="26"/><circle cx="162" cy="58" r="26"/>',
    dragon: '<path d="M86 66 L70 28 L100 56z"/><path d="M154 66 L170 28 L140 56z"/>',
  }[kind] ?? '';
  const marks = kind === 'tiger'
    ? '<path d="M120 66v14M104 70l4 12M136 70l-4 12M82 100h14M144 100h14" stroke="#1d1d1f" stroke-width="5" stroke-linecap="round"/>'
    : kind === 'dragon'
      ? '<path d="M92 120q28 16 56 0" stroke="#fde68a" stroke-width="5" fill="none"/>'
      : '';
  return `<g fill="${fur}" stroke="#1d1d1f" stroke-width="3">${ears}</g>
<circle cx="120" cy="104" r="50" fill="${fur}" stroke="#1d1d1f" stroke-width="3"/>${marks}
<ellipse cx="120" cy="124" rx="24" ry="17" fill="#fff7ed"/>
<circle cx="101" cy="96" r="8" fill="#1d1d1f"/><circle cx="139" cy="96" r="8" fill="#1d1d1f"/>
<circle cx="104" cy="93" r="3" fill="#fff"/><circle cx="142" cy="93" r="3" fill="#fff"/>
<path d="M113 117h14l-7 8z" fill="#be185d"/>
<circle cx="178" cy="146" r="20" fill="hsl(45 95% 55%)" stroke="#7c4a03" stroke-width="3"/>${glyph(178, 147, 20, '$', '#7c4a03')}
<circle cx="60" cy="150" r="14" fill="hsl(${hue} 90% 60%)" stroke="#fff" stroke-width="3"/>`;
}

/** The motif in the middle of a game's artwork, by its `art`. @param {Game} game */
function motif(game) {
  const { hue } = game;
  switch (game.art) {
    case 'balls': {
      const digits = (game.digits ?? '1 2 3').split(' ');
      return digits.map((digit, i) => {
        const x = 62 + i * 58;
        const y = i === 1 ? 88 : 104;
        return `<circle cx="${x}" cy="${y + 4}" r="29" fill="#000" opacity=".2"/><circle cx="${x}" cy="${y}" r="29" fill="#fff"/>`
          + `<circle cx="${x}" cy="${y}" r="19" fill="none" stroke="hsl(${(hue + i * 50) % 360} 75% 45%)" stroke-width="4"/>`
          + `<circle cx="${x - 9}" cy="${y - 11}" r="6" fill="#fff" opacity=".8"/>${glyph(x, y + 1, digit.length > 1 ? 17 : 21, digit)}`;
      }).join('');
    }
    case 'reels':
      return '<rect x="30" y="58" width="180" height="96" rx="16" fill="#1d1d1f" opacity=".45"/>'
        + '<rect x="30" y="58" width="180" height="96" rx="16" fill="none" stroke="hsl(45 95% 60%)" stroke-width="4"/>'
        + (game.symbols ?? '7 7 7').split(' ').map((symbol, i) => `<rect x="${40 + i * 56}" y="68" width="48" height="76" rx="9" fill="#fff"/>`
          + glyph(64 + i * 56, 107, 34, symbol, symbol === '7' ? '#d0021b' : symbol === '$' ? '#15803d' : '#7b1fa2')).join('');
    case 'cards': {
      const [rank, suit] = (game.symbols ?? 'A ♠').split(' ');
      const colour = suit === '♥' || suit === '♦' ? '#d0021b' : '#1d1d1f';
      return '<rect x="62" y="42" width="72" height="104" rx="10" fill="#fff" transform="rotate(-14 98 94)" opacity=".85"/>'
        + '<rect x="106" y="40" width="72" height="104" rx="10" fill="#fff" stroke="#e5e7eb" transform="rotate(10 142 92)"/>'
        + `<g transform="rotate(10 142 92)">${glyph(142, 76, 34, rank, colour)}${glyph(142, 114, 34, suit, colour)}</g>`;
    }
    case 'wheel': {
      const pockets = Array.from({ length: 18 }, (_, i) => {
        const a = (i * 20 * Math.PI) / 180;
        const b = ((i + 1) * 20 * Math.PI) / 180;
        const p = (angle) => `${(120 + Math.cos(angle) * 58).toFixed(1)},${(100 + Math.sin(angle) * 58).toFixed(1)}`;
        return `<polygon points="120,100 ${p(a)} ${p(b)}" fill="${i === 0 ? '#15803d' : i % 2 ? '#b91c1c' : '#111'}"/>`;
      }).join('');
      return `<circle cx="120" cy="100" r="66" fill="hsl(35 70% 35%)" stroke="hsl(45 90% 60%)" stroke-width="5"/>${pockets}`
        + '<circle cx="120" cy="100" r="30" fill="hsl(35 70% 40%)" stroke="hsl(45 90% 60%)" stroke-width="4"/><circle cx="120" cy="100" r="8" fill="hsl(45 90% 60%)"/>'
        + '<circle cx="152" cy="60" r="7" fill="#fff"/>';
    }
    case 'tiger': case 'rabbit': case 'ox': case 'mouse':
      return mascot(game.art, hue);
    case 'dragon':
      return mascot('dragon', hue);
    case 'gems':
      return [[84, 96, 0], [120, 80, 1], [156, 96, 2]].map(([x, y, i]) => {
        const shade = `hsl(${(hue + i * 70) % 360} 85% ${50 + i * 5}%)`;
        return `<polygon points="${x - 26},${y} ${x - 14},${y - 18} ${x + 14},${y - 18} ${x + 26},${y} ${x},${y + 34}" fill="${shade}" stroke="#fff" stroke-width="3"/>`
          + `<polygon points="${x - 14},${y - 18} ${x},${y} ${x + 14},${y - 18}" fill="#fff" opacity=".45"/>`;
      }).join('');
    case 'coin':
      return '<circle cx="120" cy="104" r="58" fill="#b45309"/><circle cx="120" cy="98" r="58" fill="hsl(45 95% 55%)" stroke="#7c4a03" stroke-width="4"/>'
        + `<circle cx="120" cy="98" r="44" fill="none" stroke="#7c4a03" stroke-width="3" stroke-dasharray="6 5"/>${glyph(120, 99, 50, game.symbols ?? '$', '#7c4a03')}`
        + '<circle cx="96" cy="70" r="9" fill="#fff" opacity=".6"/>';
    case 'rocket':
      return '<path d="M24 160 Q110 150 200 44" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round" opacity=".9"/>'
        + '<path d="M24 160 Q110 150 200 44 L200 160z" fill="#fff" opacity=".15"/>'
        + '<g transform="translate(196 46) rotate(-40)"><path d="M0 -24 Q14 -6 10 18 H-10 Q-14 -6 0 -24z" fill="#f8fafc" stroke="#1d1d1f" stroke-width="3"/>'
        + '<circle cx="0" cy="-4" r="5" fill="#38bdf8" stroke="#1d1d1f" stroke-width="2"/><path d="M-6 20 L0 36 L6 20z" fill="#f97316"/></g>'
        + `${glyph(80, 78, 34, '2.47x', '#fff', ' stroke="#1d1d1f" stroke-width="1.5"')}`;
    case 'mines':
      return Array.from({ length: 9 }, (_, i) => {
        const x = 66 + (i % 3) * 38;
        const y = 46 + Math.floor(i / 3) * 38;
        const gem = [1, 3, 5, 7].includes(i);
        return `<rect x="${x}" y="${y}" width="32" height="32" rx="7" fill="${gem ? '#fff' : '#1e293b'}" opacity="${gem ? 1 : 0.55}"/>`
          + (gem ? `<polygon points="${x + 6},${y + 13} ${x + 11},${y + 6} ${x + 21},${y + 6} ${x + 26},${y + 13} ${x + 16},${y + 27}" fill="hsl(${hue} 80% 50%)"/>` : '');
      }).join('');
    case 'plinko':
      return Array.from({ length: 15 }, (_, i) => {
        const row = Math.floor((Math.sqrt(8 * i + 1) - 1) / 2);
        const col = i - (row * (row + 1)) / 2;
        return `<circle cx="${120 - row * 20 + col * 40}" cy="${46 + row * 26}" r="5" fill="#fff"/>`;
      }).join('') + '<circle cx="128" cy="68" r="11" fill="hsl(45 95% 55%)" stroke="#7c4a03" stroke-width="2"/>'
        + [0, 1, 2, 3, 4].map((i) => `<rect x="${34 + i * 36}" y="162" width="32" height="14" rx="4" fill="hsl(${(i * 40 + hue) % 360} 85% 55%)"/>`).join('');
    case 'dice':
      return '<rect x="56" y="60" width="66" height="66" rx="14" fill="#fff" transform="rotate(-12 89 93)"/>'
        + '<rect x="118" y="54" width="66" height="66" rx="14" fill="#fff" stroke="#e5e7eb" transform="rotate(14 151 87)"/>'
        + '<g fill="#b91c1c"><circle cx="78" cy="82" r="6"/><circle cx="100" cy="104" r="6"/></g>'
        + '<g fill="#1d1d1f" transform="rotate(14 151 87)"><circle cx="134" cy="70" r="6"/><circle cx="151" cy="87" r="6"/><circle cx="168" cy="104" r="6"/></g>';
    case 'domino':
      return '<rect x="70" y="38" width="56" height="112" rx="10" fill="#fff" transform="rotate(-10 98 94)"/>'
        + '<g transform="rotate(-10 98 94)"><path d="M74 94h48" stroke="#1d1d1f" stroke-width="3"/><g fill="#1d1d1f"><circle cx="86" cy="54" r="5"/><circle cx="110" cy="78" r="5"/><circle cx="98" cy="122" r="5"/></g></g>'
        + '<rect x="122" y="46" width="56" height="112" rx="10" fill="#fff" transform="rotate(12 150 102)"/>'
        + '<g transform="rotate(12 150 102)"><path d="M126 102h48" stroke="#1d1d1f" stroke-width="3"/><g fill="#1d1d1f"><circle cx="138" cy="64" r="5"/><circle cx="162" cy="64" r="5"/><circle cx="138" cy="86" r="5"/><circle cx="162" cy="86" r="5"/></g></g>';
    default:
      return '<circle cx="120" cy="100" r="56" fill="#fff" stroke="#1d1d1f" stroke-width="3"/><path d="M120 74l24 17-9 28h-30l-9-28z" fill="#1d1d1f"/>'
        + '<path d="M120 44v30M144 91l27-9M135 119l17 22M105 119l-17 22M96 91l-27-9" stroke="#1d1d1f" stroke-width="4"/>';
  }
}

/** The title in one or two lines, sized to fit the tile. */
function title(name) {
  const words = name.split(' ');
  let lines = [name];
  if (name.length > 13 && words.length > 1) {
    let best = 1;
    for (let i = 1; i < words.length; i++) {
      const a = words.slice(0, i).join(' ').length;
      const b = words.slice(i).join(' ').length;
      if (Math.max(a, b) < Math.max(words.slice(0, best).join(' ').length, words.slice(best).join(' ').length)) best = i;
    }
    lines = [words.slice(0, best).join(' '), words.slice(best).join(' ')];
  }
  const longest = Math.max(...lines.map((line) => line.length));
  const size = Math.min(30, Math.floor(300 / Math.max(longest, 6)));
  const top = lines.length === 1 ? 196 : 184;
  return lines.map((line, i) => glyph(120, top + i * (size + 2), size, line.toUpperCase(), '#fff',
    ` stroke="#1d1d1f" stroke-width="${size > 22 ? 5 : 4}" paint-order="stroke" letter-spacing=".5"`)).join('');
}

/** The artwork of a game: a square thumbnail, as SVG. @param {Game} game */
export function gameArtwork(game) {
  const { hue } = game;
  const vendor = vendorOf(game)?.displayName ?? '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240">
<defs><radialGradient id="g" cx=".5" cy=".42" r=".75"><stop offset="0" stop-color="hsl(${hue} 85% 58%)"/><stop offset=".65" stop-color="hsl(${(hue + 20) % 360} 80% 36%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 75% 18%)"/></radialGradient>
<linearGradient id="f" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".55"/></linearGradient></defs>
<rect width="240" height="240" fill="url(#g)"/>${rays(hue)}
<g fill="#fff" opacity=".7"><circle cx="28" cy="40" r="2.5"/><circle cx="212" cy="30" r="3"/><circle cx="200" cy="120" r="2"/><circle cx="36" cy="130" r="2"/></g>
${motif(game)}
<rect y="150" width="240" height="90" fill="url(#f)"/>
${title(game.displayName)}
<rect x="8" y="8" width="${Math.min(224, 14 + vendor.length * 7)}" height="20" rx="10" fill="#000" opacity=".45"/>
<text x="15" y="22" font-size="11" font-weight="700" fill="#fff" font-family="${FONT}">${escapeXml(vendor)}</text>
</svg>`;
}
