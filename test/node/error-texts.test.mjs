// Every error code the platform answers with has a sentence in each of the 22 languages, on both sides: the
// kit's locale files (`err_` + the code, lower-cased, every other character `_`), which the app shows in place
// of the server's wording, and the sandbox's messages/<LANGUAGE>.json, which it answers in the request's
// Language. The sandbox's codes are read from its source, so a new code without its sentences fails here.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';
import { localizeAnswer, MESSAGES } from '../../sandbox/messages.mjs';

const ROOT = new URL('../../', import.meta.url).pathname;
const SANDBOX = join(ROOT, 'sandbox');
const LOCALES = join(ROOT, 'src/i18n/locales');

/** The codes SPEC §8 names, which a real platform sends even where the sandbox does not. */
const SPEC_CODES = [
  'domain_not_available', 'login_verify_required', 'login.cred.err', 'not.exists.user', 'bind_customer_required',
  'token_ip_different', 'CUSTOMER_NOT_LOGIN', 'customer.not.login', 'user.or.token.invalid', 'login.not.session',
  'TOO_MANY_REQUEST', 'TOO_MANY_REQUEST_LOGIN',
];

/** The Language header's 22 codes, as src/i18n/languages.ts maps them to locale files. */
const LANGUAGES = {
  CN: 'zh-CN', EN: 'en-US', ES: 'es', HI: 'hi', ID: 'id', JA: 'ja', KM: 'km', KO: 'ko', MY: 'my', TA: 'ta', TH: 'th',
  TW: 'zh-HK', VI: 'vi', TY: 'fil', UR: 'ur', PT: 'pt', 'PT-BR': 'pt-BR', MS: 'ms', BN: 'bn', TR: 'tr', RU: 'ru', AR: 'ar',
};

const errorKey = (code) => `err_${code.toLowerCase().replace(/[^a-z0-9]/g, '_')}`;

function sandboxSources(directory = SANDBOX) {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sandboxSources(path);
    return entry.name.endsWith('.mjs') && !entry.name.endsWith('.test.mjs') ? [path] : [];
  });
}

const LITERAL = /\b(?:fail|ApiError|EnvelopeError|TokenError)\(\s*(['"`])([^'"`$]+)\1|\berrorCode:\s*(['"`])([^'"`$]+)\3/g;
/** A `fail(...)` or error whose code is not written out: it must forward a code an error already carries. */
const FORWARDED = /\b(?:fail|ApiError|EnvelopeError|TokenError)\(\s*(?!['"`])([^,)]+)/g;

/** Every code the sandbox's source can answer with, and where each first appears. */
function sandboxCodes() {
  const codes = new Map();
  const forwarded = [];
  for (const file of sandboxSources()) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(LITERAL)) {
      const code = match[2] ?? match[4];
      if (!codes.has(code)) codes.set(code, relative(ROOT, file));
    }
    for (const match of text.matchAll(FORWARDED)) forwarded.push(`${relative(ROOT, file)}: ${match[1].trim()}`);
  }
  return { codes, forwarded };
}

const locales = Object.fromEntries(
  Object.values(LANGUAGES).map((tag) => [tag, JSON.parse(readFileSync(join(LOCALES, tag, 'errors.json'), 'utf8'))]),
);
const { codes, forwarded } = sandboxCodes();
const allCodes = [...new Set([...codes.keys(), ...SPEC_CODES])].sort();

describe('the error codes of the platform', () => {
  it('are read from the sandbox source, where every failure names its code or forwards one an error carries', () => {
    for (const code of ['login.cred.err', 'validation.failed', 'encryption.invalid', 'captcha.invalid', 'not.found']) {
      assert.ok(codes.has(code), `${code} is found in the sandbox source`);
    }
    for (const site of forwarded) {
      assert.match(site, /: (?:error|failure)\.(?:errorCode|code)$|: errorCode$|: code$/, `${site} forwards a code it was given`);
    }
  });

  for (const code of allCodes) {
    it(`${code} has a sentence in all 22 languages, in the kit and in the sandbox`, () => {
      const key = errorKey(code);
      for (const [language, tag] of Object.entries(LANGUAGES)) {
        const text = locales[tag][key];
        assert.ok(typeof text === 'string' && text.trim(), `${tag}.json has ${key} (${codes.get(code) ?? 'SPEC §8'})`);
        const said = MESSAGES.get(language)?.[code];
        assert.ok(typeof said === 'string' && said.trim(), `sandbox/messages/${language}.json has ${code}`);
        if (language !== 'EN') assert.notEqual(said, MESSAGES.get('EN')[code], `${language} translates ${code}`);
      }
    });
  }

  it('the sandbox has exactly the 22 languages and nothing but platform codes', () => {
    assert.deepEqual([...MESSAGES.keys()].sort(), Object.keys(LANGUAGES).sort());
    const english = Object.keys(MESSAGES.get('EN')).sort();
    for (const [language, messages] of MESSAGES) assert.deepEqual(Object.keys(messages).sort(), english, `${language} has the codes English has`);
  });
});

describe("the sandbox's answer", () => {
  const refused = { success: false, errorCode: 'login.cred.err', message: 'The user name or password is incorrect.' };

  it("is worded in the request's language, the platform's spellings of it included", () => {
    assert.equal(localizeAnswer(refused, 'TH').message, 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
    assert.equal(localizeAnswer(refused, 'zh-TW').message, MESSAGES.get('TW')['login.cred.err']);
    assert.equal(localizeAnswer(refused, 'ar').message, 'اسم المستخدم أو كلمة المرور غير صحيحة.');
  });

  it('keeps its own English, and its words for a language or code it does not know; adds none where it said none', () => {
    assert.equal(localizeAnswer(refused, 'EN'), refused);
    assert.equal(localizeAnswer(refused, 'XX'), refused);
    assert.equal(localizeAnswer(refused, undefined), refused);
    const unknown = { success: false, errorCode: 'weird.code', message: 'Odd.' };
    assert.equal(localizeAnswer(unknown, 'CN'), unknown);
    const ok = { success: true, value: 1 };
    assert.equal(localizeAnswer(ok, 'CN'), ok);
    const silent = { success: false, errorCode: 'server.busy', message: '' };
    assert.equal(localizeAnswer(silent, 'CN'), silent, 'an answer with no message stays without one');
  });
});
