import { expect } from 'chai';
import { currencyCode, formatMoney, formatNumber, leftToRight } from './format.js';
import { setLanguage } from './i18n.js';

describe('formats', () => {
  after(() => setLanguage('CN'));

  it('maps platform currencies to ISO codes: TLB is the peso, else the first three letters', () => {
    expect(currencyCode('TLB')).to.equal('PHP');
    expect(currencyCode('brl')).to.equal('BRL');
    expect(currencyCode('VND2')).to.equal('VND');
    expect(currencyCode('')).to.equal(null);
    expect(currencyCode(42)).to.equal(null);
  });

  it('formats in the given locale and currency, BRL always the Brazilian way (SPEC §1)', () => {
    expect(formatMoney(1234.56, 'BRL', 'pt-BR')).to.equal('R$\u00a01.234,56');
    expect(formatMoney(1234.56, 'BRL', 'en-US')).to.equal('R$\u00a01.234,56');
    // One minus sign everywhere: the true minus, as the records write it.
    expect(formatMoney(-25, 'BRL', 'en-US')).to.equal('\u2212R$\u00a025,00');
    expect(formatNumber(-3, undefined, 'en-US')).to.equal('\u22123');
    expect(formatMoney(10, 'TLB', 'en-US')).to.equal('₱10.00');
    // No usable currency: the number alone, never an exception.
    expect(formatMoney(1500, 'x', 'en-US')).to.equal('1,500');
    expect(formatNumber(12500, undefined, 'pt-BR')).to.equal('12.500');
  });

  it('isolates amounts in right-to-left languages so the symbol stays with its digits', async () => {
    await setLanguage('AR');
    expect(formatMoney(5, 'BRL')).to.match(/^\u2066.*R\$.*\u2069$/);
    await setLanguage('PT-BR');
    expect(formatMoney(5, 'BRL')).to.equal('R$\u00a05,00');
  });

  it('keeps a phone number left to right inside a right-to-left sentence, and leaves it alone elsewhere', async () => {
    await setLanguage('AR');
    expect(leftToRight('+84 912345678')).to.equal('\u2066+84 912345678\u2069');
    await setLanguage('EN');
    expect(leftToRight('+84 912345678')).to.equal('+84 912345678');
  });
});
