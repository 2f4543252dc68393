// An element's hand-written page, elements/<tag>/README.md: a few lines on what it is for, the example's markup
// (its first html block, shown live and as the embed snippet), and notes in HTML comments: `screenshots: <name>`
// (docs/screenshots/<name>-<LANG>.png show it; default docs-<tag>, made by npm run docs:screenshots), `member`
// (it shows a member's view), `shows: <when>` (it shows only then) and `setup: <what>` (what its example page
// does first so that it shows: host-page/docs/docs.js, SETUPS; the example's markup waits for it).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The README.md of an element: the prose, the example's markup (its first html block), and its screenshots. */
export function elementReadme(tag) {
  const file = join(ROOT, 'elements', tag, 'README.md');
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const block = text.match(/```html\n([\s\S]*?)```/);
  const example = block?.[1].trim() || `<${tag}></${tag}>`;
  const shots = text.match(/<!--\s*screenshots:\s*([\w-]+)\s*-->/)?.[1] ?? `docs-${tag}`;
  const member = /<!--\s*member\s*-->/.test(text);
  // An element that shows only under conditions (inside the app, after a deposit), and what its example does to meet them.
  const shows = text.match(/<!--\s*shows:\s*([^>]*?)\s*-->/)?.[1] ?? '';
  const setup = text.match(/<!--\s*setup:\s*([^>]*?)\s*-->/)?.[1] ?? '';
  // The heading is the page's own; the example block shows as the live example and the snippet.
  const prose = text.replace(/^#[^\n]*\n/, '').replace(/```html\n[\s\S]*?```/, '').replace(/<!--[\s\S]*?-->/g, '').trim();
  if (!prose) console.warn(`docs: elements/${tag}/README.md is missing: the page has no introduction.`);
  return { prose, example, shots, member, shows, setup };
}

