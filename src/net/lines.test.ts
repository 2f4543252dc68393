import { expect } from 'chai';
import { call } from '../api/client.js';
import { setLanguage } from '../i18n/i18n.js';
import { notices, toasts } from '../ui/notices.js';
import { control, resetSandbox, sandboxUrl, useSandbox } from '../../test/browser/sandbox.js';
import { activeLine, apiBase, normalizeLine, parseDomainList, platformUrl, setDomainList, useLine } from './lines.js';
import { configure } from '../config/config.js';
import { raceLines } from './line-race.js';
import { ping } from './connectivity.js';

interface LineInfo {
  url: string;
}

describe('lines', () => {
  let lines: string[] = [];

  beforeEach(async () => {
    useSandbox();
    await resetSandbox();
    await setLanguage('EN');
    lines = ((await control('lines')).lines as LineInfo[]).map((line) => line.url);
    useLine(null);
    setDomainList([]);
  });

  afterEach(() => {
    useLine(null);
    setDomainList([]);
    for (const notice of notices.value) notice.close();
  });

  it('reads only http(s) origins from a domain list', () => {
    expect(normalizeLine('https://a.example/path?q')).to.equal('https://a.example');
    expect(normalizeLine('b.example')).to.equal('https://b.example');
    expect(normalizeLine('javascript:alert(1)')).to.equal(null);
    expect(normalizeLine('localhost:8080')).to.equal('https://localhost:8080');
    expect(normalizeLine('https://user:pw@c.example')).to.equal(null);
    expect(parseDomainList(['https://a.example', { domain: 'http://d.example:81' }, 42, 'https://a.example/x'])).to.deep.equal([
      'https://a.example',
      'http://d.example:81',
    ]);
    expect(parseDomainList('nope')).to.deep.equal([]);
  });

  it('races the lines and picks one that answers, skipping a dead one', async () => {
    await control('lines', { line: 1, state: 'dead' });
    const winner = await raceLines([lines[1]!, lines[2]!]);
    expect(winner).to.equal(lines[2]);
    expect(await raceLines([lines[1]!])).to.equal(null);
  });

  it('switches to a healthy line when the one in use dies, repeats the call there and says so', async () => {
    setDomainList([lines[1]!, lines[2]!]);
    useLine(lines[1]!);
    expect(apiBase()).to.equal(lines[1]);
    await control('lines', { line: 1, state: 'dead' });
    const answer = await call(ping, { alert: false });
    expect(answer).to.equal('pong');
    expect(activeLine.value).to.not.equal(lines[1]);
    expect(sessionStorage.getItem('MC_API_LINE')).to.equal(activeLine.value ?? '');
    expect(toasts.value.some((toast) => /^Switched to line \d/.test(toast.message))).to.equal(true);
  });

  it('keeps the configured API while no line is chosen', () => {
    expect(apiBase()).to.equal(sandboxUrl);
  });

  it('resolves a path the platform answered with against the platform, not the page', () => {
    expect(platformUrl('/m/icon.svg')!.href).to.equal(`${sandboxUrl}/m/icon.svg`);
    expect(platformUrl('https://cdn.example/a.png')!.href).to.equal('https://cdn.example/a.png');
    useLine(lines[1]!);
    expect(platformUrl('/m/icon.svg')!.href).to.equal(`${lines[1]}/m/icon.svg`);
    useLine(null);
    configure({ api: '' });
    try {
      expect(platformUrl('/m/icon.svg')!.href).to.equal(`${location.origin}/m/icon.svg`);
    } finally {
      useSandbox();
    }
    expect(platformUrl('http://[bad')).to.equal(null);
  });
});
