// The docs site's only script: copy buttons for the embed snippets; the theming playground, which sets custom
// properties and a stylesheet of ::part rules on the live elements of the page; and, on an example page, what
// keeps the example in its language (examplePage, below) and what its element needs to show (SETUPS).

for (const button of document.querySelectorAll('[data-copy-previous]')) {
  button.addEventListener('click', async () => {
    const text = button.previousElementSibling?.textContent ?? '';
    try {
      await navigator.clipboard.writeText(text);
      button.textContent = 'Copied';
    } catch {
      // Without clipboard access the snippet is selected, ready for the keyboard's copy.
      const range = document.createRange();
      range.selectNodeContents(button.previousElementSibling);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
      button.textContent = 'Selected: copy it';
    }
  });
}

const form = document.querySelector('[data-playground]');
const stage = document.querySelector('[data-playground-stage]');
if (form && stage) {
  const status = form.querySelector('[data-playground-status]');
  const elements = () => stage.querySelectorAll('mc-login, mc-register, mc-maintenance, mc-language-picker');
  // Part rules go in a constructed stylesheet: the page's policy allows no inline style element.
  const sheet = new CSSStyleSheet();
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

  const applyProperty = (input) => {
    const value = input.value.trim();
    for (const element of elements()) {
      if (value) element.style.setProperty(input.dataset.property, value);
      else element.style.removeProperty(input.dataset.property);
    }
  };
  const applyParts = (textarea) => {
    try {
      sheet.replaceSync(textarea.value);
      status.textContent = '';
    } catch {
      status.textContent = 'These rules are not valid CSS.';
    }
  };

  form.addEventListener('input', (event) => {
    const target = event.target;
    if (target.matches('[data-property]')) applyProperty(target);
    if (target.matches('[data-parts]')) applyParts(target);
  });
  form.addEventListener('submit', (event) => event.preventDefault());
  form.addEventListener('reset', () => {
    // The form's own reset puts the default values back first.
    setTimeout(() => {
      form.querySelectorAll('[data-property]').forEach(applyProperty);
      applyParts(form.querySelector('[data-parts]'));
    });
  });
  applyParts(form.querySelector('[data-parts]'));
}

// An example page (a bare page holding one live example) uses the kit's public API from the same files the
// loader loads, so it shares the page's one runtime: the example shows the language it is named for, whatever a
// visitor picked on another page or the demo account's own language (neither is changed: the switch is not
// remembered), until the reader picks another one on the page; and a member's example offers the login until
// there is a session. Only such a page imports the API: the other pages of the docs need none of it.
async function examplePage() {
  // The loader names the public surface's file of this release (its name carries its content's hash).
  const kit = await globalThis.mcElements.runtime();
  const { isLoggedIn, language, setLanguage } = kit;
  void stampExample(kit);

  let code = document.documentElement.dataset.language;
  const kitElements = () => [...document.querySelectorAll('*')].filter((element) => element.localName.startsWith('mc-'));
  const settled = () => kitElements().every((element) => customElements.get(element.localName) && !element.matches(':state(loading)'));

  // A change the reader asked for (a tap or a key shortly before) stands; any other goes back to the example's.
  let lastInput = -Infinity;
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, () => (lastInput = performance.now()), true);

  let timer = 0;
  function keepLanguage() {
    if (timer) return;
    // The switch waits until the elements have their first strings: switching while those load can leave an
    // element waiting for them. After 10 s it switches anyway.
    let tries = 0;
    timer = setInterval(() => {
      if (!settled() && ++tries < 200) return;
      clearInterval(timer);
      timer = 0;
      if (code && language.value !== code) setLanguage(code, { remember: false }).catch(() => {});
    }, 50);
  }

  if (code) {
    language.subscribe((value) => {
      if (value === code) return;
      if (performance.now() - lastInput < 3000) code = value;
      else keepLanguage();
    });
  }

  const login = document.querySelector('[data-example-login]');
  if (login) isLoggedIn.subscribe((loggedIn) => (login.hidden = loggedIn));
}

if (document.body.classList.contains('example')) void examplePage();

/** Asks the sandbox platform of `npm start` for a change; elsewhere the call fails and the platform decides. */
async function sandbox(path, body) {
  try {
    await fetch(`/__sandbox/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  } catch {
    // Not the sandbox: the element shows what the platform says.
  }
}

/** A push service in the shape of the kit's push adapter (src/push/adapter.ts): the browser's dialog says yes. */
function demoPushAdapter() {
  let permission = 'default';
  let token = null;
  return {
    permission: () => permission,
    requestPermission: async () => (permission = 'granted'),
    getToken: async () => (permission === 'granted' ? (token ??= `docs-example-${crypto.randomUUID()}`) : null),
    deleteToken: async () => ((token = null), true),
    onMessage: () => () => {},
  };
}

/** Resolves once `element` is in the custom state `state`, which the kit sets when it is ready for the page. */
function inState(element, state) {
  return new Promise((resolve) => {
    const timer = setInterval(() => element.matches(`:state(${state})`) && (clearInterval(timer), resolve()), 100);
  });
}

/**
 * What an example does so that its element shows (the README's `setup` note says it to the reader), with what
 * the guides describe: an element's property, the app's bridge (docs/install.md), a push adapter handed to
 * configure(), the merchant's switches and clock as the sandbox's control API sets them, and a deposit event
 * from the page. `before` runs before the element is in the page, `after` once it is.
 */
const SETUPS = {
  'mc-2fa': {
    // The password of the login that was challenged: a property only, never in the markup.
    after: async (element) => {
      await customElements.whenDefined('mc-2fa');
      element.password = 'demo1234';
    },
  },
  'mc-app-upgrade': {
    // Inside the merchant's app at a version older than the platform's latest.
    before: () => (window.McAppBridge = { version: '2.4.0' }),
  },
  'mc-push-prompt': { before: ({ configure }) => configure({ pushAdapter: demoPushAdapter() }) },
  'mc-minigame': { before: () => sandbox('switches', { LOTTMINIGAME3: true }) },
  'mc-install-prompt': { before: () => sandbox('homeScreen', { enabled: true }) },
  // An hour of play on the platform's clock: the merchant's interval (60 minutes on the sandbox) has passed.
  'mc-reality-check': { before: () => sandbox('clock', { advanceMs: 61 * 60_000 }) },
  'mc-force-download': {
    // The modal is for a member who has never deposited: the sandbox's demo player has, so its wallet starts empty
    // here (on a real platform the call does nothing).
    before: () => sandbox('wallet', { username: 'demo', clear: true }),
    // The page's deposit button, tapped once the element holds deposits back (a member is logged in). Its
    // `proceed` (docs/install.md) lets the element wait for the member's deposit count rather than let it pass.
    after: async (element) => {
      await inState(element, 'listening');
      document.dispatchEvent(new CustomEvent('mc-deposit', { cancelable: true, detail: { proceed: () => {} } }));
    },
  },
};

/** Puts an example's markup into the page once its setup has run (scripts/docs/pages.mjs, examplePage). */
async function stampExample(kit) {
  const template = document.querySelector('template[data-example-setup]');
  if (!template) return;
  const setup = SETUPS[document.body.dataset.example] ?? {};
  await setup.before?.(kit);
  const element = template.content.firstElementChild;
  template.replaceWith(template.content);
  await setup.after?.(element);
}
