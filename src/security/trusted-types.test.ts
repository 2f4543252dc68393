import { expect } from 'chai';
import { sanitizeHtml } from '../popups/sanitize.js';
import { installDefaultScriptUrlPolicy, trustedScriptUrl, vetScriptUrl } from './trusted-types.js';

/** The Trusted Types API as Chromium has it; TypeScript's DOM library does not declare it. */
const tt = (globalThis as unknown as { trustedTypes: { isScriptURL(value: unknown): boolean; defaultPolicy: unknown } }).trustedTypes;

// The /m app's rule, set on this page as its server sets it (host-page/server/security-headers.mjs).
before(() => {
  const meta = document.createElement('meta');
  meta.httpEquiv = 'Content-Security-Policy';
  meta.content = "require-trusted-types-for 'script'; trusted-types mc-sanitized-html mc-script-url default";
  document.head.append(meta);
});

describe('Trusted Types', () => {
  it('vets script addresses: http(s) only, made absolute', () => {
    expect(vetScriptUrl('/m/sw.js')).to.equal(`${location.origin}/m/sw.js`);
    expect(vetScriptUrl('https://static.geetest.com/static/js/gt.0.4.9.js')).to.equal('https://static.geetest.com/static/js/gt.0.4.9.js');
    for (const address of ['data:text/javascript,alert(1)', 'javascript:alert(1)', `blob:${location.origin}/x`]) {
      expect(() => vetScriptUrl(address), address).to.throw(TypeError);
    }
  });

  it('hands the kit\'s loaders a TrustedScriptURL that a script element takes', () => {
    const url = trustedScriptUrl('/no-such-script.js');
    expect(tt.isScriptURL(url)).to.equal(true);
    const script = document.createElement('script');
    script.src = url;
    expect(script.src).to.equal(`${location.origin}/no-such-script.js`);
    expect(() => trustedScriptUrl('data:text/javascript,1')).to.throw(TypeError);
  });

  it('the default policy takes plain script addresses from third-party code, and no HTML', () => {
    expect(() => (document.createElement('script').src = '/plain.js')).to.throw(TypeError);
    installDefaultScriptUrlPolicy();
    installDefaultScriptUrlPolicy();
    expect(tt.defaultPolicy).to.not.equal(null);
    const script = document.createElement('script');
    script.src = '/plain.js';
    expect(script.src).to.equal(`${location.origin}/plain.js`);
    expect(() => (document.createElement('script').src = 'data:text/javascript,1')).to.throw(TypeError);
    expect(() => (document.createElement('div').innerHTML = '<b>x</b>')).to.throw(TypeError);
  });

  it('DOMPurify sanitizes through its own policy, which makes HTML for nothing else', async () => {
    const fragment = await sanitizeHtml('<p>Hi <b>there</b><img src=x onerror=alert(1)><script>alert(1)</script></p>');
    const holder = document.createElement('div');
    holder.append(fragment);
    expect(holder.querySelector('b')?.textContent).to.equal('there');
    expect(holder.querySelector('script')).to.equal(null);
    expect(holder.querySelector('img')?.hasAttribute('onerror')).to.equal(false);
    // The policy exists now; creating another with its name, or any other name, is refused.
    const factory = globalThis as unknown as { trustedTypes: { createPolicy(name: string, rules: object): unknown } };
    expect(() => factory.trustedTypes.createPolicy('mc-sanitized-html', { createHTML: (s: string) => s })).to.throw();
    expect(() => factory.trustedTypes.createPolicy('dompurify', { createHTML: (s: string) => s })).to.throw();
  });
});
