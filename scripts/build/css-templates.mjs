// The elements' styles are CSS in template literals tagged `css` (src/element/css.ts). Terser minifies the
// JavaScript around them but leaves a string as it is, so every comment, indent and line break of the CSS would
// reach the player. This transform finds each `css` tagged template in the module's syntax tree (after the
// TypeScript is compiled) and puts in its place the same string with each piece of CSS minified by esbuild. An
// interpolation (`${sharedStyles}`) splits the literal; each piece between them must be a whole list of rules,
// which is how the styles compose them. A piece esbuild cannot read stays as written.
import { transformSync } from 'esbuild';
import MagicString from 'magic-string';

function minified(css) {
  if (!css.trim()) return '';
  try {
    return transformSync(css, { loader: 'css', minify: true, logLevel: 'silent' }).code.trim();
  } catch {
    return css;
  }
}

/** The outermost nodes of an ESTree under `node` for which `test` holds. */
function* nodes(node, test) {
  if (!node || typeof node.type !== 'string') return;
  if (test(node)) {
    yield node;
    return;
  }
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) if (child && typeof child === 'object') yield* nodes(child, test);
  }
}

const isCss = (node) => node.type === 'TaggedTemplateExpression' && node.tag.type === 'Identifier' && node.tag.name === 'css';

/** @returns {import('rollup').Plugin} */
export function minifyCssTemplates() {
  return {
    name: 'css-templates',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('css`')) return null;
      const templates = [...nodes(this.parse(code), isCss)];
      if (!templates.length) return null;
      const out = new MagicString(code);
      for (const { start, end, quasi } of templates) {
        // A string first, so that `+` joins strings whatever the interpolations hold.
        const pieces = quasi.quasis.flatMap((piece, at) => {
          const text = JSON.stringify(minified(piece.value.cooked));
          const value = quasi.expressions[at];
          return value ? [text, `(${code.slice(value.start, value.end)})`] : [text];
        });
        out.overwrite(start, end, `(${pieces.join(' + ')})`);
      }
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}
