// The in-page checks of the languages-layout journey: when every element on the page has finished loading, and
// which texts do not fit their boxes. Both run inside the page (page.evaluate), walking every shadow root.

/**
 * What still loads on the page, as readable lines: empty once every element has rendered its shadow root and
 * no shadow root shows a loading state (skeletons, `--loading` blocks, busy regions).
 */
export function stillLoading(tags) {
  const busy = '[class*="skeleton"], [class*="--loading"], [aria-busy="true"], .mc-loading';
  const waiting = [];
  const visit = (root) => {
    for (const element of root.querySelectorAll('*')) {
      if (!element.shadowRoot) continue;
      const found = element.shadowRoot.querySelector(busy);
      if (found) waiting.push(`<${element.localName}> ${found.localName}.${String(found.className).trim().replace(/\s+/g, '.')}`);
      visit(element.shadowRoot);
    }
  };
  visit(document);
  for (const tag of tags) {
    for (const host of document.querySelectorAll(tag)) if (!host.shadowRoot?.firstElementChild) waiting.push(`<${tag}> not rendered`);
  }
  return waiting;
}

/**
 * Every text that does not fit its box, as readable lines, plus a line for a page that scrolls sideways.
 *
 * The rule: an element (in the page or any shadow root, recursively) whose content is wider than its box
 * (`scrollWidth > clientWidth + 1`) or that clips text vertically overflows, and so does an element with text
 * that sticks out of the viewport or, in the flow of a shadow root, out of its element's box. Overflow is deliberate, and passes, only where the box says so itself:
 * it scrolls (`overflow` auto or scroll: game lanes, tab strips, dialog bodies), it cuts its text with an
 * ellipsis (`overflow` hidden with `text-overflow: ellipsis`: long game names, app names, link fields), or it is
 * visually hidden for screen readers only (`clip`). Descendants of a scroller may lie outside the viewport.
 * `ALLOWED` names the few boxes that clip by design without an ellipsis.
 */
export function findOverflows(allowed) {
  const found = new Map();
  const name = (element) => {
    const host = element.getRootNode().host;
    const classes = typeof element.className === 'string' && element.className.trim() ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${host ? `<${host.localName}> ` : ''}${element.localName}${classes} "${text}"`;
  };
  const parentOf = (element) => element.parentElement ?? element.getRootNode().host ?? null;
  const scrolls = (style) => /auto|scroll/.test(style.overflowX) || /auto|scroll/.test(style.overflowY);
  const clipsOnPurpose = (element, style) =>
    style.textOverflow === 'ellipsis' || style.clip !== 'auto' || allowed.some((selector) => element.matches(selector));
  const insideScrollerOrClipper = (element) => {
    for (let at = parentOf(element); at; at = parentOf(at)) {
      if (at instanceof Element && getComputedStyle(at).overflowX !== 'visible') return true;
    }
    return false;
  };
  // Out-of-flow boxes (a drop-down list, a badge) lie over their container by design; each is checked itself.
  const laidOver = (node, container) => {
    for (let at = node.parentElement; at && at !== container; at = at.parentElement) {
      if (/absolute|fixed/.test(getComputedStyle(at).position)) return true;
    }
    return false;
  };
  // How far the element's own text (not its decorations, such as a pseudo-element that widens a tap target,
  // nor what lies over it) reaches beyond its padding box: [sideways, downwards] in pixels.
  const textBeyond = (element) => {
    const box = element.getBoundingClientRect();
    const left = box.left + element.clientLeft;
    const top = box.top + element.clientTop;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    let sideways = 0;
    let downwards = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent.trim() || laidOver(node, element)) continue;
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width === 0) continue;
        sideways = Math.max(sideways, left - rect.left, rect.right - (left + element.clientWidth));
        downwards = Math.max(downwards, top - rect.top, rect.bottom - (top + element.clientHeight));
      }
    }
    return [Math.round(sideways), Math.round(downwards)];
  };
  const SKIP = new Set(['input', 'textarea', 'select', 'option', 'svg', 'img', 'iframe', 'style', 'script', 'template', 'slot']);
  const visit = (root) => {
    for (const element of root.querySelectorAll('*')) {
      if (element.shadowRoot) visit(element.shadowRoot);
      if (SKIP.has(element.localName) || element.closest('svg')) continue;
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.display === 'contents' || style.visibility === 'hidden') continue;
      if (!(element.textContent ?? '').trim() || element.shadowRoot) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (clipsOnPurpose(element, style)) continue;
      const clips = /hidden|clip/.test(style.overflowX);
      if (!scrolls(style) && style.display !== 'inline') {
        const [sideways, downwards] = textBeyond(element);
        if (element.scrollWidth > element.clientWidth + 1 && sideways > 1) {
          found.set(element, `${clips ? 'clipped' : 'overflows'} by ${sideways}px: ${name(element)}`);
          continue;
        }
        if (/hidden|clip/.test(style.overflowY) && element.scrollHeight > element.clientHeight + 1 && downwards > 1) {
          found.set(element, `clipped vertically by ${downwards}px: ${name(element)}`);
          continue;
        }
      }
      if ((box.left < -1 || box.right > innerWidth + 1) && !insideScrollerOrClipper(element)) {
        found.set(element, `outside the screen (${Math.round(box.left)}..${Math.round(box.right)} of ${innerWidth}): ${name(element)}`);
        continue;
      }
      const host = element.getRootNode().host;
      if (host && getComputedStyle(host).display !== 'contents' && !/absolute|fixed/.test(style.position) && !laidOver(element, null) && !insideScrollerOrClipper(element)) {
        const edge = host.getBoundingClientRect();
        if (box.left < edge.left - 1 || box.right > edge.right + 1) {
          found.set(element, `sticks out of its element by ${Math.round(Math.max(edge.left - box.left, box.right - edge.right))}px: ${name(element)}`);
        }
      }
    }
  };
  visit(document);
  // An overflowing box makes its ancestors overflow too; the innermost is the one to fix, so only it is named.
  for (const element of [...found.keys()]) {
    for (let at = parentOf(element); at; at = parentOf(at)) found.delete(at);
  }
  const lines = [...found.values()];
  const page = document.documentElement;
  if (page.scrollWidth > page.clientWidth + 1) lines.push(`the page scrolls sideways: ${page.scrollWidth}px wide on a ${page.clientWidth}px screen`);
  return lines;
}

/**
 * Every word cut across two lines, as readable lines ("Permanen/t"): a word whose letters lie on more than one
 * line of its box. Words are what spaces separate, so the check is for the languages that write spaces between
 * words; Chinese, Japanese, Korean, Thai, Khmer and Burmese break between syllables by their own rules.
 */
export function findBrokenWords() {
  const found = [];
  const range = document.createRange();
  const visit = (root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('script, style, template, svg')) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none' || style.clip !== 'auto') continue;
      for (const match of node.data.matchAll(/\S{2,}/g)) {
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom)));
        if (lines.size > 1) {
          const host = element.getRootNode().host;
          found.push(`${host ? `<${host.localName}> ` : ''}${element.localName}.${String(element.className).trim().split(/\s+/).join('.')} "${match[0]}"`);
        }
      }
    }
    for (const element of root.querySelectorAll('*')) if (element.shadowRoot) visit(element.shadowRoot);
  };
  visit(document.body);
  return found;
}

/**
 * Every visible control smaller than a touch target (44 × 44 CSS px), as readable lines, in the page and every
 * shadow root. A radio or checkbox inside its label, or hidden for its label's sake (drawn by its label), is
 * measured by its label; a link inside a sentence is exempt (it is part of the text, as WCAG 2.5.5 has it); so
 * is anything `skip` names.
 */
export function findSmallTargets(skip = []) {
  const CONTROLS = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=link], [role=radio], [role=checkbox], [role=switch], [role=option]';
  const found = [];
  const seen = new Set();
  const describe = (element) => {
    const host = element.getRootNode().host;
    const label = (element.getAttribute('aria-label') || element.textContent || element.getAttribute('name') || '').trim().replace(/\s+/g, ' ').slice(0, 30);
    return `${host ? `<${host.localName}> ` : ''}${element.localName}${element.getAttribute('part') ? `[part=${element.getAttribute('part')}]` : ''} "${label}"`;
  };
  const hiddenForLabel = (element, box, style) => box.width <= 2 || box.height <= 2 || style.opacity === '0' || style.clip !== 'auto' || /inset/.test(style.clipPath);
  const inSentence = (element, style) => {
    if (element.localName !== 'a' || style.display !== 'inline') return false;
    const parent = element.parentElement;
    return Boolean(parent && (parent.textContent ?? '').trim().length > (element.textContent ?? '').trim().length);
  };
  const visit = (root) => {
    for (let element of root.querySelectorAll(CONTROLS)) {
      if (skip.some((selector) => element.matches(selector)) || element.closest('[aria-hidden="true"], [inert]')) continue;
      let style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden' || element.disabled) continue;
      let box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      // A checkbox inside its label toggles from anywhere on the label: the label is what a thumb taps.
      const wrapping = element.localName === 'input' && /^(checkbox|radio)$/.test(element.type) ? element.closest('label') : null;
      if (wrapping) {
        element = wrapping;
        style = getComputedStyle(element);
        box = element.getBoundingClientRect();
      } else if (element.localName === 'input' && hiddenForLabel(element, box, style)) {
        const label = element.labels?.[0];
        if (!label) continue;
        element = label;
        style = getComputedStyle(element);
        box = element.getBoundingClientRect();
      }
      if (seen.has(element) || inSentence(element, style)) continue;
      seen.add(element);
      if (box.width < 43.5 || box.height < 43.5) found.push(`${Math.round(box.width)}×${Math.round(box.height)}: ${describe(element)}`);
    }
    for (const element of root.querySelectorAll('*')) if (element.shadowRoot) visit(element.shadowRoot);
  };
  visit(document);
  return found;
}
