// Writes custom-elements.json (schema 2.1.0) from the JSDoc block at the top of each element's index.ts:
// @summary, @attr {type} name - text, @prop {type} name - text (a property with no attribute), @event {detail type} name - text, @csspart name - text, @cssprop name - text, @cssstate name - text, @slot name - text.
// An event's JSDoc names its detail's type only (`{void}` for none): every element event is a CustomEvent
// (src/element/host-context.ts), and eventType() below is the one place that says so, for the manifest and,
// through it, the JSX handlers (scripts/jsx-types.mjs) and the docs pages.
// Editors, Storybook and framework wrappers read it to type and document the tags.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const root = new URL('../', import.meta.url);
const tags = readdirSync(new URL('elements/', root), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('mc-'))
  .map((entry) => entry.name)
  .sort();

const camel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());

/** Splits `{type} rest` into the type, braces balanced, and the rest; no leading brace means no type. */
function braced(text) {
  if (!text.startsWith('{')) return [undefined, text];
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{') depth++;
    if (text[i] === '}' && --depth === 0) return [text.slice(1, i).trim(), text.slice(i + 1)];
  }
  return [undefined, text];
}

function parseDoc(source) {
  const block = source.match(/\/\*\*([\s\S]*?)\*\//)?.[1] ?? '';
  const text = block
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n');
  const [description, ...tagged] = text.split(/\n(?=@)/);
  const doc = { description: description.trim(), summary: '', attrs: [], fields: [], events: [], parts: [], props: [], states: [], slots: [] };
  for (const raw of tagged) {
    const entry = raw.replace(/\s+/g, ' ').trim();
    if (entry.startsWith('@summary')) {
      doc.summary = entry.slice('@summary'.length).trim();
      continue;
    }
    const tagged = entry.match(/^@(\w+)\s*/);
    if (!tagged) continue;
    const tag = tagged[1];
    // A type may hold braces of its own (`{CustomEvent<{ verified: boolean }>}`): read up to the matching one.
    const [type, after] = braced(entry.slice(tagged[0].length));
    const match = after.match(/^\s*([^\s]+)?(?:\s+-\s+(.*))?$/);
    if (!match) continue;
    const [, name, rest = ''] = match;
    if (tag === 'attr') doc.attrs.push({ name, type, description: rest });
    if (tag === 'prop') doc.fields.push({ name, type, description: rest });
    if (tag === 'event') doc.events.push({ name, type, description: rest });
    if (tag === 'csspart') doc.parts.push({ name, description: rest });
    if (tag === 'cssprop') doc.props.push({ name, description: rest });
    if (tag === 'cssstate') doc.states.push({ name, description: rest });
    if (tag === 'slot') doc.slots.push({ name, description: rest });
  }
  return doc;
}

/** Names a file exports as types (`export type { A, B as C }`, `export interface D`, `export type E =`). */
function exportedTypes(source) {
  const names = new Set();
  for (const [, list] of source.matchAll(/export\s+type\s*\{([^}]*)\}/g)) {
    for (const item of list.split(',')) {
      const name = item.trim().split(/\s+as\s+/).at(-1);
      if (name) names.add(name);
    }
  }
  for (const [, name] of source.matchAll(/export\s+(?:interface|type)\s+(\w+)/g)) names.add(name);
  return names;
}

const packageTypes = exportedTypes(readFileSync(new URL('src/index.ts', root), 'utf8'));
const BUILT_IN = new Set(['CustomEvent', 'Event', 'Record', 'Readonly', 'Partial', 'Array', 'ReadonlyArray', 'Promise']);

/**
 * Where each named type of an event's detail is exported, as the manifest's `references`: the element's own
 * module, or the package's main one. Typed wrappers (the JSX types, scripts/jsx-types.mjs) import them from
 * there, so a name nobody exports would leave integrators with `any`: the build fails instead.
 */
function references(tag, text, elementTypes) {
  const refs = [];
  for (const [name] of text.matchAll(/\b[A-Z]\w*/g)) {
    if (BUILT_IN.has(name) || refs.some((ref) => ref.name === name)) continue;
    if (elementTypes.has(name)) refs.push({ name, module: `dist/modules/elements/${tag}/index.js` });
    else if (packageTypes.has(name)) refs.push({ name, module: 'dist/modules/src/index.js' });
    else throw new Error(`${tag}: the type ${name} in its JSDoc is exported neither by elements/${tag}/index.ts nor by src/index.ts`);
  }
  return refs;
}

const typeOf = (tag, text, elementTypes) => {
  const refs = text ? references(tag, text, elementTypes) : [];
  return refs.length ? { text, references: refs } : { text };
};

/**
 * An event's type in the manifest, `CustomEvent<detail>`, from the detail's type its JSDoc names. An event type
 * written there instead would give `CustomEvent<CustomEvent<...>>`, and no type at all an untyped detail: the
 * build fails on both rather than hand integrators a handler type that lies.
 */
function eventType(tag, event, elementTypes) {
  if (!event.type) throw new Error(`${tag}: @event ${event.name} names no detail type; write {void} when it has none`);
  if (/^(Custom)?Event\b/.test(event.type)) {
    throw new Error(`${tag}: @event ${event.name} names ${event.type}; name the detail's type only, the manifest makes it a CustomEvent`);
  }
  return typeOf(tag, `CustomEvent<${event.type}>`, elementTypes);
}

const modules = tags.map((tag) => {
  const source = readFileSync(new URL(`elements/${tag}/index.ts`, root), 'utf8');
  const doc = parseDoc(source);
  const elementTypes = exportedTypes(source);
  // The class's name is the one its module exports, not one spelt from the tag: `mc-2fa` has no camel case.
  // (index.ts defines the class that element.ts makes, and exports it: `export { Mc2faElement };`.)
  const className = source.match(/^export \{ (\w+Element) \};$/m)?.[1];
  if (!className) throw new Error(`${tag}: elements/${tag}/index.ts exports no element class (\`export { ...Element };\`)`);
  return {
    kind: 'javascript-module',
    path: `dist/modules/elements/${tag}/index.js`,
    declarations: [
      {
        kind: 'class',
        name: className,
        tagName: tag,
        customElement: true,
        summary: doc.summary,
        description: doc.description,
        attributes: doc.attrs.map((a) => ({ name: a.name, fieldName: camel(a.name), type: { text: a.type }, description: a.description })),
        members: [
          ...doc.attrs.map((a) => ({ kind: 'field', name: camel(a.name), attribute: a.name, type: { text: a.type }, description: a.description })),
          ...doc.fields.map((f) => ({ kind: 'field', name: f.name, type: { text: f.type }, description: f.description })),
        ],
        events: doc.events.map((e) => ({ name: e.name, type: eventType(tag, e, elementTypes), description: e.description })),
        ...(doc.slots.length ? { slots: doc.slots } : {}),
        cssParts: doc.parts,
        cssProperties: doc.props,
        // Every element is `loading` until its strings are there (src/element/define-element.tsx).
        cssStates: [{ name: 'loading', description: 'Its strings in the page\'s language are still loading: nothing is painted yet.' }, ...doc.states],
      },
    ],
    exports: [{ kind: 'custom-element-definition', name: tag, declaration: { name: className, module: `dist/modules/elements/${tag}/index.js` } }],
  };
});

writeFileSync(new URL('custom-elements.json', root), `${JSON.stringify({ schemaVersion: '2.1.0', modules }, null, 2)}\n`);
console.log(`custom-elements.json: ${tags.length} element(s): ${tags.join(', ')}`);
