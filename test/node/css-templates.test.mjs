// The build's minifier of `/* css */` template literals (scripts/build/css-templates.mjs): what reaches the
// player is the same CSS, without the comments and layout, and an interpolated piece still composes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { minifyCssTemplates } from '../../scripts/build/css-templates.mjs';

const { transform } = minifyCssTemplates();
const run = (code) => transform(code, '/project/elements/mc-x/mc-x.styles.ts')?.code;
/** The value the transformed module exports, evaluated as the bundle would. */
const valueOf = (code, scope = {}) => new Function(...Object.keys(scope), `${code.replace(/^export const \w+ =/m, 'return')}`)(...Object.values(scope));

describe('the styles minifier', () => {
  it('drops comments and layout, and keeps the rules and the line count', () => {
    const source = 'export const styles = /* css */ `\n/* why */\n.a { color: red;  padding-inline: 4px; }\n.b:focus-visible { outline: 2px solid #fff; }\n`;\n';
    const out = run(source);
    assert.equal(valueOf(out), '.a{color:red;padding-inline:4px}.b:focus-visible{outline:2px solid #fff}');
    assert.equal(out.split('\n').length, source.split('\n').length);
  });

  it('keeps an interpolated list of rules in its place', () => {
    const out = run('export const styles = /* css */ `\n.a { margin: 0 }\n${shared}\n.b { margin: 1px }\n`;');
    assert.equal(valueOf(out, { shared: '.s{color:blue}' }), '.a{margin:0}.s{color:blue}.b{margin:1px}');
  });

  it('keeps escapes and quoted text as written', () => {
    const out = run("export const styles = /* css */ `.dot::before { content: '\\\\2022  x'; }`;");
    assert.equal(valueOf(out), ".dot:before{content:\"\\2022  x\"}");
  });

  it('leaves other modules and unmarked templates alone', () => {
    assert.equal(run('export const text = `a  b`;'), undefined);
  });
});
