// Writes the docs site to dist/docs/ (served at /docs/): a page per element from custom-elements.json and the
// element's README.md, the example pages its live example runs in (one per language), the theming playground,
// and a page per docs/*.md. Run after scripts/manifest.mjs; `npm run build:app` does both.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { elementPage, escapeHtml, examplePage, inline, LANGUAGES, layout } from './pages.mjs';
import { createMarkdown } from './markdown.mjs';
import { elementReadme } from './readme.mjs';
import { themingPage } from './theming.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const OUT = join(ROOT, 'dist', 'docs');
const SHOTS = join(ROOT, 'docs', 'screenshots');

const shotsUsed = new Set();

/** A PNG's size from its header, so that the page reserves the picture's room before it loads. */
function pngSize(file) {
  const header = readFileSync(file).subarray(16, 24);
  return { width: header.readUInt32BE(0), height: header.readUInt32BE(4) };
}

const manifest = JSON.parse(readFileSync(join(ROOT, 'custom-elements.json'), 'utf8'));
const declarations = manifest.modules.flatMap((module) => module.declarations).filter((d) => d.customElement);
const guideFiles = readdirSync(join(ROOT, 'docs')).filter((name) => name.endsWith('.md')).sort();
const guideNames = new Set(guideFiles.map((name) => basename(name, '.md')));
const md = createMarkdown({ guides: guideNames, screenshot: (name) => existsSync(join(SHOTS, name)) && (shotsUsed.add(name), true) });
const guides = guideFiles.map((file) => {
  const source = readFileSync(join(ROOT, 'docs', file), 'utf8');
  const title = source.match(/^#\s+(.+)$/m)?.[1].trim() ?? basename(file, '.md');
  return { name: basename(file, '.md'), title, source };
});

const nav = {
  start: [{ href: 'index.html', title: 'Overview' }, { href: 'theming.html', title: 'Theming' }, { href: 'guides/console.html', title: 'Console' }],
  guides: guides.map((g) => ({ href: `guides/${g.name}.html`, title: g.title.replace(/`/g, '') })),
  elements: declarations.map((d) => ({ href: `elements/${d.tagName}.html`, title: `<${d.tagName}>` })),
};

rmSync(OUT, { recursive: true, force: true });
for (const folder of ['elements', 'examples', 'guides', 'screenshots']) mkdirSync(join(OUT, folder), { recursive: true });
const write = (path, text) => writeFileSync(join(OUT, path), text);

const missingShots = [];
for (const declaration of declarations) {
  const tag = declaration.tagName;
  const readme = elementReadme(tag);
  const shots = {};
  for (const language of LANGUAGES) {
    const name = `${readme.shots}-${language.code}.png`;
    if (existsSync(join(SHOTS, name))) {
      shots[language.code] = { name, ...pngSize(join(SHOTS, name)) };
      shotsUsed.add(name);
    } else missingShots.push(name);
    write(`examples/${tag}-${language.code}.html`, examplePage({ tag, example: readme.example, language, member: readme.member, shows: readme.shows, setup: readme.setup }));
  }
  write(`elements/${tag}.html`, elementPage({ declaration, intro: md.parse(readme.prose), example: readme.example, shows: readme.shows, setup: readme.setup, shots, nav }));
}

for (const guide of guides) {
  write(`guides/${guide.name}.html`, layout({ title: guide.title.replace(/`/g, ''), root: '../', nav, current: `guides/${guide.name}.html`, body: `<article class="docs-prose">${md.parse(guide.source)}</article>` }));
}

write('theming.html', themingPage({ declarations, nav }));

const overview = `<h1>mc elements</h1>
<p>The player-facing client of the lottery and gaming platform as custom elements: put the loader on any page,
from any origin, and use the tags. Each element loads its code the first time its tag appears, speaks the
player's language (22 of them, right to left for Arabic and Urdu) and talks to the platform itself.</p>
<pre class="docs-snippet"><code>${escapeHtml(`<script src="https://kit.merchant.example/m/assets/mc-elements.js"
        data-api="https://api.merchant.example" data-merchant="YOUR-MERCHANT-CODE" data-language="EN"></script>

<mc-login></mc-login>`)}</code></pre>
<p>Under <code>npm start</code> every live example runs against the sandbox platform (log in as <code>demo</code> /
<code>demo1234</code>). Style the elements from your page: see <a href="theming.html">Theming</a>.</p>
<p>To see what your players will see under each of your settings, open the <a href="/console/">console</a>
(<code>npm start</code>, demo platform only): the app in a phone frame beside every merchant setting, faults,
the platform clock, players, ready-made scenarios and every request the app makes. See
<a href="guides/console.html">Console</a>.</p>
<h2>Elements</h2>
<div class="table-wrap"><table>
<thead><tr><th scope="col">Element</th><th scope="col">What it is for</th></tr></thead>
<tbody>
${declarations.map((d) => `<tr><th scope="row"><a href="elements/${d.tagName}.html"><code>&lt;${d.tagName}&gt;</code></a></th><td>${inline(d.summary.split(/(?<=\.)\s/)[0])}</td></tr>`).join('\n')}
</tbody></table></div>
<h2>Guides</h2>
<ul>${guides.map((g) => `<li><a href="guides/${g.name}.html">${inline(g.title)}</a></li>`).join('')}</ul>`;
write('index.html', layout({ title: 'Overview', root: '', nav, current: 'index.html', body: overview }));

for (const file of ['docs.css', 'docs.js', 'example.css']) copyFileSync(join(ROOT, 'host-page', 'docs', file), join(OUT, file));
for (const name of shotsUsed) copyFileSync(join(SHOTS, name), join(OUT, 'screenshots', name));

console.log(`docs: ${declarations.length} element page(s), ${guides.length} guide(s), ${shotsUsed.size} screenshot(s) in dist/docs/`);
if (missingShots.length) console.warn(`docs: no screenshot yet (npm run docs:screenshots): ${missingShots.join(', ')}`);
