import { expect } from 'chai';
import { trackingCurrency } from './currency.js';
import { hasPixels, parseAnalytics } from './analytics-config.js';
import { captureS2sInfo, parseS2sInfo, S2S_STORAGE_KEY } from './s2s-info.js';
import { eventsOf } from './tracking-event.js';
import { formatMoney } from '../i18n/format.js';

describe('ad attribution', () => {
  beforeEach(() => {
    localStorage.removeItem(S2S_STORAGE_KEY);
    localStorage.removeItem('mc_first_deposits');
  });

  it('maps currencies as the ad platforms expect: TLB to PHP, else the first three letters', () => {
    expect(trackingCurrency('TLB')).to.equal('PHP');
    expect(trackingCurrency('tlb')).to.equal('PHP');
    expect(trackingCurrency('VND1000')).to.equal('VND');
    expect(trackingCurrency('USDT')).to.equal('USD');
    expect(trackingCurrency('BRL')).to.equal('BRL');
    expect(trackingCurrency('')).to.equal('');
    expect(trackingCurrency('1X')).to.equal('');
    expect(trackingCurrency(12)).to.equal('');
  });

  it('keeps only well-formed pixel ids from the status payload', () => {
    const config = parseAnalytics({
      facebook: ['1234567890', 'javascript:alert(1)', 5], tiktok: 'C9ABCDEFGH', gtag: ['G-DEMO1234', 'x'], kwai: ['248586490053502', 'kwai-1', '12'], other: ['1'],
    });
    expect(config).to.deep.equal({ facebook: ['1234567890'], tiktok: ['C9ABCDEFGH'], gtag: ['G-DEMO1234'], kwai: ['248586490053502'] });
    expect(hasPixels(parseAnalytics('nonsense'))).to.equal(false);
    expect(hasPixels(parseAnalytics({ facebook: 'not-an-id' }))).to.equal(false);
    expect(hasPixels(parseAnalytics({ kwai: '248586490053502' }))).to.equal(true);
  });

  it('reads the app shell ids from JSON or base64url and drops anything else', () => {
    const ids = { adid: 'a1b2', gpsAdid: '38400000-8cf0-11bd-b23e-10b96e40000d', idfa: '' };
    expect(parseS2sInfo(JSON.stringify(ids))).to.deep.equal({ adid: 'a1b2', gpsAdid: ids.gpsAdid });
    const encoded = btoa(JSON.stringify({ appsflyerId: '1700000000000-123' })).replace(/=+$/, '');
    expect(parseS2sInfo(encoded)).to.deep.equal({ appsflyerId: '1700000000000-123' });
    expect(parseS2sInfo({ adid: '<script>', unknown: 'x' })).to.deep.equal({});
    expect(parseS2sInfo('{bad')).to.deep.equal({});
    expect(captureS2sInfo(`?s2s_info=${encodeURIComponent(JSON.stringify({ afAppId: 'com.demo.app' }))}`)).to.deep.equal({ afAppId: 'com.demo.app' });
    // A later page without the parameter still has them.
    expect(captureS2sInfo('')).to.deep.equal({ afAppId: 'com.demo.app' });
  });

  it('enriches an event with the fields of SPEC §3 and records a first deposit once per customer', () => {
    const detail = { event: 'deposit', amount: '1,000.5', currency: 'TLB', firstDeposit: 'Y', customerId: '7', customerName: 'ana' };
    const [deposit, first] = eventsOf(detail);
    expect(deposit!.event).to.equal('deposit');
    expect(deposit!.fields).to.include({ customerId: '7', customerName: 'ana', amount: 1000.5, revenue: 1000.5, value: 1000.5, af_revenue: 1000.5, currency: 'PHP', af_currency: 'PHP' });
    expect(deposit!.fields.eventID).to.match(/^[0-9a-f-]{36}$/);
    expect(first!.event).to.equal('firstDeposit');
    expect(first!.fields.eventID).not.to.equal(deposit!.fields.eventID);
    expect(eventsOf(detail).map((e) => e.event)).to.deep.equal(['deposit']);
    expect(eventsOf({ ...detail, customerId: '8' }).map((e) => e.event)).to.deep.equal(['deposit', 'firstDeposit']);
    expect(eventsOf({ event: 'click' })).to.deep.equal([]);
    expect(eventsOf(null)).to.deep.equal([]);
  });

  it('reads the events the kit itself publishes: registration as { name, data }, the deposit page as { name, ...fields }', () => {
    const [registered] = eventsOf({ name: 'register', data: { customerName: 'zoe', customerId: '9', method: 'username' } });
    expect(registered!.event).to.equal('register');
    expect(registered!.fields).to.include({ customerName: 'zoe', customerId: '9', amount: 0, currency: '' });
    const deposit = { name: 'deposit', amount: 30, currency: 'BRL', firstDeposit: true, customerId: '9' };
    expect(eventsOf(deposit).map((e) => [e.event, e.fields.amount, e.fields.currency])).to.deep.equal([
      ['deposit', 30, 'BRL'],
      ['firstDeposit', 30, 'BRL'],
    ]);
    expect(eventsOf({ name: 'shared', data: { event: 'x' } })).to.deep.equal([]);
  });

  it('writes Brazilian reais the Brazilian way in any language', () => {
    expect(formatMoney(1234.5, 'BRL', 'en-US').replace(/\s/g, ' ')).to.equal('R$ 1.234,50');
    expect(formatMoney(1234.5, 'USD', 'en-US')).to.equal('$1,234.50');
    expect(formatMoney(3, 'N0T1', 'en-US')).to.equal('3');
  });
});
