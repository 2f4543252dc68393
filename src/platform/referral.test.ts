import { expect } from 'chai';
import { captureReferral, regInfoKey } from './referral.js';
import { readCookie } from '../storage/storage.js';

describe('affiliate and referral codes', () => {
  beforeEach(() => {
    regInfoKey.remove();
    document.cookie = 'affiliateCode=; path=/; max-age=0';
  });
  afterEach(() => regInfoKey.remove());

  it('keeps affiliateCode and r from the address, with the domain the visitor came through', () => {
    const info = captureReferral('?affiliateCode=AFF_01&r=ref-9&x=1');
    expect(info).to.deep.equal({ affiliateCode: 'AFF_01', referralCode: 'ref-9', originalDomain: location.host });
    expect(JSON.parse(localStorage.getItem('reg_info')!)).to.deep.equal(info);
    expect(readCookie('affiliateCode')).to.equal('AFF_01');
  });

  it('adds a later code without losing the earlier one or the first domain', () => {
    captureReferral('?affiliateCode=FIRST');
    localStorage.setItem('reg_info', JSON.stringify({ ...regInfoKey.read(), originalDomain: 'first.example' }));
    const info = captureReferral('?r=FRIEND');
    expect(info).to.deep.equal({ affiliateCode: 'FIRST', referralCode: 'FRIEND', originalDomain: 'first.example' });
  });

  it('ignores values that are not codes, and addresses without codes', () => {
    expect(captureReferral('?affiliateCode=%3Cscript%3E&r=')).to.equal(null);
    expect(captureReferral('?other=1')).to.equal(null);
    expect(localStorage.getItem('reg_info')).to.equal(null);
    expect(readCookie('affiliateCode')).to.equal(null);
  });

  it('treats a tampered stored value as absent', () => {
    localStorage.setItem('reg_info', '{"affiliateCode":42}');
    expect(regInfoKey.read()).to.equal(null);
    expect(captureReferral('?r=NEW')).to.deep.equal({ affiliateCode: '', referralCode: 'NEW', originalDomain: location.host });
  });
});
