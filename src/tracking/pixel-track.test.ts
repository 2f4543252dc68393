import { expect } from 'chai';
import { capturePixelTrack, readPixelTrack, PIXEL_IDS } from './pixel-track.js';
import { AD_ID_QUERY } from './ad-id-query.js';
import { publishTrackingEvent } from './track-event.js';
import { readCookie } from '../storage/storage.js';

const ALL_COOKIES = [...PIXEL_IDS.map((each) => each.cookie), '_fbc', '_fbp'];
// The Cookie Store API shows what document.cookie hides: a cookie's path, SameSite and expiry.
interface CookieItem {
  path: string;
  sameSite: string;
  expires: number | null;
}
const cookieStore = (window as unknown as { cookieStore: { get(name: string): Promise<CookieItem | null> } }).cookieStore;

describe('ad ids for registration (pixelTrack)', () => {
  const clear = () => ALL_COOKIES.forEach((name) => (document.cookie = `${name}=; path=/; max-age=0`));
  beforeEach(clear);
  afterEach(clear);

  it('loads at start exactly for an address that carries one of its ids', () => {
    for (const { query } of PIXEL_IDS) {
      expect(AD_ID_QUERY.test(`?${query}=1`), query).to.equal(true);
      expect(AD_ID_QUERY.test(`?lang=en&${query}=1`), query).to.equal(true);
    }
    for (const search of ['', '?lang=en', '?token=abc&r=X1', '?xfbclid=1', '?decid=2']) expect(AD_ID_QUERY.test(search), search).to.equal(false);
  });

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

  it('keeps every ad id of SPEC §3 for the whole site (path /, SameSite Lax), 30 days, and Facebook\'s click 90 days', async () => {
    const search = new URLSearchParams({
      fbPixelId: '1234567890', fbclid: 'IwAR_fb', ttPixelId: 'C9DEMOPIXEL01', ttclid: 'E.C.P.tt', kwaiPixelId: '248586490053502',
      kwaiClickId: 'kw-click', gtag: 'G-DEMO1234', cid: 'vol9', visitor_id: 'prop7', twPixelId: 'o1x2y', twclid: '2-tw3',
      kadam_id: 'kad5',
    });
    document.cookie = '_fbp=fb.1.1700000000000.99; path=/';
    capturePixelTrack(`?${search}`);
    expect(readPixelTrack('')).to.deep.equal({
      fbPixelId: '1234567890', fbClickId: 'IwAR_fb', tiktokPixelId: 'C9DEMOPIXEL01', tiktokClickId: 'E.C.P.tt',
      kwaiPixelId: '248586490053502', kwaiClickId: 'kw-click', gtag: 'G-DEMO1234', voluumCid: 'vol9', propellerVisitorId: 'prop7',
      twitterPixel: 'o1x2y', twclid: '2-tw3', kadamId: 'kad5', fbc: readCookie('_fbc'), fbp: 'fb.1.1700000000000.99',
    });
    const days = (expires: number | null | undefined) => Math.round(((expires ?? 0) - Date.now()) / 86_400_000);
    for (const { cookie } of PIXEL_IDS) {
      const kept = await cookieStore.get(cookie);
      expect([cookie, kept?.path, kept?.sameSite, days(kept?.expires)]).to.deep.equal([cookie, '/', 'lax', 30]);
    }
    const fbc = await cookieStore.get('_fbc');
    expect([fbc?.path, fbc?.sameSite, days(fbc?.expires)]).to.deep.equal(['/', 'lax', 90]);
  });

  it('keeps click ids as long as the networks make them', () => {
    // A real TikTok click id is over 300 characters; Facebook's cookie adds its prefix to a long fbclid.
    const ttclid = `E.C.P.${'CsQBQ3fsJHedzWpvunCeFX-yx6BDFj9_KKh82rzCL4YPU1'.repeat(7)}`;
    const fbclid = `IwZXh0bgNhZW0CMTEAAR${'0_aem_Kx9'.repeat(40)}`;
    expect(ttclid.length).to.be.above(300);
    expect(capturePixelTrack(`?ttclid=${ttclid}&fbclid=${fbclid}`)).to.include({ tiktokClickId: ttclid, fbClickId: fbclid });
    expect(readPixelTrack('')).to.include({ tiktokClickId: ttclid, fbClickId: fbclid });
    expect(readPixelTrack('').fbc).to.match(new RegExp(`^fb\\.1\\.\\d+\\.${fbclid}$`));
  });

  it('keeps nothing that is not an id, and reads nothing when there is none', () => {
    expect(capturePixelTrack('?fbclid=%3Cscript%3E&cid=' + 'x'.repeat(513))).to.deep.equal({});
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
