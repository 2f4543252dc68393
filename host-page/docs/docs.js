// The docs site's only script: copy buttons for the embed snippets; the theming playground, which sets custom
// properties and a stylesheet of ::part rules on the live elements of the page; and, on an example page, what
// keeps the example in its language (examplePage, below).

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
  const { isLoggedIn, language, setLanguage } = await globalThis.mcElements.runtime();

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
