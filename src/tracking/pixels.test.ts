import { expect } from 'chai';
import { configure } from '../config/config.js';
import { parseAnalytics } from './analytics-config.js';
import { loadPixels, sendToPixels } from './pixels.js';
import { trackingFields, type PostedEvent } from './tracking-event.js';

// What Kwai's official snippet leaves on the page before its script arrives: the queue the script replays.
type Queue = unknown[] & { _i: Record<string, unknown[] & { _u: string }>; instance: (id: string) => unknown };
const kwaiq = () => (globalThis as unknown as { kwaiq: Queue }).kwaiq;
const KWAI_IDS = ['248586490053502', '514921719531569228'];

describe("the merchant's Kwai pixel", () => {
  before(() => {
    // An empty script stands for the vendor's: the calls stay in the snippet's queues to be read. It is an
    // http(s) address, as the kit's script policy requires of every script.
    configure({ kwaiPixelScript: new URL('/test/browser/empty-script.js', location.href).href });
    loadPixels(parseAnalytics({ kwai: [...KWAI_IDS, 'not-a-kwai-id', '12'] }));
  });

  const send = (event: PostedEvent, data: Record<string, unknown> = {}) => {
    const fields = trackingFields(data);
    sendToPixels({ event, fields });
    return fields.eventID;
  };

  it("loads Kwai's script once per pixel, as its snippet does, and reports the page view", () => {
    expect((globalThis as unknown as { KwaiAnalyticsObject: string }).KwaiAnalyticsObject).to.equal('kwaiq');
    const scripts = [...document.querySelectorAll<HTMLScriptElement>('script[data-mc-pixel]')];
    expect(scripts.map((script) => [script.dataset.mcPixel, new URL(script.src).search])).to.deep.equal(
      KWAI_IDS.map((id) => ['kwai', `?sdkid=${id}&lib=kwaiq`]),
    );
    expect(Object.keys(kwaiq()._i)).to.deep.equal(KWAI_IDS);
    expect(kwaiq()._i[KWAI_IDS[0]!]!._u).to.match(/\/test\/browser\/empty-script\.js$/);
    expect([...kwaiq()]).to.deep.equal([['page']]);
    expect('fbq' in globalThis || 'ttq' in globalThis || 'gtag' in globalThis).to.equal(false);
  });

  it("tells each pixel of registrations and deposits under Kwai's standard event names, with the event id", () => {
    const registered = send('register', { customerId: '7' });
    const deposited = send('deposit', { amount: 25.5, currency: 'BRL' });
    const first = send('firstDeposit', { amount: 25.5, currency: 'BRL' });
    send('login');
    for (const id of KWAI_IDS) {
      expect([...kwaiq()._i[id]!]).to.deep.equal([
        ['track', 'completeRegistration', {}, { event_id: registered }],
        ['track', 'purchase', { value: 25.5, currency: 'BRL' }, { event_id: deposited }],
        ['track', 'firstDeposit', { value: 25.5, currency: 'BRL' }, { event_id: first }],
      ]);
    }
    expect([...kwaiq()]).to.deep.equal([['page']]);
  });
});
