import { expect } from 'chai';
import './index.js';
import { clearSession, memberInfo, refreshMember } from '../../src/session/index.js';
import { control, fault } from '../../test/browser/sandbox.js';
import { freshStart, logInAs, mountElement } from '../../test/browser/member.js';
import { sleep, until } from '../../test/browser/wait.js';

describe('<mc-vip-card>', () => {
  let mounted: ReturnType<typeof mountElement>;
  beforeEach(freshStart);
  afterEach(() => {
    mounted?.el.remove();
    clearSession();
  });

  it('shows nothing to a visitor', async () => {
    mounted = mountElement('mc-vip-card');
    await sleep(100);
    expect(mounted.$('[part=vip-card]')).to.equal(null);
  });

  it('shows the club label, the level and completed ÷ expected as the progress value', async () => {
    await control('rank-progress', { username: 'demo', labelId: 9, completedConditions: 1, totalExpectedConditions: 4 });
    await logInAs();
    mounted = mountElement('mc-vip-card');
    const bar = await until(() => mounted.$('[role=progressbar][aria-valuenow]'), 'the progress value');
    expect(bar.getAttribute('aria-valuenow')).to.equal('25');
    expect(bar.getAttribute('aria-valuetext')).to.equal('25% to the next level');
    expect(mounted.$('[part=vip-label]')!.textContent).to.equal('Gold');
    expect(mounted.$('[part=vip-level]')!.textContent).to.equal('Level 3');
    expect(mounted.$('[part=vip-benefits]')!.getAttribute('href')).to.equal('/m/member/benefits');
  });

  it('is full without a rank label id, and invites a member without a club label', async () => {
    await control('players', { username: 'plain1', password: 'plain1234', clubLabel: null });
    await logInAs('plain1', 'plain1234');
    mounted = mountElement('mc-vip-card', 'benefits-href="none"');
    await until(() => mounted.$('.vip--none'), 'the no-VIP card');
    expect(mounted.$('.vip--none')!.textContent).to.contain('You are not a VIP member yet.');
    expect(mounted.$('[part=vip-benefits]')).to.equal(null);
    expect(mounted.$('[role=progressbar]')).to.equal(null);
  });

  it('says so, in the server’s words as text, when the member cannot be loaded, and comes back on retry', async () => {
    await logInAs();
    memberInfo.value = null;
    await fault({ path: '/wps/member/info', body: { success: false, errorCode: 'weird.code', message: '<b>Bad</b> thing' }, times: 1 });
    await refreshMember({ alert: false }).catch(() => {});
    mounted = mountElement('mc-vip-card');
    const alert = await until(() => mounted.$('[role=alert]'), 'the message');
    expect(alert.textContent).to.contain('<b>Bad</b> thing');
    expect(alert.querySelector('b')).to.equal(null);
    alert.querySelector('button')!.click();
    await until(() => mounted.$('[part=vip-label]'), 'the card after a retry');
    expect(mounted.$('[part=vip-label]')!.textContent).to.equal('Gold');
  });
});
