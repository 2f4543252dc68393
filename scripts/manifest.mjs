// Writes custom-elements.json (schema 2.1.0) from the JSDoc block at the top of each element's index.ts:
// @summary, @attr {type} name - text, @prop {type} name - text (a property with no attribute), @event {type} name - text, @csspart name - text, @cssprop name - text, @cssstate name - text, @slot name - text.
// Editors, Storybook and framework wrappers read it to type and document the tags.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const root = new URL('../', import.meta.url);
const tags = readdirSync(new URL('elements/', root), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('mc-'))
  .map((entry) => entry.name)
  .sort();

const camel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());

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
    const match = entry.match(/^@(\w+)\s*(?:\{([^}]*)\})?\s*([^\s]+)?(?:\s+-\s+(.*))?$/);
    if (!match) continue;
    const [, tag, type, name, rest = ''] = match;
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

const modules = tags.map((tag) => {
  const doc = parseDoc(readFileSync(new URL(`elements/${tag}/index.ts`, root), 'utf8'));
  const className = `${camel(tag.replace(/^mc-/, 'Mc-'))}Element`;
  return {
    kind: 'javascript-module',
    path: `dist/elements/${tag}.js`,
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
        events: doc.events.map((e) => ({ name: e.name, type: { text: e.type }, description: e.description })),
        ...(doc.slots.length ? { slots: doc.slots } : {}),
        cssParts: doc.parts,
        cssProperties: doc.props,
        // Every element is `loading` until its strings are there (src/element/define-element.tsx).
        cssStates: [{ name: 'loading', description: 'Its strings in the page\'s language are still loading: nothing is painted yet.' }, ...doc.states],
      },
    ],
    exports: [{ kind: 'custom-element-definition', name: tag, declaration: { name: className, module: `dist/elements/${tag}.js` } }],
  };
});

writeFileSync(new URL('custom-elements.json', root), `${JSON.stringify({ schemaVersion: '2.1.0', modules }, null, 2)}\n`);
console.log(`custom-elements.json: ${tags.length} element(s): ${tags.join(', ')}`);
