import { expect } from 'chai';
import './index.js';
import { setLanguage } from '../../src/i18n/index.js';
import { clearSession } from '../../src/session/index.js';
import { control, fault, resetSandbox, useSandbox } from '../../test/browser/sandbox.js';
import { until } from '../../test/browser/wait.js';

describe('<mc-marquee>', () => {
  let el: HTMLElement;
  beforeEach(async () => {
    useSandbox();
    clearSession();
    await resetSandbox();
    await setLanguage('EN');
  });
  afterEach(() => el?.remove());

  it('keeps its place while its lines load', async () => {
    await fault({ path: '/wps/relay/MCSFE_getListAnnouncements', latencyMs: 1000, times: 1 });
    el = document.createElement('mc-marquee');
    document.body.append(el);
    const placeholder = await until(() => el.shadowRoot?.querySelector<HTMLElement>('.marquee--loading'), 'the placeholder');
    expect(placeholder.getAttribute('aria-hidden')).to.equal('true');
    const loadingHeight = el.getBoundingClientRect().height;
    await until(() => el.shadowRoot?.querySelector('.track'), 'the lines');
    expect(el.getBoundingClientRect().height).to.equal(loadingHeight);
  });

  it('scrolls the marquee lines at the given speed and pauses under a finger', async () => {
    el = document.createElement('mc-marquee');
    el.setAttribute('speed', '120');
    document.body.append(el);
    const track = await until(() => el.shadowRoot?.querySelector<HTMLElement>('.track'), 'the track');
    expect(track.textContent).to.contain('Vietnam Lotto results');
    const animation = await until(() => track.getAnimations()[0], 'the animation');
    const distance = track.scrollWidth + track.parentElement!.clientWidth;
    expect(animation.effect!.getTiming().duration).to.be.closeTo((distance / 120) * 1000, 20);
    track.parentElement!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(animation.playState).to.equal('paused');
    track.parentElement!.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    expect(animation.playState).to.equal('running');
  });

  it('loads its lines again in a new language', async () => {
    await control('content', {
      announcements: [{ id: 1, types: 'MQ', platform: 'M', title: { EN: 'Draws tonight at eight', CN: '今晚八点开奖' }, content: '' }],
    });
    el = document.createElement('mc-marquee');
    document.body.append(el);
    await until(() => el.shadowRoot?.querySelector('.track')?.textContent?.includes('Draws tonight at eight'), 'the English line');
    await setLanguage('CN');
    await until(() => el.shadowRoot?.querySelector('.track')?.textContent?.includes('今晚八点开奖'), 'the Chinese line');
  });
});
