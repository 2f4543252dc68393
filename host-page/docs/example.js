// An example page's script. It uses the kit's public API from the same files the loader loads, so it shares
// the page's one runtime: the example shows the language it is named for, whatever a visitor picked on another
// page or the demo account's own language (neither is changed: the switch is not remembered), until the reader
// picks another one on the page; and a member's example offers the login until there is a session.
import { isLoggedIn, language, setLanguage } from '/m/assets/index.js';

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
