import { expect } from 'chai';
import { ensureLocale, setLanguage } from '../i18n/i18n.js';
import { signInStrings } from '../i18n/sign-in-strings.js';
import { AUTH_EVENT_TTL_MS, firstAuthEvent, forgetAuthEvent } from './auth-events.js';
import { providerError, providerErrorText, toProviderError } from './provider-errors.js';
import { internationalNumber } from './provider-sign-in.js';

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('provider errors', () => {
  before(async () => {
    await setLanguage('EN');
    await ensureLocale([signInStrings]);
  });

  it('explains each provider error in the player language, with its Code and Reason', () => {
    const cases: [string, string][] = [
      ['auth/popup-blocked', 'The browser blocked the sign-in window.'],
      ['auth/popup-closed-by-user', 'The sign-in window was closed before you finished.'],
      ['auth/unauthorized-domain', 'Sign-in is not enabled for this website address.'],
      ['auth/permission-blocked', 'The browser blocked what sign-in needs'],
      ['auth/invalid-verification-code', 'The verification code is incorrect.'],
      ['auth/code-expired', 'The verification code has expired.'],
      // A player's word for it: the status call's "Network Error / CORS Errors" is for that call alone (SPEC §8).
      ['auth/network-request-failed', 'Network error. Check your connection and try again.'],
    ];
    for (const [code, sentence] of cases) {
      const problem = toProviderError(firebaseError(code));
      expect(problem).to.deep.equal({ code, reason: `Error (${code}).`, silent: false });
      const lines = providerErrorText(problem).split('\n');
      expect(lines[0]).to.contain(sentence);
      expect(lines[1]).to.equal(`Code: ${code}`);
      expect(lines[2]).to.equal(`Reason: Error (${code}).`);
    }
  });

  it('falls back to auth/unknown for codes it does not know and for anything thrown', () => {
    const problem = toProviderError(firebaseError('auth/brand-new-code'));
    expect(problem.code).to.equal('auth/unknown');
    expect(problem.reason).to.equal('Error (auth/brand-new-code).');
    expect(providerErrorText(problem)).to.match(/^Sign-in failed\. Please try again\.\nCode: auth\/unknown\n/);
    expect(toProviderError('boom')).to.deep.equal({ code: 'auth/unknown', reason: '', silent: false });
    expect(toProviderError(new TypeError('x is undefined')).code).to.equal('auth/unknown');
  });

  it('stays silent for a popup cancelled by a newer request; a missing SMS result is auth/code-expired', () => {
    expect(toProviderError(firebaseError('auth/cancelled-popup-request')).silent).to.equal(true);
    const missing = toProviderError(providerError('auth/code-expired'));
    expect(missing).to.deep.equal({ code: 'auth/code-expired', reason: '', silent: false });
    expect(providerErrorText(missing)).to.equal('The verification code has expired. Please send a new one.\nCode: auth/code-expired');
  });

  it('speaks the player language', async () => {
    await setLanguage('CN');
    await ensureLocale([signInStrings]);
    expect(providerErrorText(toProviderError(firebaseError('auth/popup-blocked')))).to.contain('错误码：auth/popup-blocked');
    await setLanguage('EN');
    await ensureLocale([signInStrings]);
  });
});

describe('auth events', () => {
  it('handles the same provider result once within 10 minutes', () => {
    const now = 1_000_000;
    expect(firstAuthEvent('token-a', now)).to.equal(true);
    expect(firstAuthEvent('token-a', now + 1000)).to.equal(false);
    expect(firstAuthEvent('token-b', now + 1000)).to.equal(true);
    expect(firstAuthEvent('token-a', now + AUTH_EVENT_TTL_MS)).to.equal(true);
    forgetAuthEvent('token-b');
    expect(firstAuthEvent('token-b', now + 2000)).to.equal(true);
  });
});

describe('phone numbers for Firebase', () => {
  it('writes the international form from the dialling code and the national number', () => {
    expect(internationalNumber('+84', '0912 345 678')).to.equal('+84912345678');
    expect(internationalNumber('84', '912-345-678')).to.equal('+84912345678');
  });
});
