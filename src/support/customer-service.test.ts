import { expect } from 'chai';
import { clearSession, memberInfo } from '../session/session.js';
import { decodePath, parseCustomerService, supportLink, type CustomerServiceEntry } from './customer-service.js';
import { decryptPath } from './des-path.js';

// base64(DES-ECB-PKCS7(key "k3Ys8aQz", "https://cs.example/chat?x=1")) + key, made with the sandbox's encryptPath.
const GOOD = 'PVRrC4eefUmhfrc9CyNc9rGH3YutHWrZr+j/G2Gu7r0=k3Ys8aQz';

describe('customer service', () => {
  afterEach(() => clearSession());

  it('keeps valid entries in csPosition order and leaves malformed ones out', () => {
    const list = parseCustomerService([
      { csType: 'MIDUOKE', csPosition: '2', title: 'B', path: 'p2', domainName: '' },
      { csType: 'SKYPE', csPosition: 0, title: 'unknown provider', path: 'p' },
      { csType: 'AICAN', csPosition: 1, title: 'A', path: 'p1' },
      { csType: 'LIVECHAT', csPosition: 3, title: 'no path' },
      'not an entry',
    ]);
    expect(list.map((entry) => entry.csType)).to.deep.equal(['AICAN', 'MIDUOKE']);
    expect(list[1]!.csPosition).to.equal(2);
    expect(parseCustomerService(null)).to.deep.equal([]);
  });

  it('decodes a DES path with its last 8 characters as the key', async () => {
    expect(decryptPath(GOOD)).to.equal('https://cs.example/chat?x=1');
    expect(await decodePath(GOOD)).to.equal('https://cs.example/chat?x=1');
  });

  it('uses the raw path when it does not decode', async () => {
    expect(await decodePath('https://cs.example/plain')).to.equal('https://cs.example/plain');
    expect(decryptPath('short')).to.equal(null);
    expect(decryptPath('AAAAAAAAAAAAAAAAAAAAAA==k3Ys8aQz')).to.equal(null);
    // Shaped like ciphertext and key, but not: decoded, then kept as it is.
    expect(await decodePath('AAAAAAAAAAAAAAAAAAAAAA==k3Ys8aQz')).to.equal('AAAAAAAAAAAAAAAAAAAAAA==k3Ys8aQz');
    expect(await decodePath('')).to.equal('');
  });

  it('adds the member name and category for providers that take them, never for others', () => {
    memberInfo.value = { id: '1', userName: 'demo', type: 0, language: 'EN', merchantCode: 'DEMO', firstTimeLogin: false, clubLabelName: 'Gold', rankLevel: 3 };
    const entry = (csType: CustomerServiceEntry['csType']): CustomerServiceEntry => ({ csType, csPosition: 0, title: '', path: '', domainName: '' });
    expect(supportLink(entry('AICAN'), 'https://cs.example/chat')).to.equal('https://cs.example/chat?username=demo&category=Gold');
    expect(supportLink(entry('MIDUOKE'), 'https://cs.example/chat')).to.equal('https://cs.example/chat?userName=demo&category=Gold');
    expect(supportLink(entry('LIVECHAT'), 'https://cs.example/chat')).to.equal('https://cs.example/chat');
  });

  it('refuses anything but http(s)', () => {
    const entry: CustomerServiceEntry = { csType: 'LIVECHAT', csPosition: 0, title: '', path: '', domainName: '' };
    expect(supportLink(entry, 'javascript:alert(1)')).to.equal(null);
    expect(supportLink(entry, 'data:text/html,hi')).to.equal(null);
  });
});
