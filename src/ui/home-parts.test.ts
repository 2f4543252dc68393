import { expect } from 'chai';
import { observeLazyImage } from './lazy-image.js';
import { trackStickyOffsets } from './sticky-container.js';
import { sleep, until } from '../../test/browser/wait.js';

const PIXEL = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

describe('lazy image and sticky container', () => {
  afterEach(() => document.querySelectorAll('[data-test-part]').forEach((node) => node.remove()));

  it('loads an image near the viewport after a short delay, and one far below only when scrolled near', async () => {
    const near = Object.assign(document.createElement('img'), { width: 10, height: 10 });
    const far = Object.assign(document.createElement('img'), { width: 10, height: 10 });
    const spacer = document.createElement('div');
    spacer.style.height = '5000px';
    for (const node of [near, spacer, far]) node.setAttribute('data-test-part', '');
    document.body.append(near, spacer, far);
    const stops = [observeLazyImage(near, PIXEL), observeLazyImage(far, PIXEL)];
    expect(near.getAttribute('src')).to.equal(null);
    await until(() => near.getAttribute('src'), 'the near image to load');
    await sleep(300);
    expect(far.getAttribute('src')).to.equal(null);
    far.scrollIntoView();
    await until(() => far.getAttribute('src'), 'the far image once near');
    scrollTo(0, 0);
    stops.forEach((stop) => stop());
  });

  it('writes the header, download bar and footer heights as offsets', async () => {
    const header = document.createElement('header');
    header.style.height = '48px';
    const bar = document.createElement('div');
    bar.style.height = '64px';
    for (const node of [header, bar]) node.setAttribute('data-test-part', '');
    document.body.append(header, bar);
    const root = document.createElement('div');
    const stop = trackStickyOffsets({ header, 'download-bar': bar, footer: null }, root);
    expect(root.style.getPropertyValue('--mc-header-height')).to.equal('48px');
    expect(root.style.getPropertyValue('--mc-download-bar-height')).to.equal('64px');
    expect(root.style.getPropertyValue('--mc-footer-height')).to.equal('0px');
    bar.remove();
    header.style.height = '56px';
    await until(() => root.style.getPropertyValue('--mc-header-height') === '56px' || null, 'the new header height');
    expect(root.style.getPropertyValue('--mc-download-bar-height')).to.equal('0px');
    stop();
  });
});
