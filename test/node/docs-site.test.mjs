// The docs site the build writes (dist/docs/, scripts/docs/): a page per element of the manifest with its
// hand-written introduction and three example pages (Arabic right to left), a page per docs/*.md, and nothing a
// page's security policy would block (no inline script, style element or style attribute). And the Markdown
// renderer's links: between guides, to elements, and none to files the site does not serve.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMarkdown } from '../../scripts/docs/markdown.mjs';
import { elementReadme } from '../../scripts/docs/readme.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SITE = join(ROOT, 'dist', 'docs');
const built = existsSync(join(SITE, 'index.html'));
const read = (path) => readFileSync(join(SITE, path), 'utf8');

test('guides link to guides and elements, never to files the site does not serve, and code is escaped', () => {
  const md = createMarkdown({ guides: new Set(['deploy', 'security']), screenshot: (name) => name === 'login-phone-EN.png' });
  const html = md.parse([
    '# Deploy `<mc-login>` here',
    '[the policy](security.md#the-content-security-policy), [again](./security.md), [gone](missing.md)',
    '[the login](../elements/mc-login/README.md), [the server](../host-page/server/serve.mjs), [site](https://example.com/)',
    '![phone](screenshots/login-phone-EN.png) ![other](../test/x.png)',
    '```html\n<script>alert(1)</script>\n```',
  ].join('\n\n'));
  assert.match(html, /<h1 id="deploy-mc-login-here">/);
  assert.match(html, /<a href="security\.html#the-content-security-policy">the policy<\/a>/);
  assert.match(html, /<a href="security\.html">again<\/a>/);
  assert.match(html, /<a href="\.\.\/elements\/mc-login\.html">the login<\/a>/);
  assert.match(html, /<a href="https:\/\/example\.com\/">site<\/a>/);
  assert.doesNotMatch(html, /missing|serve\.mjs|x\.png/);
  assert.match(html, /<img src="\.\.\/screenshots\/login-phone-EN\.png" alt="phone"/);
  assert.match(html, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
});

test('every element has a short hand-written page with an example for the docs', () => {
  const tags = readdirSync(join(ROOT, 'elements')).filter((name) => name.startsWith('mc-'));
  for (const tag of tags) {
    const readme = elementReadme(tag);
    const lines = readme.prose.split('\n').filter((line) => line.trim()).length;
    assert.ok(lines >= 1 && lines <= 8, `elements/${tag}/README.md says what the element is for in 1-8 lines (${lines})`);
    assert.match(readme.example, new RegExp(`<${tag}[\\s>]`), `elements/${tag}/README.md's example uses <${tag}>`);
  }
});

test('the README and the elements guide give the number of elements there are, and the guide lists each', () => {
  const tags = readdirSync(join(ROOT, 'elements')).filter((name) => name.startsWith('mc-'));
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const guide = readFileSync(join(ROOT, 'docs', 'elements.md'), 'utf8');
  const counts = [...`${readme}\n${guide}`.matchAll(/\b(\d+)\s+(?:React\s+19\s+custom\s+elements|custom\s+elements|elements\s+is\s+for)\b/g)].map((match) => Number(match[1]));
  assert.ok(counts.length >= 3, `the element counts found: ${counts}`);
  assert.deepEqual(counts, counts.map(() => tags.length));
  const listed = [...guide.matchAll(/^\| `<(mc-[a-z0-9-]+)>` \|/gm)].map((match) => match[1]);
  assert.deepEqual(listed.sort(), tags.sort());
});

test('the built site has a page per element and per guide, and three example pages per element', { skip: !built && 'run npm run build:app first' }, () => {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'custom-elements.json'), 'utf8'));
  const tags = manifest.modules.flatMap((module) => module.declarations).map((declaration) => declaration.tagName);
  const index = read('index.html');
  for (const tag of tags) {
    assert.ok(index.includes(`href="elements/${tag}.html"`), `the overview links ${tag}`);
    const page = read(`elements/${tag}.html`);
    assert.ok(page.includes(`src="../examples/${tag}-EN.html"`), `${tag}: live example`);
    assert.ok(page.includes('https://kit.merchant.example/m/assets/mc-elements.js'), `${tag}: embed snippet with the loader's path`);
    for (const code of ['EN', 'CN', 'AR']) {
      const example = read(`examples/${tag}-${code}.html`);
      assert.ok(example.includes(`<script src="/m/assets/mc-elements.js" data-merchant="%MERCHANT%" data-api="%API%" data-language="${code}"`), `${tag} ${code}: loaded through the loader`);
      assert.ok(example.includes(`<${tag}`), `${tag} ${code}: holds the element`);
    }
    assert.match(read(`examples/${tag}-AR.html`), /<html lang="ar" dir="rtl"/);
  }
  for (const file of readdirSync(join(ROOT, 'docs')).filter((name) => name.endsWith('.md'))) {
    assert.ok(existsSync(join(SITE, 'guides', file.replace(/\.md$/, '.html'))), `docs/${file} has a page`);
    assert.ok(index.includes(`href="guides/${file.replace(/\.md$/, '.html')}"`), `the navigation lists docs/${file}`);
  }
  assert.ok(existsSync(join(SITE, 'theming.html')));
});

test('no docs page needs what the security policy forbids', { skip: !built && 'run npm run build:app first' }, () => {
  const pages = ['index.html', 'theming.html', ...['elements', 'examples', 'guides'].flatMap((folder) => readdirSync(join(SITE, folder)).map((name) => `${folder}/${name}`))];
  for (const path of pages) {
    const html = read(path);
    assert.doesNotMatch(html, /<script(?![^>]*\ssrc=)[^>]*>/, `${path}: inline script`);
    assert.doesNotMatch(html, /<style[\s>]|\sstyle="|\son[a-z]+="/, `${path}: inline style or event handler attribute`);
  }
});
