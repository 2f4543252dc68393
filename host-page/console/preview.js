// The left of the console: the live /m app in a phone frame, or one element alone with its attributes. The frame
// is on the console's own origin, so the console can set the player's language and empty the app's storage the
// way a phone's first visit would have it.
import { field, h, select, toggle, uid } from './dom.js';

/** The phones the frame takes the size of (CSS pixels, portrait). */
export const DEVICES = {
  iphone13: { name: 'iPhone 13', width: 390, height: 844 },
  pixel7: { name: 'Pixel 7', width: 412, height: 915 },
};

/** Routes of the /m app worth a shortcut (SPEC §2). */
const ROUTES = ['/m/home', '/m/login', '/m/register', '/m/member/home', '/m/rewardCenter', '/m/voucherCenter', '/m/inviteFriends', '/m/game'];

/** The player's pick of language in the app (src/i18n: the `language` key of local storage). */
const LANGUAGE_KEY = 'language';

/**
 * @param {{ languages: string[], elements: { tag: string, summary: string, attributes: { name: string, type: string, description: string }[] }[] }} options
 */
export function createPreview({ languages, elements }) {
  const params = new URLSearchParams(location.search);
  const state = {
    mode: params.get('element') ? 'element' : 'app',
    device: params.get('device') === 'pixel7' ? 'pixel7' : 'iphone13',
    path: params.get('path')?.startsWith('/m/') ? /** @type {string} */ (params.get('path')) : '/m/home',
    element: elements.some((e) => e.tag === params.get('element')) ? /** @type {string} */ (params.get('element')) : elements[0]?.tag ?? '',
    /** @type {Record<string, Record<string, string>>} attribute values per tag */
    attributes: {},
  };

  const frame = /** @type {HTMLIFrameElement} */ (h('iframe', { class: 'console-phone__screen', name: 'app' }));
  const phone = h('div', { class: 'console-phone' }, frame);
  const scaler = h('div', { class: 'console-phone__fit' }, phone);

  const deviceSelect = select(Object.entries(DEVICES).map(([key, d]) => [key, `${d.name} (${d.width}×${d.height})`]), state.device, (value) => {
    state.device = /** @type {'iphone13' | 'pixel7'} */ (value);
    layout();
  });
  const stored = localStorage.getItem(LANGUAGE_KEY) ?? '';
  const languageSelect = select([['', "The phone's language"], ...languages.map((code) => /** @type {[string, string]} */ ([code, code]))], stored, (value) => {
    if (value) localStorage.setItem(LANGUAGE_KEY, value);
    else localStorage.removeItem(LANGUAGE_KEY);
    reload();
  });
  const routeList = h('datalist', { id: uid('routes') }, ...ROUTES.map((route) => h('option', { value: route })));
  const pathInput = /** @type {HTMLInputElement} */ (h('input', { type: 'text', value: state.path, list: routeList.id, spellcheck: false }));
  const appControls = h('form', { class: 'console-preview__route', onsubmit: (/** @type {Event} */ event) => {
    event.preventDefault();
    const path = pathInput.value.trim();
    state.path = path.startsWith('/m/') ? path : `/m/${path.replace(/^\/+/, '')}`;
    pathInput.value = state.path;
    reload();
  } }, field('Route', pathInput), routeList, h('button', { type: 'submit' }, 'Open'));

  const elementSelect = select(elements.map((e) => [e.tag, `<${e.tag}>`]), state.element, (value) => {
    state.element = value;
    drawAttributes();
    layout();
    reload();
  });
  const attributeForm = h('form', { class: 'console-attributes', onsubmit: (/** @type {Event} */ event) => {
    event.preventDefault();
    reload();
  } });
  const elementControls = h('div', { class: 'console-preview__element' }, field('Element', elementSelect), attributeForm);

  function drawAttributes() {
    const element = elements.find((e) => e.tag === state.element);
    const values = (state.attributes[state.element] ??= {});
    const attributes = element?.attributes ?? [];
    const controls = attributes.map((attribute) => {
      // A boolean attribute is there or not: a checkbox, as the kit reads it.
      if (attribute.type === 'boolean') {
        return toggle(attribute.name, values[attribute.name] === '', (on) => {
          if (on) values[attribute.name] = '';
          else delete values[attribute.name];
        }, attribute.description);
      }
      const input = /** @type {HTMLInputElement} */ (h('input', { type: 'text', value: values[attribute.name] ?? '', spellcheck: false,
        placeholder: attribute.type, oninput: () => { values[attribute.name] = input.value; } }));
      return field(attribute.name, input, attribute.description);
    });
    attributeForm.replaceChildren(
      h('p', { class: 'console-hint' }, element?.summary ?? ''),
      attributes.length
        ? h('details', { class: 'console-attributes__list', ontoggle: () => layout() }, h('summary', {}, `Attributes (${attributes.length})`),
          ...controls, h('button', { type: 'submit' }, 'Apply the attributes'))
        : h('p', { class: 'console-hint' }, 'This element has no attributes.'),
    );
  }

  const modeSelect = select([['app', 'The /m app'], ['element', 'One element']], state.mode, (value) => {
    state.mode = /** @type {'app' | 'element'} */ (value);
    layout();
    reload();
  });

  function source() {
    if (state.mode === 'app') return state.path;
    const query = new URLSearchParams({ tag: state.element });
    const element = elements.find((e) => e.tag === state.element);
    for (const [name, value] of Object.entries(state.attributes[state.element] ?? {})) {
      const boolean = element?.attributes.some((attribute) => attribute.name === name && attribute.type === 'boolean');
      if (value !== '' || boolean) query.set(`attr.${name}`, value);
    }
    return `/console/element.html?${query}`;
  }

  /** Open the frame on what the controls say, afresh. */
  function reload() {
    frame.src = source();
    const device = DEVICES[state.device];
    frame.title = state.mode === 'app' ? `The app on a ${device.name}` : `<${state.element}> on a ${device.name}`;
  }

  /** Size the phone, and scale it down to fit the window's height when it is taller. */
  function layout() {
    const device = DEVICES[state.device];
    // The controls above the phone first: their height decides how much room the phone has.
    appControls.hidden = state.mode !== 'app';
    elementControls.hidden = state.mode !== 'element';
    scaler.style.setProperty('--phone-width', `${device.width}px`);
    scaler.style.setProperty('--phone-height', `${device.height}px`);
    // Fit the first view of the page: the phone's top as the page opens, down to the window's bottom.
    const top = scaler.getBoundingClientRect().top + window.scrollY;
    const room = Math.max(360, window.innerHeight - top - 16);
    // And the column's width, on a narrow window.
    const across = Math.max(200, (root.clientWidth || window.innerWidth) - 8);
    const scale = Math.min(1, room / (device.height + 24), across / (device.width + 24));
    scaler.style.setProperty('--phone-scale', String(scale));
    frame.title = state.mode === 'app' ? `The app on a ${device.name}` : `<${state.element}> on a ${device.name}`;
  }

  drawAttributes();
  const root = h('section', { class: 'console-preview', 'aria-labelledby': 'preview-title' },
    h('h2', { id: 'preview-title' }, 'Preview'),
    h('div', { class: 'console-preview__bar' }, field('Show', modeSelect), field('Phone', deviceSelect), field('Player language', languageSelect)),
    appControls, elementControls, scaler);
  window.addEventListener('resize', layout);

  return {
    root,
    layout,
    reload,
    /**
     * Open the app as a scenario says: on a route, in a language, as a first visit (storage emptied).
     * @param {{ path?: string, language?: string, fresh?: boolean }} frameSettings
     */
    openAs({ path, language, fresh }) {
      if (fresh) {
        localStorage.clear();
        sessionStorage.clear();
      }
      if (language) localStorage.setItem(LANGUAGE_KEY, language);
      languageSelect.value = localStorage.getItem(LANGUAGE_KEY) ?? '';
      state.mode = 'app';
      modeSelect.value = 'app';
      if (path) {
        state.path = path;
        pathInput.value = path;
      }
      layout();
      reload();
    },
    /** A reset's clean slate: the app's storage emptied too, so it starts as on a first visit. */
    forget() {
      localStorage.clear();
      sessionStorage.clear();
      languageSelect.value = '';
    },
  };
}
