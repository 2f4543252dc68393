// Right-to-left languages (Arabic, Urdu) mirror every element by itself only when the CSS speaks of the inline
// start and end rather than of left and right. This test fails on a physical direction in any element's or the
// shared parts' CSS (the `*.styles.ts` files and every `css` template in elements/ and src/), in the host
// page's stylesheet, or in an inline style object of a component. Mirroring on purpose is done with
// `:dir(rtl)` (see `.mc-mirror-rtl` in src/ui/base-styles.ts), which this test does not object to.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = new URL('../..', import.meta.url).pathname;

/**
 * The few physical directions that are right, each with why. Matched by file and the offending declaration.
 */
const ALLOWED = [
  {
    file: 'elements/mc-language-picker/mc-language-picker.styles.ts',
    declaration: /^(right|left): 0$/,
    reason: 'the list opens towards the side of the screen with room, measured in screen coordinates (getBoundingClientRect), whatever the direction',
  },
];

/** Physical declarations, as `[what, test]`; `test` gets `property` and `value` of one declaration. */
const PHYSICAL = [
  ['left/right offset', (property) => property === 'left' || property === 'right'],
  ['physical margin, padding, border or scroll side', (property) => /^(margin|padding|border|scroll-margin|scroll-padding)-(left|right)(-|$)/.test(property)],
  ['physical corner radius', (property) => /^border-(top|bottom)-(left|right)-radius$/.test(property)],
  ['text-align left/right', (property, value) => property === 'text-align' && /\b(left|right)\b/.test(value)],
  ['float or clear left/right', (property, value) => /^(float|clear)$/.test(property) && /\b(left|right)\b/.test(value)],
  ['horizontal translation (mirror it with :dir(rtl) or use a logical layout)', (property, value) => /^(transform|translate)$/.test(property) && /translateX\(|translate3d\(|translate\(\s*-?[1-9]/.test(value)],
  ['a four-value shorthand with different left and right', (property, value) => /^(margin|padding|inset|border-width)$/.test(property) && asymmetric(value)],
  ['camelCase physical style', (property) => /^(margin|padding|border)(Left|Right)/.test(property) || property === 'textAlign-physical'],
];

function asymmetric(value) {
  const parts = value.replace(/\([^)]*\)/g, (group) => group.replace(/\s+/g, '')).trim().split(/\s+/);
  return parts.length === 4 && parts[1] !== parts[3];
}

function walk(directory, keep) {
  const found = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(directory, entry.name);
    if (entry.isDirectory()) found.push(...walk(path, keep));
    else if (keep(entry.name)) found.push(path);
  }
  return found;
}

/** The CSS of a source file: a whole .css file, or each `css` tagged template of a .ts or .tsx file. */
function cssOf(path, text) {
  if (path.endsWith('.css')) return [text];
  return [...text.matchAll(/\bcss`([\s\S]*?)`/g)].map((match) => match[1]);
}

function declarations(css) {
  const bare = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\$\{[^}]*\}/g, '');
  return [...bare.matchAll(/([a-z-]+)\s*:\s*([^;{}]+)/gi)]
    .map(([, property, value]) => ({ property: property.toLowerCase(), value: value.trim() }))
    // Selectors such as `a:focus-visible` look like declarations to the pattern; a real one ends in ; or }.
    .filter(({ value }) => !/[{]/.test(value));
}

/** Inline style objects in components: `marginLeft: ...`, `textAlign: 'left'`. */
function inlineStyles(text) {
  const found = [];
  for (const [, property] of text.matchAll(/\b((?:margin|padding|border)(?:Left|Right)\w*)\s*:/g)) found.push({ property, value: '' });
  for (const match of text.matchAll(/\btextAlign\s*:\s*['"](left|right)['"]/g)) found.push({ property: 'textAlign-physical', value: match[1] });
  return found;
}

const sources = [
  ...walk(join(ROOT, 'elements'), (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)),
  ...walk(join(ROOT, 'src'), (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)),
  join(ROOT, 'host-page/public/host.css'),
];

test('the CSS of every element, the shared parts and the host page uses logical directions', () => {
  const problems = [];
  let checked = 0;
  for (const path of sources) {
    const file = relative(ROOT, path);
    const text = readFileSync(path, 'utf8');
    const found = [...cssOf(path, text).flatMap(declarations), ...(path.endsWith('.css') ? [] : inlineStyles(text))];
    checked += found.length;
    for (const { property, value } of found) {
      const [what] = PHYSICAL.find(([, physical]) => physical(property, value)) ?? [];
      if (!what) continue;
      const declaration = `${property}: ${value}`;
      if (ALLOWED.some((allowed) => allowed.file === file && allowed.declaration.test(declaration))) continue;
      problems.push(`${file}: ${declaration} (${what})`);
    }
  }
  // The styles were found at all: a test that read none would pass.
  assert.ok(checked > 500, `${checked} declarations read`);
  assert.deepEqual(problems, [], `physical directions found; use inline/block properties or :dir(rtl):\n${problems.join('\n')}`);
});

test('the check itself sees physical directions and lets logical ones pass', () => {
  const physical = (css) => declarations(css).some(({ property, value }) => PHYSICAL.some(([, test]) => test(property, value)));
  for (const css of ['.a { margin-left: 4px; }', '.a { right: 0 }', '.a { text-align: left; }', '.a { padding: 0 1em 0 2em; }',
    '.a { border-top-right-radius: 4px }', '.a { transform: translateX(12px) }', '.a { float: right }']) {
    assert.equal(physical(css), true, css);
  }
  for (const css of ['.a { margin-inline-start: 4px; }', '.a { inset-inline-end: 0 }', '.a { text-align: start; }', '.a { padding: 0 1em 0 1em; }',
    '.a:focus-visible { outline: 0 }', '.a { transform: translateY(12px) rotate(180deg) }', '.a { margin: 0 auto; }']) {
    assert.equal(physical(css), false, css);
  }
  assert.deepEqual(inlineStyles("style={{ marginLeft: 4, textAlign: 'right' }}").length, 2);
});
