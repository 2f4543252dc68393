// Journeys place elements on pages whose policy requires Trusted Types, where an HTML string is refused
// (docs/security.md). `placeElements` takes the same short markup the tests read best, parses it here, and
// builds the elements in the page with DOM calls.

const ELEMENT = /<([a-z][\w-]*)((?:\s+[\w-]+(?:="[^"]*")?)*)\s*><\/\1>/g;
const ATTRIBUTE = /([\w-]+)(?:="([^"]*)")?/g;

/** `<a-b x="1" y></a-b><c-d></c-d>` as `[['a-b', { x: '1', y: '' }], ['c-d', {}]]`; throws on anything else. */
export function elementsOf(markup) {
  const elements = [...markup.matchAll(ELEMENT)].map(([, tag, attributes]) => [
    tag,
    Object.fromEntries([...attributes.matchAll(ATTRIBUTE)].map(([, name, value = '']) => [name, value])),
  ]);
  if (markup.replace(ELEMENT, '').trim()) throw new Error(`Only empty elements with attributes can be placed: ${markup}`);
  return elements;
}

/**
 * Builds the markup's elements in the page, in a `<div data-placed>` box before `#app` (the /m app's page) or at
 * the end of the body (`where: 'body'`).
 */
export function placeElements(page, markup, { where = 'app' } = {}) {
  return page.evaluate(
    ({ elements, where: place }) => {
      const box = document.createElement('div');
      box.dataset.placed = '';
      for (const [tag, attributes] of elements) {
        const element = document.createElement(tag);
        for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
        box.append(element);
      }
      if (place === 'body') document.body.append(...box.childNodes);
      else document.getElementById('app').before(box);
    },
    { elements: elementsOf(markup), where },
  );
}
