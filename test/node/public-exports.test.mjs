// The package's public surface and the core's layout. `src/index.ts` is what an integrator imports from
// `mc-elements`: a name added to it or taken from it changes the package, so the list is pinned here. Behind
// it, each concern of the core has one face, `src/<concern>/index.ts`, that only names what the concern offers
// (lint keeps elements and the host page to those faces), and the core's modules import each other without
// cycles, lazy imports aside.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { ROOT } from './build-output.mjs';

const SRC = join(ROOT, 'src');

/** The source file's import and export declarations, as TypeScript parses them. */
function declarations(path) {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.ES2022, false, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  return source.statements;
}

/** Names a module exports, values and types apart. */
function exportedNames(path) {
  const values = [];
  const types = [];
  for (const statement of declarations(path)) {
    if (!ts.isExportDeclaration(statement) || !statement.exportClause || !ts.isNamedExports(statement.exportClause)) continue;
    for (const element of statement.exportClause.elements) {
      (statement.isTypeOnly || element.isTypeOnly ? types : values).push(element.name.text);
    }
  }
  return { values: values.sort(), types: types.sort() };
}

test('the package exports exactly its public surface', () => {
  assert.deepEqual(exportedNames(join(SRC, 'index.ts')), {
    values: [
      'LANGUAGES', 'PROMPT_PRIORITY', 'activePrompt', 'closeAllPrompts', 'configure', 'direction', 'getConfig', 'isLoggedIn',
      'language', 'logout', 'memberInfo', 'requestPrompt', 'sessionInfo', 'setLanguage',
    ],
    types: ['LanguageCode', 'McConfig', 'MemberInfo', 'NavigateDetail', 'PromptHandle', 'PromptKind', 'SessionInfo', 'ShowPrompt', 'TrackingEventDetail'],
  });
});

const concerns = readdirSync(SRC, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

test('the core is folders of concerns, and each face only names what is behind it', () => {
  const loose = readdirSync(SRC, { withFileTypes: true }).filter((entry) => entry.isFile() && entry.name !== 'index.ts');
  assert.deepEqual(loose.map((entry) => entry.name), [], 'every module of src/ but the public surface sits in a concern');
  for (const concern of concerns) {
    const face = join(SRC, concern, 'index.ts');
    if (!existsSync(face)) continue;
    for (const statement of declarations(face)) {
      assert.ok(ts.isExportDeclaration(statement) && statement.moduleSpecifier, `src/${concern}/index.ts holds only re-exports`);
      const target = statement.moduleSpecifier.text;
      assert.match(target, /^\.\/[\w.-]+\.js$/, `src/${concern}/index.ts re-exports from its own folder: ${target}`);
    }
  }
});

test("the core's modules import each other without cycles, lazy imports aside", () => {
  const files = readdirSync(SRC, { recursive: true })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(SRC, file));
  const edges = new Map();
  for (const file of files) {
    const targets = [];
    for (const statement of declarations(file)) {
      const isImport = ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly;
      const isExport = ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier;
      if (!isImport && !isExport) continue;
      const specifier = statement.moduleSpecifier.text;
      if (!specifier.startsWith('.')) continue;
      const base = resolve(dirname(file), specifier).replace(/\.js$/, '');
      const target = ['.ts', '.tsx'].map((ext) => base + ext).find((path) => existsSync(path));
      if (target) targets.push(target);
    }
    edges.set(file, targets);
  }
  // Depth-first, with the path kept, so that a failure names the cycle.
  const done = new Set();
  const path = [];
  const visit = (file) => {
    if (done.has(file)) return;
    const at = path.indexOf(file);
    assert.equal(at, -1, `import cycle: ${[...path.slice(at), file].map((each) => relative(ROOT, each)).join(' -> ')}`);
    path.push(file);
    for (const target of edges.get(file) ?? []) visit(target);
    path.pop();
    done.add(file);
  };
  for (const file of files) visit(file);
});
