import { expect } from 'chai';
import { readCookie, storageKey, stringKey, writeCookie } from './storage.js';
import { clearArea, removeRaw } from './storage.js';

type Area = 'localStorage' | 'sessionStorage';

const isNumberList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'number');

/** Makes `window[name]` throw on access, as private browsing or a sandboxed iframe does; returns the undo. */
function breakStorage(name: Area): () => void {
  const original = Object.getOwnPropertyDescriptor(window, name);
  if (!original) throw new Error(`window.${name} has no own descriptor to replace`);
  Object.defineProperty(window, name, {
    configurable: true,
    enumerable: true,
    get() {
      throw new DOMException(`access to ${name} is denied`, 'SecurityError');
    },
  });
  return () => Object.defineProperty(window, name, original);
}

interface CookieItem {
  name: string;
  value: string;
  path: string;
  sameSite: string;
  expires: number | null;
}

const cookieStore = (window as unknown as { cookieStore: { get(name: string): Promise<CookieItem | null>; delete(options: { name: string; path: string }): Promise<void> } }).cookieStore;

describe('storage', () => {
  const restore: (() => void)[] = [];

  afterEach(() => {
    while (restore.length) restore.pop()!();
    for (const key of ['mc-test-list', 'mc-test-text', 'mc-test-raw']) {
      localStorage.removeItem(key);
      sessionStorage.removeItem(key);
    }
    removeRaw('local', 'mc-test-list');
    removeRaw('session', 'mc-test-list');
    removeRaw('local', 'mc-test-text');
    removeRaw('session', 'mc-test-raw');
  });

  it('round-trips typed values through local storage', () => {
    const key = storageKey('local', 'mc-test-list', [] as number[], isNumberList);
    expect(key.read()).to.deep.equal([]);
    key.write([1, 2, 3]);
    expect(localStorage.getItem('mc-test-list')).to.equal('[1,2,3]');
    expect(key.read()).to.deep.equal([1, 2, 3]);
    key.remove();
    expect(localStorage.getItem('mc-test-list')).to.equal(null);
    expect(key.read()).to.deep.equal([]);
  });

  it('round-trips values through session storage, and keeps the two areas apart', () => {
    const session = storageKey('session', 'mc-test-list', [] as number[], isNumberList);
    session.write([42]);
    expect(sessionStorage.getItem('mc-test-list')).to.equal('[42]');
    expect(localStorage.getItem('mc-test-list')).to.equal(null);
    expect(storageKey('local', 'mc-test-list', [] as number[], isNumberList).read()).to.deep.equal([]);
    expect(session.read()).to.deep.equal([42]);
  });

  it('stores plain strings as they are, and null removes them', () => {
    const text = stringKey('local', 'mc-test-text');
    text.write('PT-BR');
    expect(localStorage.getItem('mc-test-text')).to.equal('PT-BR');
    expect(text.read()).to.equal('PT-BR');
    text.write(null);
    expect(localStorage.getItem('mc-test-text')).to.equal(null);
    expect(text.read()).to.equal(null);
  });

  it('gives the fallback for a stored value that is not JSON', () => {
    localStorage.setItem('mc-test-list', '[1, 2');
    expect(storageKey('local', 'mc-test-list', [7], isNumberList).read()).to.deep.equal([7]);
  });

  it('gives the fallback for a stored value that fails validation', () => {
    localStorage.setItem('mc-test-list', '["a","b"]');
    expect(storageKey('local', 'mc-test-list', [7], isNumberList).read()).to.deep.equal([7]);
    localStorage.setItem('mc-test-list', '{"length":2}');
    expect(storageKey('local', 'mc-test-list', [7], isNumberList).read()).to.deep.equal([7]);
  });

  for (const name of ['localStorage', 'sessionStorage'] as const) {
    const kind = name === 'localStorage' ? 'local' : 'session';

    it(`keeps values in memory for the page when ${name} throws on access`, () => {
      restore.push(breakStorage(name));
      expect(() => window[name]).to.throw();
      const key = storageKey(kind, 'mc-test-list', [] as number[], isNumberList);
      expect(() => key.write([5, 6])).to.not.throw();
      expect(key.read()).to.deep.equal([5, 6]);
      const text = stringKey(kind, 'mc-test-text');
      expect(() => text.write('hello')).to.not.throw();
      expect(text.read()).to.equal('hello');
      expect(() => key.remove()).to.not.throw();
      expect(key.read()).to.deep.equal([]);
      expect(() => clearArea(kind)).to.not.throw();
      expect(text.read()).to.equal(null);
    });
  }

  for (const kind of ['local', 'session'] as const) {
    it(`keeps a value for the page when ${kind} storage refuses writes (full quota, private mode)`, () => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function () {
        throw new DOMException('quota exceeded', 'QuotaExceededError');
      };
      restore.push(() => {
        Storage.prototype.setItem = setItem;
      });
      const key = storageKey(kind, 'mc-test-list', [] as number[], isNumberList);
      expect(() => key.write([9, 10])).to.not.throw();
      expect(key.read()).to.deep.equal([9, 10]);
      const text = stringKey(kind, 'mc-test-text');
      text.write('EN');
      expect(text.read()).to.equal('EN');
      text.remove();
      expect(text.read()).to.equal(null);
    });
  }

  describe('cookies', () => {
    /** Records what the page tells the browser when it sets a cookie, and still sets it. */
    function recordCookieWrites(): string[] {
      const written: string[] = [];
      const original = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
      Object.defineProperty(document, 'cookie', {
        configurable: true,
        get: () => original.get!.call(document),
        set: (value: string) => {
          written.push(value);
          original.set!.call(document, value);
        },
      });
      restore.push(() => delete (document as { cookie?: string }).cookie);
      return written;
    }

    function attributes(cookie: string): Record<string, string> {
      const [, ...parts] = cookie.split(';');
      return Object.fromEntries(
        parts.map((part) => {
          const [name, ...value] = part.trim().split('=');
          return [name!.toLowerCase(), value.join('=')];
        }),
      );
    }

    afterEach(async () => {
      for (const [name, path] of [['mc_test_cookie', '/'], ['mc_test_cookie', '/deep'], ['mc%20test%3Bodd%3D', '/']]) {
        await cookieStore.delete({ name: name!, path: path! });
      }
    });

    it('round-trips values, including characters that need encoding', () => {
      writeCookie('mc_test_cookie', 'a b;c=d,é');
      expect(readCookie('mc_test_cookie')).to.equal('a b;c=d,é');
      writeCookie('mc test;odd=', 'x');
      expect(readCookie('mc test;odd=')).to.equal('x');
      expect(readCookie('mc_test_absent')).to.equal(null);
    });

    it('writes cookies for the whole site (path /) with SameSite=Lax and no expiry by default', async () => {
      const written = recordCookieWrites();
      writeCookie('mc_test_cookie', 'v1');
      expect(written).to.have.length(1);
      const attrs = attributes(written[0]!);
      expect(attrs.path).to.equal('/');
      expect(attrs.samesite?.toLowerCase()).to.equal('lax');
      expect(attrs).to.not.have.property('max-age');
      expect(attrs).to.not.have.property('expires');
      const cookie = await cookieStore.get('mc_test_cookie');
      expect(cookie).to.include({ value: 'v1', path: '/', sameSite: 'lax', expires: null });
    });

    it('writes an expiry in days when asked, and honours another path', async () => {
      const written = recordCookieWrites();
      writeCookie('mc_test_cookie', 'v2', { days: 90 });
      expect(attributes(written[0]!).samesite?.toLowerCase()).to.equal('lax');
      const cookie = await cookieStore.get('mc_test_cookie');
      const days = (cookie!.expires! - Date.now()) / 86_400_000;
      expect(days).to.be.within(89.9, 90.1);
      await cookieStore.delete({ name: 'mc_test_cookie', path: '/' });
      writeCookie('mc_test_cookie', 'v3', { path: '/deep' });
      expect(attributes(written[1]!).path).to.equal('/deep');
      // This page is at "/", outside "/deep": the cookie exists but is not this page's.
      expect(readCookie('mc_test_cookie')).to.equal(null);
    });
  });
});
