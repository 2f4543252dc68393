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

  // A once-seen defect: a banner whose picture failed (or could not be fetched at all) left an empty grey slide.
  it('never shows a slide without content: a failed picture shows its title, one without a title is left out', async () => {
    await control('content', {
      banners: [
        { groupName: 'm_home', url: 'banners/home-lotto.svg', title: 'Lotto', linkageType: '', linkage: '' },
        { groupName: 'm_home', url: 'banners/missing.svg', title: 'Cashback week', linkageType: 'URL', linkage: '/m/rewardCenter' },
        { groupName: 'm_home', url: 'banners/gone.svg', title: '', linkageType: '', linkage: '' },
        { groupName: 'm_home', url: 'http://elsewhere.example/banner.png', title: 'Foreign', linkageType: '', linkage: '' },
      ],
    });
    el = document.createElement('mc-banner');
    el.setAttribute('autoplay', '0');
    document.body.append(el);
    const root = () => el.shadowRoot!;
    const shownSlide = () => [...root().querySelectorAll<HTMLElement>('.slide')].find((slide) => !slide.hidden) ?? null;
    // What a player sees on the slide in front: a picture that has drawn, or words.
    const contentOf = (slide: HTMLElement | null) => {
      if (!slide) return null;
      const img = slide.querySelector('img');
      if (img && !img.hidden && img.complete && img.naturalWidth > 0 && getComputedStyle(img).opacity !== '0') return `image:${img.alt}`;
      const words = slide.textContent?.trim();
      return words ? `text:${words}` : null;
    };
    await until(() => shownSlide(), 'the first slide');
    const seen = new Set<string>();
    for (let at = 0; at < 4; at++) {
      const dots = root().querySelectorAll<HTMLButtonElement>('.dot');
      if (at >= dots.length) break;
      dots[at]!.click();
      seen.add(await until(() => {
        // The slide asked for, once it is in front; a slide that went away leaves the one now in front.
        const target = root().querySelectorAll<HTMLElement>('.slide')[at];
        return target?.hidden ? null : contentOf(target ?? shownSlide());
      }, `something on slide ${at + 1}`, 3000));
    }
    await until(() => root().querySelectorAll('.slide').length === 2 || null, 'the two slides with content');
    expect([...seen].sort()).to.deep.equal(['image:Lotto', 'text:Cashback week']);
    const fallback = root().querySelector<HTMLElement>('[part="fallback"]')!;
    expect(fallback.getAttribute('role')).to.equal('img');
    expect(fallback.getAttribute('aria-label')).to.equal('Cashback week');
    expect(fallback.closest('a')!.getAttribute('href')).to.match(/\/m\/rewardCenter$/);
    expect(root().querySelectorAll('.dot')).to.have.length(2);
  });

  it('loads its titles again in a new language', async () => {
    await control('content', {
      banners: [{ groupName: 'm_home', url: 'banners/home-lotto.svg', title: { EN: 'Lotto tonight', CN: '今晚开奖' }, linkageType: '', linkage: '' }],
    });
    el = document.createElement('mc-banner');
    el.setAttribute('autoplay', '0');
    document.body.append(el);
    await until(() => el.shadowRoot?.querySelector('img[alt="Lotto tonight"]'), 'the English title');
    await setLanguage('CN');
    await until(() => el.shadowRoot?.querySelector('img[alt="今晚开奖"]'), 'the Chinese title');
  });
});
