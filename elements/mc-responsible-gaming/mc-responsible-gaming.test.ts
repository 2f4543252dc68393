import { expect } from 'chai';
import './index.js';
import { setLanguage } from '../../src/i18n/index.js';
import { loadStatus, merchantStatus } from '../../src/platform/index.js';
import { notices } from '../../src/ui/notices.js';
import { control, fault, resetSandbox } from '../../test/browser/sandbox.js';
import { freshStart, mountElement } from '../../test/browser/member.js';
import { until } from '../../test/browser/wait.js';

describe('<mc-responsible-gaming>', () => {
  let mounted: ReturnType<typeof mountElement>;
  beforeEach(async () => {
    await freshStart();
    await setLanguage('EN');
  });
  afterEach(async () => {
    mounted?.el.remove();
    for (const notice of notices.value) notice.close();
    await resetSandbox();
    await loadStatus();
  });

  it('lists the tools with their links, the reality check interval and the help line, for a visitor too', async () => {
    await loadStatus();
    const followed: string[] = [];
    const listener = (event: Event) => {
      followed.push((event as CustomEvent).detail.path);
      event.preventDefault();
    };
    document.addEventListener('mc-navigate', listener);
    try {
      mounted = mountElement('mc-responsible-gaming');
      const help = await until(() => mounted.$('[part=help-line] p'), 'the help line');
      expect(help.textContent).to.contain('0800 123 4567');
      expect(mounted.$('[data-tool=reality-check]')!.textContent).to.contain('60 minutes');
      expect(mounted.$('[part=adults]')!.textContent).to.contain('18+');
      const limits = mounted.$<HTMLAnchorElement>('a[data-tool=limits]')!;
      expect(limits.getAttribute('href')).to.equal('/m/member/limits');
      expect(mounted.$<HTMLAnchorElement>('a[data-tool=self-exclusion]')!.getAttribute('href')).to.equal('/m/member/self-exclusion');
      limits.click();
      expect(followed).to.deep.equal(['/m/member/limits']);
    } finally {
      document.removeEventListener('mc-navigate', listener);
    }
  });

  it('says when the merchant has no reality check or help line, and offers a retry when the settings fail', async () => {
    await control('responsibleGaming', { realityCheckMinutes: null, helpLine: null });
    merchantStatus.value = null;
    await fault({ path: '/wps/system/status', status: 500, body: { success: false, errorCode: 'status.down', message: 'down' }, times: 1 });
    mounted = mountElement('mc-responsible-gaming', 'limits-href="/account/limits"');
    const retry = await until(() => mounted.$<HTMLButtonElement>('[role=alert] button'), 'the retry');
    expect(mounted.$('[role=alert]')!.textContent).to.contain('Something went wrong.');
    retry.click();
    await until(() => !mounted.$('[role=alert]') && !mounted.$('.skeleton'), 'the settings');
    expect(mounted.$('[data-tool=reality-check]')!.textContent).to.contain('does not offer reality-check reminders');
    expect(mounted.$('[part=help-line]')).to.equal(null);
    expect(mounted.$<HTMLAnchorElement>('a[data-tool=limits]')!.getAttribute('href')).to.equal('/account/limits');
  });
});
