// Building the console's DOM from nodes: the page runs under the host page's policy, which requires Trusted
// Types for HTML, so no markup string is ever parsed.

/**
 * An element with properties, attributes and children. Keys starting with `on` add listeners; `aria-*`,
 * `data-*`, `role`, `for` and `hidden`-like strings become attributes; the rest are set as properties.
 * @param {string} tag
 * @param {Record<string, unknown>} [props]
 * @param {...(Node | string | null | undefined | false)} children
 * @returns {HTMLElement}
 */
export function h(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith('on') && typeof value === 'function') node.addEventListener(key.slice(2).toLowerCase(), /** @type {EventListener} */ (value));
    else if (key === 'class') node.className = String(value);
    else if (/^(aria-|data-)|^(role|for|scope|list|inputmode|autocomplete)$/.test(key)) node.setAttribute(key, value === true ? '' : String(value));
    else /** @type {any} */ (node)[key] = value;
  }
  for (const child of children) if (child !== null && child !== undefined && child !== false) node.append(child);
  return node;
}

let unique = 0;
/** A fresh id for pairing a label with its control. @param {string} prefix */
export const uid = (prefix) => `${prefix}-${++unique}`;

/**
 * A labelled control in one row: the label, the control and an optional hint tied to it.
 * @param {string} label
 * @param {HTMLElement} control
 * @param {string} [hint]
 */
export function field(label, control, hint) {
  control.id ||= uid('field');
  const hintNode = hint ? h('small', { id: uid('hint'), class: 'console-hint' }, hint) : null;
  if (hintNode) control.setAttribute('aria-describedby', hintNode.id);
  return h('div', { class: 'console-field' }, h('label', { for: control.id }, label), control, hintNode);
}

/**
 * An on/off control announced as a switch.
 * @param {string} label
 * @param {boolean} checked
 * @param {(on: boolean) => void} onChange
 * @param {string} [hint]
 */
export function toggle(label, checked, onChange, hint) {
  const input = /** @type {HTMLInputElement} */ (h('input', { type: 'checkbox', role: 'switch', checked, onchange: () => onChange(input.checked) }));
  input.id = uid('switch');
  const hintNode = hint ? h('small', { id: uid('hint'), class: 'console-hint' }, hint) : null;
  if (hintNode) input.setAttribute('aria-describedby', hintNode.id);
  return h('div', { class: 'console-switch' }, input, h('label', { for: input.id }, label), hintNode);
}

/**
 * A `<select>` of options given as `[value, text]` pairs.
 * @param {[string, string][]} options
 * @param {string} selected
 * @param {(value: string) => void} [onChange]
 */
export function select(options, selected, onChange) {
  const node = /** @type {HTMLSelectElement} */ (h('select', { onchange: () => onChange?.(node.value) },
    ...options.map(([value, text]) => h('option', { value, selected: value === selected }, text))));
  return node;
}

/**
 * A panel of the controls column: a collapsible section with a heading.
 * @param {string} title
 * @param {...(Node | null)} children
 */
export function panel(title, ...children) {
  const id = uid('panel');
  return h('details', { class: 'console-panel', open: true },
    h('summary', {}, h('h3', { id }, title)),
    h('div', { class: 'console-panel__body', role: 'group', 'aria-labelledby': id }, ...children));
}

/** JSON as people read it. @param {unknown} value */
export const pretty = (value) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));
