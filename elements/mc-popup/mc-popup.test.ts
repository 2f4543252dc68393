import { expect } from 'chai';
import './index.js';
import { setLanguage } from '../../src/i18n/index.js';
import { popupRecordsKey } from './popup-store.js';
import { closeAllPrompts, requestPrompt } from '../../src/prompts/index.js';
import { clearSession } from '../../src/session/index.js';
import { queuedPrompts } from '../../src/prompts/arbiter.js';
import { control, received, resetSandbox, useSandbox } from '../../test/browser/sandbox.js';
import { sleep, until } from '../../test/browser/wait.js';

type PopupElement = HTMLElementTagNameMap['mc-popup'];

const item = (id: number, fields: object = {}) => ({
  id, types: 'PR', platform: 'M', promotionType: 'ANNOUNCEMENT', execution: 'B', title: `Notice ${id}`, content: `<p>Text ${id}</p>`, ...fields,
});

describe('<mc-popup>', () => {
  let el: PopupElement;
  const dialog = () => el.shadowRoot?.querySelector<HTMLDialogElement>('dialog[open]') ?? null;

  function mount(): void {
    el = document.createElement('mc-popup') as PopupElement;
    el.setAttribute('no-download-popups', '');
    document.body.append(el);
  }

  beforeEach(async () => {
    useSandbox();
    clearSession();
    closeAllPrompts();
    popupRecordsKey.remove();
    sessionStorage.clear();
    await resetSandbox();
    await setLanguage('EN');
  });

  afterEach(() => {
    el?.remove();
    closeAllPrompts();
  });

  it('shows a guest the guests\' announcements and remembers "don\'t show again today"', async () => {
    await control('content', { announcements: [item(1), item(2, { execution: 'A', title: 'Members' })] });
    const shown: unknown[] = [];
    document.addEventListener('mc-popup-show', (event) => shown.push((event as CustomEvent).detail), { once: true });
    mount();
    const open = await until(dialog, 'the announcement popup');
    expect(open.textContent).to.contain('Notice 1').and.not.contain('Members');
    expect(shown).to.deep.equal([{ kind: 'announcement', ids: ['1'] }]);
    open.querySelector<HTMLInputElement>('input[type=checkbox]')!.click();
    open.querySelector<HTMLButtonElement>('[part=close]')!.click();
    await until(() => !dialog(), 'the popup to close');
    const record = popupRecordsKey.read().guest?.announcement;
    expect(record?.show).to.equal(false);
    expect(record?.todayHideTime).to.be.greaterThan(Date.now());
  });

  it('waits for a prompt of higher priority, and stays away with hidePopup=1', async () => {
    await control('content', { announcements: [item(1)] });
    const upgrade = requestPrompt('upgrade', () => {});
    mount();
    await until(() => queuedPrompts().includes('announcement') || null, 'the popup to wait its turn');
    expect(dialog()).to.equal(null);
    upgrade.close();
    await until(dialog, 'the popup after the upgrade prompt');
    el.remove();
    closeAllPrompts();

    sessionStorage.setItem('hidePopup', '1');
    await resetSandbox();
    mount();
    await sleep(1300);
    expect(await received('/wps/relay/MCSFE_getListAnnouncements')).to.deep.equal([]);
    expect(dialog()).to.equal(null);
  });
});
