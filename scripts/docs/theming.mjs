// The theming page: every `--mc-*` custom property and part of the manifest, and a playground where inputs set
// the properties (and a stylesheet of ::part rules) on live elements. host-page/docs/docs.js wires the inputs.
import { escapeHtml, inline, layout, LOADER } from './pages.mjs';

/** Elements the playground shows: they render for a visitor without a session. */
const PLAYGROUND = [
  { tag: 'mc-login', markup: '<mc-login no-redirect no-providers></mc-login>' },
  { tag: 'mc-register', markup: '<mc-register no-redirect no-providers></mc-register>' },
  { tag: 'mc-maintenance', markup: '<mc-maintenance face="maintenance"></mc-maintenance>' },
  { tag: 'mc-language-picker', markup: '<mc-language-picker></mc-language-picker>' },
];

const STARTING_PARTS = `mc-login::part(submit) {
  border-radius: 999px;
}
mc-login::part(input) {
  background: #fffbe6;
}`;

/** A value of the property's kind, as a hint of what the input takes. */
function placeholderOf(name) {
  if (/font/.test(name)) return 'Georgia, serif';
  if (/radius|width|size/.test(name)) return '4px';
  if (/z-index/.test(name)) return '1000';
  if (/on-|color$/.test(name)) return '#ffffff';
  return '#0a7d5a';
}

/** @param {{ declarations: any[], nav: object }} options */
export function themingPage({ declarations, nav }) {
  const byTag = new Map(declarations.map((declaration) => [declaration.tagName, declaration]));
  // Each property once, with the elements that read it: the shared ones first (read by the most elements).
  const properties = new Map();
  for (const declaration of declarations) {
    for (const property of declaration.cssProperties) {
      const entry = properties.get(property.name) ?? { name: property.name, description: property.description, tags: [] };
      entry.tags.push(declaration.tagName);
      properties.set(property.name, entry);
    }
  }
  const sorted = [...properties.values()].sort((a, b) => b.tags.length - a.tags.length || a.name.localeCompare(b.name));
  const playgroundProperties = sorted.filter((entry) => entry.tags.some((tag) => PLAYGROUND.some((p) => p.tag === tag)));

  const controls = playgroundProperties.map((entry, index) => `<div class="playground__control">
  <label for="prop-${index}">${escapeHtml(entry.name)}</label>
  <input id="prop-${index}" type="text" data-property="${escapeHtml(entry.name)}" placeholder="${placeholderOf(entry.name)}" autocomplete="off" spellcheck="false" />
</div>`).join('\n');

  const body = `<h1>Theming</h1>
<p>Elements draw inside their shadow roots, so a merchant's page styles them in two ways, both from its own
stylesheet: <strong>custom properties</strong> (<code>--mc-*</code>), set on the element or on any ancestor such as
<code>:root</code>, and <strong>parts</strong>, reached with <code>::part(name)</code>. Custom states
(<code>:state(loading)</code>) say what the element is doing. Nothing else inside an element is a public surface.</p>
<pre class="docs-snippet"><code>${escapeHtml(`:root {
  --mc-color-primary: #0a7d5a;
  --mc-radius: 12px;
}
mc-login::part(submit) {
  border-radius: 999px;
}
mc-login:state(loading) {
  min-block-size: 20rem;
}`)}</code></pre>

<section class="playground" aria-labelledby="playground-title">
<h2 id="playground-title">Playground</h2>
<p>Type a value: it is set on the live elements below at once (<code>element.style.setProperty</code>). Empty
inputs leave the kit's default. The rules in the box apply as a stylesheet of this page.</p>
<div class="playground__grid">
<form class="playground__controls" data-playground>
${controls}
<div class="playground__control playground__control--wide">
  <label for="parts-css">Part rules (CSS)</label>
  <textarea id="parts-css" rows="8" data-parts spellcheck="false">${escapeHtml(STARTING_PARTS)}</textarea>
</div>
<button type="reset">Back to the defaults</button>
<p class="playground__status" role="status" data-playground-status></p>
</form>
<div class="playground__stage" data-playground-stage>
${PLAYGROUND.map((p) => `<div class="playground__element"><h3><code>&lt;${p.tag}&gt;</code></h3>${p.markup}</div>`).join('\n')}
</div>
</div>
</section>

<section><h2>Every custom property</h2>
<div class="table-wrap"><table>
<thead><tr><th scope="col">Property</th><th scope="col">Read by</th><th scope="col">Description</th></tr></thead>
<tbody>
${sorted.map((entry) => `<tr><th scope="row"><code>${escapeHtml(entry.name)}</code></th><td>${entry.tags.map((tag) => `<a href="elements/${tag}.html"><code>${tag}</code></a>`).join(' ')}</td><td>${inline(entry.description)}</td></tr>`).join('\n')}
</tbody></table></div></section>

<section><h2>Parts of each element</h2>
<div class="table-wrap"><table>
<thead><tr><th scope="col">Element</th><th scope="col">Parts</th></tr></thead>
<tbody>
${[...byTag.values()].map((d) => `<tr><th scope="row"><a href="elements/${d.tagName}.html"><code>${d.tagName}</code></a></th><td>${d.cssParts.map((p) => `<code>${escapeHtml(p.name)}</code>`).join(' ')}</td></tr>`).join('\n')}
</tbody></table></div></section>`;

  return layout({ title: 'Theming', root: '', nav, current: 'theming.html', body, scripts: ['docs.js'], head: LOADER('EN') });
}
