import { expect } from 'chai';
import './index.js';
import { setLanguage } from '../../src/i18n/index.js';
import { clearSession } from '../../src/session/index.js';
import { control, resetSandbox, useSandbox } from '../../test/browser/sandbox.js';
import { until } from '../../test/browser/wait.js';

describe('<mc-banner>', () => {
  let el: HTMLElement;
  beforeEach(async () => {
    useSandbox();
    clearSession();
    await resetSandbox();
    await setLanguage('EN');
  });
  afterEach(() => el?.remove());

  it('shows one group, links each banner by its linkage, and never links a javascript: URL', async () => {
    await control('content', {
      banners: [
        { groupName: 'm_home', url: 'banners/home-lotto.svg', title: 'Lotto', linkageType: 'P', linkage: 'week' },
        { groupName: 'm_home', url: 'banners/home-slots.svg', title: 'Bad', linkageType: 'URL', linkage: 'javascript:alert(1)' },
        { groupName: 'other', url: 'banners/home-cashback.svg', title: 'Elsewhere', linkageType: 'P', linkage: 'x' },
      ],
    });
    el = document.createElement('mc-banner');
    el.setAttribute('autoplay', '0');
    document.body.append(el);
    const slides = await until(() => {
      const found = el.shadowRoot?.querySelectorAll('.slide');
      return found?.length ? [...found] : null;
    }, 'the slides');
    expect(slides).to.have.length(2);
    expect(slides[0]!.querySelector('a')!.getAttribute('href')).to.equal('/m/activity?link=week');
    expect(slides[1]!.querySelector('a')).to.equal(null);
    expect(slides[1]!.querySelector('img')!.getAttribute('alt')).to.equal('Bad');
    expect(el.shadowRoot!.querySelectorAll('.dot')).to.have.length(2);
  });

  it('renders nothing for an empty group', async () => {
    el = document.createElement('mc-banner');
    el.setAttribute('group', 'none');
    document.body.append(el);
    await until(() => el.shadowRoot && !el.shadowRoot.querySelector('[aria-busy]') || null, 'the answer');
    expect(el.shadowRoot!.querySelector('.banner')).to.equal(null);
  });
});
