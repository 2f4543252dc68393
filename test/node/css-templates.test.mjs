// The build's minifier of `css` tagged templates (scripts/build/css-templates.mjs): what reaches the player is
// the same CSS, without the comments and layout, and an interpolated piece still composes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseAst } from 'rollup/parseAst';
import { minifyCssTemplates } from '../../scripts/build/css-templates.mjs';

const { transform } = minifyCssTemplates();
const run = (code) => transform.call({ parse: (source) => parseAst(source) }, code, '/project/elements/mc-x/mc-x.styles.js')?.code;
/** The value the transformed module exports, evaluated as the bundle would (`css` as src/element/css.ts). */
const valueOf = (code, scope = {}) => {
  const css = (strings, ...values) => String.raw({ raw: strings }, ...values);
  return new Function('css', ...Object.keys(scope), `${code.replace(/^export const \w+ =/m, 'return')}`)(css, ...Object.values(scope));
};

describe('the styles minifier', () => {
  it('drops comments and layout, and keeps the rules', () => {
    const source = 'export const styles = css`\n/* why */\n.a { color: red;  padding-inline: 4px; }\n.b:focus-visible { outline: 2px solid #fff; }\n`;\n';
    assert.equal(valueOf(source), '\n/* why */\n.a { color: red;  padding-inline: 4px; }\n.b:focus-visible { outline: 2px solid #fff; }\n');
    assert.equal(valueOf(run(source)), '.a{color:red;padding-inline:4px}.b:focus-visible{outline:2px solid #fff}');
  });

  it('keeps an interpolated list of rules in its place', () => {
    const out = run('export const styles = css`\n.a { margin: 0 }\n${shared}\n.b { margin: 1px }\n`;');
    assert.equal(valueOf(out, { shared: '.s{color:blue}' }), '.a{margin:0}.s{color:blue}.b{margin:1px}');
  });

  it('keeps escapes and quoted text as written', () => {
    const out = run("export const styles = css`.dot::before { content: '\\\\2022  x'; }`;");
    assert.equal(valueOf(out), ".dot:before{content:\"\\2022  x\"}");
  });

  it('leaves other modules and other templates alone', () => {
    assert.equal(run('export const text = `a  b`;'), undefined);
    assert.equal(run('export const text = html`a  b`;'), undefined);
  });
});
