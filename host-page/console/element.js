// The element preview's page: one tag of the kit, with the attributes the console passed in the query
// (`tag`, then `attr.<name>=<value>` each), loaded by the kit's own loader as a merchant's page would.
const params = new URLSearchParams(location.search);
const tag = params.get('tag') ?? '';
const stage = /** @type {HTMLElement} */ (document.getElementById('stage'));
if (/^mc-[a-z0-9-]+$/.test(tag)) {
  const element = document.createElement(tag);
  for (const [key, value] of params) {
    const name = key.startsWith('attr.') ? key.slice(5) : '';
    // Only plain attribute names: a query cannot add an event handler attribute.
    if (/^[a-z][a-z0-9-]*$/.test(name) && !name.startsWith('on')) element.setAttribute(name, value);
  }
  stage.append(element);
} else {
  stage.append(Object.assign(document.createElement('p'), { textContent: 'Pick an element in the console.' }));
}
