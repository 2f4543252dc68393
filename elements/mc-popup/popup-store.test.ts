import { expect } from 'chai';
import type { PopupItem } from '../../src/popups/index.js';
import { contentHash, itemsFor, nextLocalMidnight, popupDue, popupRecordsKey, recordClose, userKey } from './popup-store.js';

const item = (id: string, fields: Partial<PopupItem> = {}): PopupItem => ({
  id, title: `T${id}`, content: `<p>${id}</p>`, promotionType: '', execution: 'B', forceRead: false, category: '', ...fields,
});

describe('popup storage and due rules', () => {
  beforeEach(() => {
    popupRecordsKey.remove();
    sessionStorage.removeItem('MC_POPUP_CLOSED');
  });

  it('picks items by execution: A members, B guests, F only on a first login', () => {
    const items = [item('a', { execution: 'A' }), item('b', { execution: 'B' }), item('f', { execution: 'F' })];
    expect(itemsFor(items, false, false).map((i) => i.id)).to.deep.equal(['b']);
    expect(itemsFor(items, true, false).map((i) => i.id)).to.deep.equal(['a']);
    expect(itemsFor(items, true, true).map((i) => i.id)).to.deep.equal(['a', 'f']);
  });

  it('keys guests together and members apart', () => {
    expect(userKey(null)).to.equal('guest');
    expect(userKey({ id: '7', userName: 'x' })).to.equal('member:7');
  });

  it('hides until the next local midnight, and shows again on a content change', () => {
    const hashes = [contentHash(item('1'))];
    const evening = new Date(2026, 2, 10, 21, 30).getTime();
    expect(popupDue('guest', 'announcement', hashes, evening)).to.equal(true);
    recordClose('guest', 'announcement', hashes, true, evening);
    expect(popupRecordsKey.read().guest?.announcement?.todayHideTime).to.equal(new Date(2026, 2, 11).getTime());
    expect(popupDue('guest', 'announcement', hashes, evening + 60_000)).to.equal(false);
    expect(popupDue('guest', 'announcement', hashes, nextLocalMidnight(evening))).to.equal(true);
    expect(popupDue('guest', 'announcement', [contentHash(item('1', { content: 'new' }))], evening)).to.equal(true);
    expect(popupDue('member:1', 'announcement', hashes, evening)).to.equal(true);
  });

  it('keeps a popup closed without the tick away for the visit only', () => {
    const hashes = [contentHash(item('1'))];
    recordClose('guest', 'promotion', hashes, false);
    expect(popupDue('guest', 'promotion', hashes)).to.equal(false);
    sessionStorage.removeItem('MC_POPUP_CLOSED');
    expect(popupDue('guest', 'promotion', hashes)).to.equal(true);
  });

  it('reads tampered storage as nothing seen', () => {
    localStorage.setItem('MC_POPUP', '{"guest":{"announcement":{"data":"x"}}}');
    expect(popupDue('guest', 'announcement', ['abc'])).to.equal(true);
  });
});
