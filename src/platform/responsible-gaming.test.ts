import { expect } from 'chai';
import { effect } from '@preact/signals-core';
import { setLanguage } from '../i18n/i18n.js';
import { merchantStatus, parseStatus } from './merchant-status.js';
import { responsibleGaming } from './responsible-gaming.js';

/** A status whose merchant has these terms. */
function withTerms(termsUrl: unknown) {
  merchantStatus.value = parseStatus({ info: { responsibleGaming: { termsUrl, termsVersion: '2026-09' } } });
}

describe('the responsible-gaming settings elements read', () => {
  after(async () => {
    merchantStatus.value = null;
    await setLanguage('CN', { remember: false });
  });

  it('fill a {lang} in the terms URL with the player\'s language, following a change of language', async () => {
    await setLanguage('PT-BR', { remember: false });
    withTerms('https://merchant.example/terms/{lang}/index.html?lang={lang}');
    const seen: (string | null)[] = [];
    const stop = effect(() => void seen.push(responsibleGaming().termsUrl));
    try {
      await setLanguage('AR', { remember: false });
    } finally {
      stop();
    }
    expect(seen).to.deep.equal([
      'https://merchant.example/terms/PT-BR/index.html?lang=PT-BR',
      'https://merchant.example/terms/AR/index.html?lang=AR',
    ]);
    expect(responsibleGaming().termsVersion).to.equal('2026-09');
  });

  it('leave a terms URL without the placeholder, and no terms, as they are', () => {
    withTerms('/terms.html?lang=EN');
    expect(responsibleGaming().termsUrl).to.equal('/terms.html?lang=EN');
    withTerms(null);
    expect(responsibleGaming().termsUrl).to.equal(null);
    merchantStatus.value = null;
    expect(responsibleGaming()).to.deep.equal({ realityCheckMinutes: null, termsUrl: null, termsVersion: null, helpLine: null });
  });
});
