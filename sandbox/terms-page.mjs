// The demo merchant's terms and conditions (`info.responsibleGaming.termsUrl` is `/terms.html?lang={lang}`):
// what a player accepts when registering, in each of the platform's 22 languages. The texts are data, one file
// per language in terms/<LANGUAGE>.json; this module picks the language and renders them into one small static
// page without script.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * @typedef {object} TermsText
 * @property {string} lang the page's language tag
 * @property {'rtl'} [dir] for a language written right to left
 * @property {string} name the language's own name, in the language switcher
 * @property {string} title
 * @property {string} version with `{version}`
 * @property {string} effective with `{date}`, the day the version took effect
 * @property {string} accept what registering means
 * @property {string} languages the language switcher's label
 * @property {{ heading: string, paragraphs: string[] }[]} sections
 */

/** The platform's language codes, in the order the switcher lists them (SPEC §1). */
export const TERMS_LANGUAGES = /** @type {const} */ ([
  'CN', 'EN', 'ES', 'HI', 'ID', 'JA', 'KM', 'KO', 'MY', 'TA', 'TH', 'TW', 'VI', 'TY', 'UR', 'PT', 'PT-BR', 'MS', 'BN', 'TR', 'RU', 'AR',
]);

/** @type {Map<string, TermsText>} */
const TEXTS = new Map(
  TERMS_LANGUAGES.map((code) => [code, JSON.parse(readFileSync(new URL(`./terms/${code}.json`, import.meta.url), 'utf8'))]),
);

/** Every spelling of a language a link or a browser may use, lower case, to its platform code. */
const SPELLINGS = new Map();
for (const [code, text] of TEXTS) {
  SPELLINGS.set(code.toLowerCase(), code);
  SPELLINGS.set(text.lang.toLowerCase(), code);
}
for (const [alias, code] of [
  ['en', 'EN'], ['zh', 'CN'], ['zh-hans', 'CN'], ['zh-sg', 'CN'], ['zh-hant', 'TW'], ['zh-tw', 'TW'], ['zh-mo', 'TW'],
  ['tl', 'TY'], ['pt-pt', 'PT'], ['jp', 'JA'], ['kr', 'KO'], ['in', 'ID'],
]) {
  SPELLINGS.set(alias, code);
}

/**
 * A platform code (`PT-BR`), a language tag (`pt-BR`, `zh-Hant-HK`, `en_GB`) to its platform code; null when none
 * of the 22. A region the platform does not know falls back to the bare language.
 * @param {string} input
 */
function codeOf(input) {
  const key = input.trim().replace(/_/g, '-').toLowerCase();
  if (!key || key.length > 16) return null;
  const parts = key.split('-');
  return SPELLINGS.get(key) ?? SPELLINGS.get(`${parts[0]}-${parts.at(-1)}`) ?? SPELLINGS.get(parts[0] ?? '') ?? null;
}

/**
 * The language of the page: `?lang=` (the kit fills in its code, `CN`, `PT-BR`; a tag such as `zh-CN` works too),
 * else the browser's most preferred language the platform has, else English. Nothing asked for is an error.
 * @param {URL} url
 * @param {string | undefined} acceptLanguage
 */
export function termsLanguageOf(url, acceptLanguage) {
  const asked = codeOf(url.searchParams.get('lang') ?? '');
  if (asked) return asked;
  const preferred = (acceptLanguage ?? '')
    .split(',')
    .slice(0, 20)
    .map((entry, index) => {
      const [tag = '', ...params] = entry.split(';');
      const q = Number(params.find((param) => param.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of preferred) {
    const code = codeOf(tag);
    if (code) return code;
  }
  return 'EN';
}

const escapeHtml = (/** @type {string} */ text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A sentence with its placeholder filled, as HTML: the value isolated, so that a version or a date keeps its own
 * direction inside an Arabic or Urdu sentence.
 * @param {string} sentence
 * @param {string} placeholder
 * @param {string} value
 */
const fill = (sentence, placeholder, value) =>
  sentence.split(placeholder).map(escapeHtml).join(`<bdi>${escapeHtml(value)}</bdi>`);

/**
 * The day a version such as `2026-09` took effect, in the page's language; empty for a version of another form.
 * @param {string} version
 * @param {string} lang
 */
function effectiveDate(version, lang) {
  const month = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(version);
  if (!month) return '';
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1));
}

// Phone first: system fonts, a comfortable measure, logical properties so that Arabic and Urdu mirror.
const STYLE = `*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;font:17px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:#1d1d22;background:#f3f3f6}
main{max-inline-size:42rem;margin-inline:auto;padding:16px 20px 48px;background:#fff;min-block-size:100vh}
.bar{display:flex;align-items:flex-start;justify-content:space-between;gap:12px;margin-block-end:16px}
.age{flex:none;padding:.1em .55em;border:2px solid #c8102e;border-radius:999px;color:#c8102e;font-weight:700;font-size:.9em}
details{position:relative;font-size:.95em}
summary{display:flex;align-items:center;gap:.4em;min-block-size:44px;padding-inline:.6em;border:1px solid #d4d4dc;border-radius:8px;cursor:pointer;list-style:none}
summary::-webkit-details-marker{display:none}
summary svg{flex:none;inline-size:1.1em;block-size:1.1em}
details ul{position:absolute;inset-inline-end:0;z-index:1;display:grid;grid-template-columns:repeat(2,minmax(9em,1fr));gap:2px;margin:6px 0 0;padding:6px;list-style:none;background:#fff;border:1px solid #d4d4dc;border-radius:8px;box-shadow:0 6px 24px rgba(0,0,0,.14)}
details a{display:block;padding:.55em .6em;border-radius:6px;color:#1a5fb4;text-decoration:none}
details a[aria-current]{background:#eef3fb;font-weight:700;color:#1d1d22}
a:focus-visible,summary:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
h1{margin:0 0 .3em;font-size:1.65em;line-height:1.25}
.meta{margin:0 0 .2em;color:#55555d;font-size:.95em}
.accept{margin:.8em 0 1.4em;padding:.7em .9em;border-inline-start:4px solid #c8102e;background:#fbf4f5}
h2{margin:1.6em 0 .4em;font-size:1.15em;line-height:1.35}
p{margin:0 0 .8em;max-inline-size:65ch}`;

const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

const GLOBE = '<svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="1.8"><circle cx="12" cy="12" r="9.5"/><path d="M2.5 12h19M12 2.5c2.8 2.9 4 6 4 9.5s-1.2 6.6-4 9.5c-2.8-2.9-4-6-4-9.5s1.2-6.6 4-9.5z"/></svg>';

/**
 * The terms page and the headers it goes with.
 * @param {URL} url
 * @param {string | undefined} acceptLanguage
 * @param {string} version the merchant's current terms version
 * @returns {{ html: string, headers: Record<string, string> }}
 */
export function termsPage(url, acceptLanguage, version) {
  const code = termsLanguageOf(url, acceptLanguage);
  const text = /** @type {TermsText} */ (TEXTS.get(code));
  const date = effectiveDate(version, text.lang);
  const links = TERMS_LANGUAGES.map((other) => {
    const { lang, name } = /** @type {TermsText} */ (TEXTS.get(other));
    const current = other === code ? ' aria-current="page"' : '';
    return `<li><a href="?lang=${encodeURIComponent(other)}" hreflang="${lang}" lang="${lang}"${current}>${escapeHtml(name)}</a></li>`;
  }).join('');
  const sections = text.sections
    .map(({ heading, paragraphs }, index) =>
      `<section><h2>${index + 1}. ${escapeHtml(heading)}</h2>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}</section>`)
    .join('\n');
  const meta = [version && fill(text.version, '{version}', version), date && fill(text.effective, '{date}', date)]
    .filter(Boolean)
    .map((line) => `<p class="meta">${line}</p>`)
    .join('');
  const html = `<!doctype html><html lang="${text.lang}" dir="${text.dir ?? 'ltr'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(text.title)}</title>
<link rel="icon" href="data:,"><style>${STYLE}</style></head>
<body><main>
<div class="bar"><span class="age" dir="ltr" aria-hidden="true">18+</span>
<details><summary aria-label="${escapeHtml(`${text.languages}: ${text.name}`)}">${GLOBE}<span>${escapeHtml(text.name)}</span></summary>
<nav aria-label="${escapeHtml(text.languages)}"><ul>${links}</ul></nav></details></div>
<h1>${escapeHtml(text.title)}</h1>
${meta}
<p class="accept">${escapeHtml(text.accept)}</p>
${sections}
</main></body></html>`;
  return {
    html,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Language': text.lang,
      Vary: 'Accept-Language',
      'Cache-Control': 'no-cache',
      // No script may run; the one stylesheet is allowed by its hash, not by allowing every inline style.
      'Content-Security-Policy': `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
    },
  };
}
