// Every element event is a CustomEvent (src/element/host-context.ts), and integrators read its type in three
// places: custom-elements.json, the JSX handlers of `mc-elements/jsx`, and the docs pages. All three come from
// the manifest's type, which scripts/manifest.mjs derives from the detail type each @event names. This test
// builds the manifest and the declarations from the sources as they are, then checks what an integrator's
// editor and compiler see.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { ROOT } from './build-output.mjs';

const run = (...args) => execFileSync(args[0], args.slice(1), { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
run(process.execPath, 'scripts/manifest.mjs');
run(process.execPath, 'node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json');
run(process.execPath, 'scripts/jsx-types.mjs');

const manifest = JSON.parse(readFileSync(join(ROOT, 'custom-elements.json'), 'utf8'));
const JSX_TYPES = join(ROOT, 'dist/types/jsx.d.ts');
const jsx = readFileSync(JSX_TYPES, 'utf8');
const elements = manifest.modules.flatMap((module) => module.declarations.filter((d) => d.customElement));
const events = elements.flatMap((element) => (element.events ?? []).map((event) => ({ tag: element.tagName, ...event })));
const propsName = (tag) => `${tag.replace(/(^|-)(\w)/g, (_, __, c) => c.toUpperCase())}JsxProps`;

/** The JSX handler's parameter type, as jsx.d.ts writes it, for one event of one element. */
function handlerParameter(tag, name) {
  const body = jsx.match(new RegExp(`export interface ${propsName(tag)} \\{\\n([\\s\\S]*?)\\n\\}`))?.[1] ?? '';
  return body.match(new RegExp(`'on${name}'\\?: \\(event: (.*)\\) => void;`))?.[1];
}

test('every event of every element is typed as a CustomEvent in custom-elements.json', () => {
  assert.ok(events.length >= 50, `only ${events.length} events in the manifest`);
  const wrong = events.filter((event) => !/^CustomEvent<.+>$/s.test(event.type?.text ?? ''));
  assert.deepEqual(wrong.map((event) => `${event.tag} ${event.name}: ${event.type?.text}`), []);
});

test('every JSX handler receives the event the manifest names', () => {
  const wrong = events.filter((event) => handlerParameter(event.tag, event.name) !== event.type.text);
  assert.deepEqual(wrong.map((event) => `${event.tag} ${event.name}: ${handlerParameter(event.tag, event.name)}`), []);
});

test('a React 19 + TypeScript app sees each handler take a typed CustomEvent, its fields under detail', () => {
  const file = join(ROOT, 'test/node/event-types.check.tsx');
  const checks = events.map(({ tag, name }, i) => {
    const handler = `NonNullable<Jsx.${propsName(tag)}['on${name}']>`;
    // Neither `any` (an import that did not resolve) nor anything but a CustomEvent.
    return `const typed${i}: IsCustomEvent<Parameters<${handler}>[0]> = true;`;
  });
  const source = `import type * as Jsx from '../../dist/types/jsx.js';
type IsCustomEvent<E> = 0 extends 1 & E ? false : E extends CustomEvent<unknown> ? true : false;
${checks.join('\n')}
export const onBreak = (<mc-self-exclusion
  onmc-self-exclusion={(event) => {
    const until: number | null = event.detail.until;
    // @ts-expect-error the break's fields are the event's detail, not the event's own
    void event.until;
    void until;
  }}
/>);
`;
  const options = { strict: true, jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022,
    moduleResolution: ts.ModuleResolutionKind.Bundler, noEmit: true, skipLibCheck: true, types: [], lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'] };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (name) => name === file || fileExists(name);
  host.readFile = (name) => (name === file ? source : readFile(name));
  host.getSourceFile = (name, language, ...rest) =>
    name === file ? ts.createSourceFile(name, source, language, true, ts.ScriptKind.TSX) : getSourceFile(name, language, ...rest);
  const program = ts.createProgram([file, JSX_TYPES], options, host);
  const errors = ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file ? `${d.file.fileName.replace(ROOT, '')}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1} ` : '';
    return where + ts.flattenDiagnosticMessageText(d.messageText, '\n');
  });
  assert.deepEqual(errors, []);
});
