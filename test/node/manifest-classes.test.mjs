// The class each custom-elements.json declaration names is what an integrator imports by that name: the built
// module the manifest points at exports it, and so do the declarations the package's `elements/*` entry hands
// to TypeScript. Tools that read the manifest (editors, framework wrappers, analyzers) write that import.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { init, parse } from 'es-module-lexer';
import ts from 'typescript';
import { ensureBuilt, ROOT } from './build-output.mjs';

ensureBuilt();
execFileSync(process.execPath, ['scripts/manifest.mjs'], { cwd: ROOT, stdio: 'ignore' });
if (!existsSync(join(ROOT, 'dist/types/elements'))) {
  execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], { cwd: ROOT, stdio: 'inherit' });
}
const manifest = JSON.parse(readFileSync(join(ROOT, 'custom-elements.json'), 'utf8'));
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));

/** What `mc-elements/elements/<tag>` resolves to for TypeScript, through the package's exports. */
function typesOf(tag) {
  const entry = pkg.exports['./elements/*'];
  const types = typeof entry === 'string' ? undefined : (entry.types ?? entry.import?.types);
  assert.ok(types, 'the package exports ./elements/* with no types');
  return join(ROOT, types.replace('*', tag));
}

/** The names a declarations file exports, read by TypeScript's own parser. */
function declaredExports(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const names = new Set();
  for (const statement of source.statements) {
    const exported = ts.getModifiers?.(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (exported && ts.isVariableStatement(statement)) statement.declarationList.declarations.forEach((d) => names.add(d.name.text));
    if (exported && (ts.isClassDeclaration(statement) || ts.isFunctionDeclaration(statement)) && statement.name) names.add(statement.name.text);
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      statement.exportClause.elements.filter((e) => !e.isTypeOnly).forEach((e) => names.add(e.name.text));
    }
  }
  return names;
}

test('every class the manifest names is exported by its module and by its declarations', async () => {
  await init;
  const wrong = [];
  for (const module of manifest.modules) {
    const [, exports] = parse(readFileSync(join(ROOT, module.path), 'utf8'));
    const built = new Set(exports.map((e) => e.n));
    for (const declaration of module.declarations.filter((d) => d.kind === 'class')) {
      const types = declaredExports(typesOf(declaration.tagName));
      if (!built.has(declaration.name)) wrong.push(`${module.path} does not export ${declaration.name}`);
      if (!types.has(declaration.name)) wrong.push(`the types of ${declaration.tagName} do not export ${declaration.name}`);
    }
    for (const definition of module.exports.filter((e) => e.kind === 'custom-element-definition')) {
      if (!module.declarations.some((d) => d.name === definition.declaration.name)) {
        wrong.push(`${definition.name} is defined by ${definition.declaration.name}, which the module does not declare`);
      }
    }
  }
  assert.ok(manifest.modules.length >= 33);
  assert.deepEqual(wrong, []);
});
