import { expect } from 'chai';
import { McLoginElement } from './element.js';
import { setLanguage } from '../../src/i18n/index.js';
import { useSandbox } from '../../test/browser/sandbox.js';
import { until } from '../../test/browser/wait.js';

// The class alone, as an integrator imports it to define the form under a tag of the page's own.
describe('<mc-login> class, defined under another tag', () => {
  before(() => useSandbox());

  after(async () => {
    await setLanguage('CN');
    localStorage.removeItem('language');
  });

  it('defines nothing on import, then works under the tag the page gives it', async () => {
    expect(customElements.get('mc-login')).to.equal(undefined);
    await setLanguage('EN');
    expect(McLoginElement.define('shop-login')).to.equal(McLoginElement);
    expect(customElements.get('shop-login')).to.equal(McLoginElement);
    // A second definition, under the same tag, is left alone.
    expect(McLoginElement.define('shop-login')).to.equal(McLoginElement);
    expect(customElements.get('mc-login')).to.equal(undefined);

    const el = document.createElement('shop-login');
    el.setAttribute('no-redirect', '');
    document.body.append(el);
    try {
      // Its strings are the login form's own, whatever the tag.
      await until(() => el.shadowRoot?.querySelector('h2, h1')?.textContent === 'Log in', 'the heading in English');
      const labels = [...el.shadowRoot!.querySelectorAll('label')].map((label) => label.textContent?.trim() ?? '');
      expect(labels.some((label) => label.startsWith('User name'))).to.equal(true);
      expect(labels.some((label) => label.startsWith('Password'))).to.equal(true);
    } finally {
      el.remove();
    }
  });
});
