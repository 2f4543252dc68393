// The docs site's HTML: one layout with the navigation of every page, the element reference pages, the example
// pages the live examples run in, and the theming playground. No inline script or style: the host page's
// security policy (host-page/server/security-headers.mjs) allows only the site's own files.
import { marked } from 'marked';

/** Escapes text for HTML content and attribute values. */
export const escapeHtml = (value) => String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Markdown of one line (manifest descriptions) as inline HTML: code spans escaped by marked. */
export const inline = (text) => marked.parseInline(String(text ?? ''));

/** The languages each element is shown in: the app's default, English, and a right-to-left one. */
export const LANGUAGES = [
  { code: 'EN', name: 'English', lang: 'en', dir: 'ltr' },
  { code: 'CN', name: '中文', lang: 'zh-cn', dir: 'ltr' },
  { code: 'AR', name: 'العربية', lang: 'ar', dir: 'rtl' },
];

/**
 * The loader tag, as the /m app's host page writes it: the server (or nginx) fills in the merchant, the API and
 * the sandbox's stand-ins for third-party scripts.
 */
export const LOADER = (language) => `<script src="/m/assets/mc-elements.js" data-merchant="%MERCHANT%" data-api="%API%" data-language="${language}"
      data-geetest-script="%GEETEST%" data-geetest4-script="%GEETEST4%"
      data-livechat-script="%LIVECHAT%" data-comm100-script="%COMM100%"
      data-firebase-auth-emulator="%FIREBASE_AUTH_EMULATOR%"></script>`;

/** What a merchant pastes: the loader from the kit's host, then the tag. */
export const embedSnippet = (markup) => `<script src="https://kit.merchant.example/m/assets/mc-elements.js"
        data-api="https://api.merchant.example" data-merchant="YOUR-MERCHANT-CODE" data-language="EN"></script>

${markup}`;

/**
 * A page of the site. `root` is the relative way back to the site's root ('' or '../'), so the site works under
 * any prefix; `nav` lists every page.
 */
export function layout({ title, root, nav, current, body, scripts = [], head = '' }) {
  const link = (page) => `<li><a href="${root}${page.href}"${page.href === current ? ' aria-current="page"' : ''}>${escapeHtml(page.title)}</a></li>`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="referrer" content="no-referrer" />
    <title>${escapeHtml(title)} · mc elements docs</title>
    <link rel="icon" href="/m/icon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="${root}docs.css" />
${scripts.map((src) => `    <script type="module" src="${root}${src}"></script>`).join('\n')}
${head ? `    ${head}\n` : ''}  </head>
  <body class="docs">
    <a class="skip" href="#main">Skip to the content</a>
    <header class="docs-header"><a href="${root}index.html" class="docs-brand">mc elements</a> <span>reference and guides</span></header>
    <div class="docs-body">
      <nav class="docs-nav" aria-label="All pages">
        <h2>Start</h2>
        <ul>${nav.start.map(link).join('')}</ul>
        <h2>Guides</h2>
        <ul>${nav.guides.map(link).join('')}</ul>
        <h2>Elements</h2>
        <ul class="docs-nav__elements">${nav.elements.map(link).join('')}</ul>
      </nav>
      <main id="main" class="docs-main">
${body}
      </main>
    </div>
  </body>
</html>
`;
}

/** A table of manifest entries, or nothing when there are none. */
function table(caption, columns, rows) {
  if (!rows.length) return '';
  return `<section><h2>${caption}</h2>
<div class="table-wrap"><table>
<thead><tr>${columns.map(([head]) => `<th scope="col">${head}</th>`).join('')}</tr></thead>
<tbody>
${rows.map((row) => `<tr>${columns.map(([, cell], index) => (index === 0 ? `<th scope="row">${cell(row)}</th>` : `<td>${cell(row)}</td>`)).join('')}</tr>`).join('\n')}
</tbody></table></div></section>`;
}

const code = (text) => `<code>${escapeHtml(text)}</code>`;
const type = (entry) => (entry.type?.text ? code(entry.type.text) : '');

/** The reference tables of one element's manifest declaration. */
export function referenceTables(declaration) {
  const fields = declaration.members.filter((member) => member.kind === 'field' && !member.attribute);
  return [
    table('Attributes', [['Attribute', (a) => code(a.name)], ['Property', (a) => code(a.fieldName)], ['Type', type], ['Description', (a) => inline(a.description)]], declaration.attributes),
    table('Properties', [['Property', (f) => code(f.name)], ['Type', type], ['Description', (f) => inline(f.description)]], fields),
    table('Events', [['Event', (e) => code(e.name)], ['Type', type], ['Description', (e) => inline(e.description)]], declaration.events),
    table('Slots', [['Slot', (s) => code(s.name)], ['Description', (s) => inline(s.description)]], declaration.slots ?? []),
    table('Parts', [['Part', (p) => code(`::part(${p.name})`)], ['Description', (p) => inline(p.description)]], declaration.cssParts),
    table('CSS custom properties', [['Property', (p) => code(p.name)], ['Description', (p) => inline(p.description)]], declaration.cssProperties),
    table('Custom states', [['State', (s) => code(`:state(${s.name})`)], ['Description', (s) => inline(s.description)]], declaration.cssStates),
  ].filter(Boolean).join('\n');
}

/** One element's reference page. `shots` maps a language code to a screenshot (`{ name, width, height }`), when there is one. */
export function elementPage({ declaration, intro, example, shows, setup, shots, nav }) {
  const tag = declaration.tagName;
  const exampleLinks = LANGUAGES.map((l) => `<a href="../examples/${tag}-${l.code}.html" hreflang="${l.lang}" lang="${l.lang}">${escapeHtml(l.name)}</a>`).join(' · ');
  const figures = LANGUAGES.filter((l) => shots[l.code]).map((l) => `<figure><img src="../screenshots/${escapeHtml(shots[l.code].name)}" alt="&lt;${tag}&gt; in ${l.name}" width="${shots[l.code].width}" height="${shots[l.code].height}" loading="lazy" /><figcaption lang="${l.lang}">${escapeHtml(l.name)}</figcaption></figure>`);
  const body = `<h1>${code(`<${tag}>`)}</h1>
<div class="docs-intro">${intro}</div>
<p class="docs-summary">${inline(declaration.summary)}</p>
<section><h2>Live example</h2>
<p>The element below runs in a page of its own, loaded through the kit's loader (<code>/m/assets/mc-elements.js</code>) against this server's platform (the sandbox under <code>npm start</code>: log in as <code>demo</code> / <code>demo1234</code>). Open it in ${exampleLinks}.</p>
${shows ? `<p class="docs-note">It shows only ${inline(shows)}.${setup ? ` So the example page first ${inline(setup)}.` : ''}</p>` : ''}
<iframe class="docs-example" src="../examples/${tag}-EN.html" title="Live example of &lt;${tag}&gt;" loading="lazy"></iframe>
</section>
<section><h2>Embed</h2>
<p>On any page, from any origin: the loader defines the element when its tag appears.</p>
<pre class="docs-snippet"><code>${escapeHtml(embedSnippet(example))}</code></pre>
<button type="button" class="docs-copy" data-copy-previous>Copy</button>
</section>
${figures.length ? `<section><h2>Screenshots</h2><div class="docs-shots">${figures.join('')}</div></section>` : ''}
${declaration.description ? `<section><h2>Behaviour</h2><p>${inline(declaration.description)}</p></section>` : ''}
${referenceTables(declaration)}`;
  return layout({ title: `<${tag}>`, root: '../', nav, current: `elements/${tag}.html`, body, scripts: ['docs.js'] });
}

/**
 * A bare page holding one live example in one language, as a merchant's page would. An example with a `setup`
 * holds its markup in a template that docs.js stamps once the setup is done, so that the element starts in it.
 */
export function examplePage({ tag, example, language, member, shows, setup }) {
  const markup = example.replace(/\n/g, '\n    ');
  return `<!doctype html>
<html lang="${language.lang}" dir="${language.dir}" data-language="${language.code}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="referrer" content="no-referrer" />
    <title>&lt;${tag}&gt; · ${escapeHtml(language.name)} · mc elements docs</title>
    <link rel="icon" href="/m/icon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="../example.css" />
    ${LOADER(language.code)}
    <script type="module" src="../docs.js"></script>
  </head>
  <body class="example" data-example="${tag}">
${shows ? `    <p class="example__note" lang="en" dir="ltr">&lt;${tag}&gt; shows only ${inline(shows)}${setup ? `: this page first ${inline(setup)}` : ''}.</p>\n` : ''}${member ? `    <section class="example__login" data-example-login hidden>
      <p class="example__note" lang="en" dir="ltr">Below, a visitor's view. Log in as <code>demo</code> / <code>demo1234</code> to see a member's.</p>
      <mc-login no-redirect no-providers></mc-login>
    </section>\n` : ''}    ${setup ? `<template data-example-setup>${markup}</template>` : markup}
  </body>
</html>
`;
}

/** A guide: one `docs/*.md` file rendered at build time. */
export function guidePage({ name, title, html, nav }) {
  return layout({ title, root: '../', nav, current: `guides/${name}.html`, body: `<article class="docs-prose">${html}</article>` });
}
