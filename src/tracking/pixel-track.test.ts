import { expect } from 'chai';
import { capturePixelTrack, publishTrackingEvent, readCookie, readPixelTrack, PIXEL_IDS } from '../index.js';

const ALL_COOKIES = [...PIXEL_IDS.map((each) => each.cookie), '_fbc', '_fbp'];

describe('ad ids for registration (pixelTrack)', () => {
  const clear = () => ALL_COOKIES.forEach((name) => (document.cookie = `${name}=; path=/; max-age=0`));
  beforeEach(clear);
  afterEach(clear);

  it('keeps the ids of the landing address in cookies and reads back only the non-empty ones', () => {
    const captured = capturePixelTrack('?fbPixelId=111&ttclid=tt-2&kwaiClickId=&gtag=G-ABC&kadam_id=k9&other=1');
    expect(captured).to.deep.equal({ fbPixelId: '111', tiktokClickId: 'tt-2', gtag: 'G-ABC', kadamId: 'k9' });
    expect(readCookie('ttclid')).to.equal('tt-2');
    expect(readPixelTrack('')).to.deep.equal(captured);
  });

  it('turns a Facebook click into the _fbc cookie once, and reads Facebook\'s _fbp', () => {
    const first = capturePixelTrack('?fbclid=Click_1');
    expect(first.fbc).to.match(/^fb\.1\.\d+\.Click_1$/);
    expect(capturePixelTrack('?fbclid=Click_1').fbc).to.equal(undefined);
    document.cookie = '_fbp=fb.1.1700000000000.99; path=/';
    expect(readPixelTrack('')).to.deep.equal({ fbClickId: 'Click_1', fbc: first.fbc, fbp: 'fb.1.1700000000000.99' });
  });

  it('keeps nothing that is not an id, and reads nothing when there is none', () => {
    expect(capturePixelTrack('?fbclid=%3Cscript%3E&cid=' + 'x'.repeat(300))).to.deep.equal({});
    expect(readPixelTrack('')).to.deep.equal({});
  });

  it('publishes tracking events as mc-track on the document', () => {
    const seen: CustomEvent[] = [];
    const listener = (event: Event) => seen.push(event as CustomEvent);
    document.addEventListener('mc-track', listener);
    publishTrackingEvent('register', { customerName: 'amy' });
    document.removeEventListener('mc-track', listener);
    expect(seen.map((event) => [event.detail, event.bubbles, event.composed])).to.deep.equal([
      [{ name: 'register', data: { customerName: 'amy' } }, true, true],
    ]);
  });
});
