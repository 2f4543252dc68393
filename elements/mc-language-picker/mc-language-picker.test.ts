import { expect } from 'chai';
import './index.js';
import { language, setLanguage } from '../../src/i18n/index.js';
import { resetSandbox, useSandbox } from '../../test/browser/sandbox.js';
import { until } from '../../test/browser/wait.js';

describe('<mc-language-picker>', () => {
  let el: HTMLElement;
  const root = () => el.shadowRoot!;
  const toggle = () => root().querySelector<HTMLButtonElement>('[part~="button"]');
  const options = () => [...root().querySelectorAll<HTMLButtonElement>('[part~="option"]')];

  before(() => useSandbox());
  beforeEach(async () => {
    await resetSandbox();
    await setLanguage('EN');
    el = document.createElement('mc-language-picker');
    document.body.append(el);
    await until(toggle, 'the picker button');
  });
  afterEach(async () => {
    el.remove();
    localStorage.removeItem('language');
    await setLanguage('EN');
  });

  it('names the current language and lists all 22 by their own names, the current one marked', async () => {
    expect(toggle()!.getAttribute('aria-label')).to.equal('Language: English');
    expect(toggle()!.getAttribute('aria-expanded')).to.equal('false');
    toggle()!.click();
    await until(() => options().length, 'the list');
    expect(options()).to.have.length(22);
    expect(options().map((o) => o.textContent)).to.include.members(['简体中文', 'العربية', 'Português (Brasil)', 'ไทย']);
    const current = options().filter((o) => o.getAttribute('aria-current') === 'true');
    expect(current.map((o) => o.textContent)).to.deep.equal(['English']);
    expect(root().activeElement).to.equal(current[0]);
  });

  it('switches the language, tells the page, and closes with focus back on the button', async () => {
    const changes: unknown[] = [];
    el.addEventListener('mc-language-change', (event) => changes.push((event as CustomEvent).detail));
    toggle()!.click();
    await until(() => options().length, 'the list');
    options().find((o) => o.textContent === '日本語')!.click();
    await until(() => language.value === 'JA' && !options().length, 'the switch');
    expect(changes).to.deep.equal([{ language: 'JA', previous: 'EN' }]);
    expect(localStorage.getItem('language')).to.equal('JA');
    await until(() => toggle()!.getAttribute('aria-label') === '言語: 日本語', 'the button in Japanese');
    expect(root().activeElement).to.equal(toggle());
  });

  it('closes on Escape without changing anything', async () => {
    toggle()!.click();
    await until(() => options().length, 'the list');
    options()[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await until(() => !options().length, 'the list to close');
    expect(language.value).to.equal('EN');
  });
});
