import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { after, before, beforeEach, describe, it } from 'node:test';
import { TERMS_LANGUAGES } from './terms-page.mjs';
import { openTestSandbox } from './test-sandbox.mjs';

/** @param {string} code */
const textOf = (code) => JSON.parse(readFileSync(new URL(`./terms/${code}.json`, import.meta.url), 'utf8'));
const ENGLISH = textOf('EN');
const RTL = new Set(['AR', 'UR']);

/** A text as the page writes it, its markup characters as entities. */
const escaped = (/** @type {string} */ text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

describe('the demo merchant\'s terms page', () => {
  /** @type {import('./test-sandbox.mjs').TestSandbox['sandbox']} */
  let sandbox;
  /** @type {import('./test-sandbox.mjs').TestSandbox['client']} */
  let client;
  before(async () => ({ sandbox, client } = await openTestSandbox()));
  after(() => sandbox.close());
  beforeEach(() => client.post('/__sandbox/reset'));

  /** @param {string} query @param {Record<string, string>} [headers] */
  const get = async (query, headers = {}) => {
    const response = await fetch(`${sandbox.url}/terms.html${query}`, { headers });
    return { response, html: await response.text() };
  };
  /** The language tag of a page. */
  const langOf = (/** @type {string} */ html) => /<html lang="([^"]+)"/.exec(html)?.[1];

  it('holds every language\'s text in the shape of the English one, translated', () => {
    assert.equal(TERMS_LANGUAGES.length, 22);
    const englishTexts = new Set([ENGLISH.title, ENGLISH.accept, ...ENGLISH.sections.flatMap((/** @type {any} */ s) => [s.heading, ...s.paragraphs])]);
    for (const code of TERMS_LANGUAGES) {
      const text = textOf(code);
      assert.deepEqual(Object.keys(text).filter((key) => key !== 'dir').sort(), Object.keys(ENGLISH).sort(), code);
      assert.deepEqual(text.sections.map((/** @type {any} */ s) => s.paragraphs.length), ENGLISH.sections.map((/** @type {any} */ s) => s.paragraphs.length), code);
      assert.match(text.version, /\{version\}/, code);
      assert.match(text.effective, /\{date\}/, code);
      assert.equal(text.dir, RTL.has(code) ? 'rtl' : undefined, code);
      if (code === 'EN') continue;
      for (const said of [text.title, text.accept, ...text.sections.flatMap((/** @type {any} */ s) => [s.heading, ...s.paragraphs])]) {
        assert.ok(!englishTexts.has(said), `${code} has English text: ${said}`);
      }
    }
  });

  it('serves each of the 22 languages by the platform\'s code, right to left for Arabic and Urdu', async () => {
    for (const code of TERMS_LANGUAGES) {
      const text = textOf(code);
      const { response, html } = await get(`?lang=${encodeURIComponent(code)}`);
      assert.equal(response.status, 200, code);
      assert.equal(response.headers.get('content-language'), text.lang, code);
      assert.ok(html.includes(`<html lang="${text.lang}" dir="${RTL.has(code) ? 'rtl' : 'ltr'}">`), code);
      assert.ok(html.includes(`<h1>${escaped(text.title)}</h1>`), code);
      for (const { heading } of text.sections) assert.ok(html.includes(escaped(heading)), `${code}: ${heading}`);
      assert.ok(html.includes(text.version.split('{version}').map(escaped).join('<bdi>2026-09</bdi>')), `${code} names the version`);
      assert.ok(html.includes(`href="?lang=${encodeURIComponent(code)}" hreflang="${text.lang}" lang="${text.lang}" aria-current="page"`), `${code} marks itself in the switcher`);
      assert.equal(html.match(/<a href="\?lang=/g)?.length, 22, `${code} links every language`);
    }
    assert.match((await get('?lang=EN')).html, /In force from <bdi>September 1, 2026<\/bdi>/);
    assert.match((await get('?lang=CN')).html, /自 <bdi>2026年9月1日<\/bdi> 起生效/);
  });

  it('takes the kit\'s language tags too, then the browser\'s languages, and falls back to English', async () => {
    for (const [query, lang] of [['?lang=pt-BR', 'pt-BR'], ['?lang=zh-CN', 'zh-CN'], ['?lang=zh-HK', 'zh-HK'], ['?lang=en-US', 'en'], ['?lang=fil', 'fil'], ['?lang=ar', 'ar'], ['?lang=pt_BR', 'pt-BR']]) {
      assert.equal(langOf((await get(query)).html), lang, query);
    }
    assert.equal(langOf((await get('', { 'Accept-Language': 'fr-FR,fr;q=0.9,ja;q=0.8' })).html), 'ja', 'the first language the platform has');
    assert.equal(langOf((await get('', { 'Accept-Language': 'ru;q=0.5, ko' })).html), 'ko', 'by preference, not by place');
    assert.equal(langOf((await get('', { 'Accept-Language': 'zh-TW' })).html), 'zh-HK');
    assert.equal(langOf((await get('?lang=PT-BR', { 'Accept-Language': 'ja' })).html), 'pt-BR', 'the link wins over the browser');
    assert.equal(langOf((await get('?lang=xx', { 'Accept-Language': 'vi' })).html), 'vi', 'an unknown link language defers to the browser');
    for (const query of ['', '?lang=', '?lang=klingon', '?lang=%3Cscript%3E', `?lang=${'A'.repeat(5000)}`, '?lang=EN&lang=AR']) {
      const { response, html } = await get(query, { 'Accept-Language': 'de-DE' });
      assert.equal(response.status, 200, query);
      assert.equal(langOf(html), 'en', query);
      assert.ok(!html.includes('<script'), query);
    }
  });

  it('escapes what it shows, and runs under a policy without inline script or style', async () => {
    await client.post('/__sandbox/responsibleGaming', { termsVersion: '<img src=x onerror=alert(1)>"&' });
    const { response, html } = await get('?lang=EN');
    assert.ok(html.includes('Version <bdi>&#60;img src=x onerror=alert(1)&#62;&#34;&#38;</bdi>'));
    assert.ok(!html.includes('<img'));
    assert.doesNotMatch(html, /In force from/, 'a version that names no month has no date');
    assert.doesNotMatch(html, /<script/);

    const policy = response.headers.get('content-security-policy') ?? '';
    assert.match(policy, /default-src 'none'/);
    assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval|script-src/);
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    assert.ok(policy.includes(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`), 'the page\'s stylesheet is the one the policy allows');
    assert.equal(html.match(/<style>/g)?.length, 1);
    assert.doesNotMatch(html, / style="/, 'no style attribute, which the policy would block');
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(response.headers.get('referrer-policy'), 'no-referrer');
    assert.match(response.headers.get('vary') ?? '', /Accept-Language/);
    assert.match(html, /<meta name="viewport" content="width=device-width, initial-scale=1">/);
  });
});
