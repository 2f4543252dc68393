// The docs site's only script: copy buttons for the embed snippets, and the theming playground, which sets
// custom properties and a stylesheet of ::part rules on the live elements of the page.

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
