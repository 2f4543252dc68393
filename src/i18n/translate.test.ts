import { expect } from 'chai';
import { translate } from './translate.js';

describe('translate', () => {
  const en = { inbox: 'Inbox', unread_one: '{{count}} unread message', unread_other: '{{count}} unread messages', hi: 'Hi, {{ name }}!' };

  it('returns the string of a key, and the key itself when it is missing', () => {
    expect(translate(en, 'en-US', 'inbox')).to.equal('Inbox');
    expect(translate(en, 'en-US', 'nothing_here')).to.equal('nothing_here');
  });

  it('fills placeholders as plain text, and an absent value as nothing', () => {
    expect(translate(en, 'en-US', 'hi', { name: '<i>Ana</i> & co' })).to.equal('Hi, <i>Ana</i> & co!');
    expect(translate(en, 'en-US', 'hi', {})).to.equal('Hi, !');
  });

  it("picks the plural form by the language's own rules", () => {
    expect(translate(en, 'en-US', 'unread', { count: 1 })).to.equal('1 unread message');
    expect(translate(en, 'en-US', 'unread', { count: 5 })).to.equal('5 unread messages');
    // Russian has "few" and "many"; a missing form falls back to "other", then to the bare key.
    const ru = { files_one: '{{count}} файл', files_few: '{{count}} файла', files_many: '{{count}} файлов', files_other: '{{count}} файла' };
    expect(translate(ru, 'ru', 'files', { count: 1 })).to.equal('1 файл');
    expect(translate(ru, 'ru', 'files', { count: 3 })).to.equal('3 файла');
    expect(translate(ru, 'ru', 'files', { count: 11 })).to.equal('11 файлов');
    expect(translate({ n: '{{count}} 条' }, 'zh-CN', 'n', { count: 2 })).to.equal('2 条');
  });
});
