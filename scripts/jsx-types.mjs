// Writes dist/types/jsx.d.ts, the package's `mc-elements/jsx` types, from custom-elements.json: every tag in
// React 19's JSX with its attributes typed as the manifest says (unions included), its properties, and a
// handler per event. React 19 hands a custom element's `on<event-name>` props to addEventListener under that
// exact name, so `onmc-login-success` receives the `mc-login-success` CustomEvent, its detail typed from the
// manifest's references. `HTMLElementTagNameMap` comes with each element's own types, imported here, so
// `document.querySelector('mc-login')` and a JSX `ref` agree on the element's type.
// Runs after tsc has written dist/types (npm run build).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const root = new URL('../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('custom-elements.json', root), 'utf8'));
const out = new URL('dist/types/jsx.d.ts', root);

/** The types file, relative to dist/types/, of a module the manifest names. */
function typesOf(module) {
  if (module === 'dist/modules/src/index.js') return './src/index.js';
  const element = module.match(/^dist\/modules\/elements\/(mc-[\w-]+)\/index\.js$/);
  if (!element) throw new Error(`custom-elements.json: no types for module ${module}`);
  return `./elements/${element[1]}/index.js`;
}

const comment = (text, indent) => (text ? `${indent}/** ${text.replace(/\*\//g, '*\\/')} */\n` : '');
const quoted = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);
const pascal = (tag) => tag.replace(/(^|-)(\w)/g, (_, __, c) => c.toUpperCase());

const imports = new Map();
const declarations = [];
const entries = [];

for (const module of manifest.modules) {
  for (const element of module.declarations.filter((d) => d.customElement)) {
    const tag = element.tagName;
    const typesFile = new URL(`dist/types/${typesOf(module.path).slice(2).replace(/\.js$/, '.d.ts')}`, root);
    if (!existsSync(typesFile) || !readFileSync(typesFile, 'utf8').includes(`'${tag}':`)) {
      throw new Error(`${tag}: its types do not add it to HTMLElementTagNameMap (elements/${tag}/index.ts)`);
    }
    if (!imports.has(typesOf(module.path))) imports.set(typesOf(module.path), new Set());
    const name = `${pascal(tag)}JsxProps`;
    const lines = [];
    for (const attribute of element.attributes ?? []) {
      lines.push(comment(attribute.description, '  ') + `  ${quoted(attribute.name)}?: ${attribute.type?.text || 'string'};`);
    }
    for (const member of (element.members ?? []).filter((m) => m.kind === 'field' && !m.attribute)) {
      lines.push(comment(member.description, '  ') + `  ${quoted(member.name)}?: ${member.type?.text || 'unknown'};`);
    }
    for (const event of element.events ?? []) {
      for (const ref of event.type?.references ?? []) {
        const file = typesOf(ref.module);
        if (!imports.has(file)) imports.set(file, new Set());
        imports.get(file).add(ref.name);
      }
      // The manifest's type is the event's (scripts/manifest.mjs, eventType): a handler receives that event.
      const type = event.type?.text ?? '';
      if (!/^CustomEvent<.+>$/s.test(type)) throw new Error(`${tag}: the manifest types ${event.name} as ${type || 'nothing'}, not a CustomEvent`);
      lines.push(comment(event.description, '  ') + `  ${quoted(`on${event.name}`)}?: (event: ${type}) => void;`);
    }
    const summary = element.summary || element.description;
    declarations.push(
      `${comment(`\`<${tag}>\`'s attributes, properties and events in JSX. ${summary}`, '')}` +
        `export interface ${name} {\n${lines.join('\n')}\n}\n`,
    );
    entries.push(`      '${tag}': McJsx<HTMLElementTagNameMap['${tag}'], ${name}>;`);
  }
}

const importLines = [...imports]
  .map(([file, names]) => (names.size ? `import type { ${[...names].sort().join(', ')} } from '${file}';` : `import type {} from '${file}';`))
  .join('\n');

const text = `// Generated from custom-elements.json by scripts/jsx-types.mjs: do not edit.
// Use: \`import type {} from 'mc-elements/jsx';\` once in a React 19 + TypeScript app (or list
// \`mc-elements/jsx\` in tsconfig's \`types\`), then write the tags in JSX.
import type { CSSProperties, DetailedHTMLProps, HTMLAttributes, ReactNode } from 'react';
${importLines}

/**
 * What every tag takes in JSX: React's common HTML attributes (\`id\`, \`slot\`, \`hidden\`, ARIA, \`onClick\`,
 * \`ref\` typed as the element, ...), \`class\` as well as \`className\`, \`style\`, \`children\`, then the element's own.
 */
export type McJsx<E extends HTMLElement, Own> = Omit<DetailedHTMLProps<HTMLAttributes<E>, E>, keyof Own> & {
  class?: string;
  style?: CSSProperties;
  children?: ReactNode;
} & Own;

${declarations.join('\n')}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${entries.join('\n')}
    }
  }
}
`;

writeFileSync(out, text);
console.log(`dist/types/jsx.d.ts: JSX types for ${entries.length} element(s)`);
