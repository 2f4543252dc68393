import { expect } from 'chai';
import './index.js';
import { setLanguage } from '../../src/i18n/index.js';
import { clearSession, loginGuardReleased, loginWithPassword } from '../../src/session/index.js';
import { merchantStatus, parseStatus } from '../../src/platform/merchant-status.js';
import { clamp, margin, movedBeyondTap, snapToSide, startPoint } from './drag.js';
import { resetSandbox, useSandbox } from '../../test/browser/sandbox.js';
import { sleep, until } from '../../test/browser/wait.js';

const VIEW = { width: 400, height: 800 };
const SIZE = { width: 60, height: 60 };

describe('mini-game geometry (SPEC §9)', () => {
  it('keeps a 2 % margin of the window width from every edge', () => {
    expect(margin(400)).to.equal(8);
    expect(clamp({ x: -50, y: -50 }, SIZE, VIEW)).to.deep.equal({ x: 8, y: 8 });
    expect(clamp({ x: 999, y: 999 }, SIZE, VIEW)).to.deep.equal({ x: 332, y: 732 });
  });

  it('rests against the nearer side after a drag, and starts on the end side', () => {
    expect(snapToSide({ x: 100, y: 300 }, SIZE, VIEW)).to.deep.equal({ x: 8, y: 300 });
    expect(snapToSide({ x: 250, y: 300 }, SIZE, VIEW)).to.deep.equal({ x: 332, y: 300 });
    expect(startPoint(SIZE, VIEW, false).x).to.equal(332);
    expect(startPoint(SIZE, VIEW, true).x).to.equal(8);
  });

  it('counts a move under 2 px as a tap', () => {
    expect(movedBeyondTap({ x: 0, y: 0 }, { x: 1, y: 1.9 })).to.equal(false);
    expect(movedBeyondTap({ x: 0, y: 0 }, { x: 2, y: 0 })).to.equal(true);
  });
});

describe('<mc-minigame>', () => {
  let el: HTMLElement;
  const launcher = () => el.shadowRoot!.querySelector<HTMLButtonElement>('[part=launcher]');

  beforeEach(async () => {
    useSandbox();
    clearSession();
    await resetSandbox();
    await setLanguage('EN');
    await loginGuardReleased();
  });

  afterEach(() => {
    el?.remove();
    clearSession();
    merchantStatus.value = null;
  });

  function mount(switches: Record<string, boolean>) {
    const status = parseStatus({ info: { switches } });
    merchantStatus.value = status;
    el = document.createElement('mc-minigame');
    document.body.append(el);
  }

  it('renders for a member when the switch is on, and goes away on logout', async () => {
    mount({ LOTTMINIGAME3: true });
    await sleep(200);
    expect(launcher()).to.equal(null);
    await loginWithPassword({ username: 'demo', password: 'demo1234' });
    const button = await until(launcher, 'the launcher after login');
    expect(button.dataset.variant).to.equal('v1');
    expect(button.getAttribute('aria-label')).to.equal('Lucky draw');
    clearSession();
    await until(() => !launcher(), 'the launcher gone after logout');
  });

  it('stays empty with both switches off', async () => {
    mount({});
    await loginWithPassword({ username: 'demo', password: 'demo1234' });
    await sleep(300);
    expect(launcher()).to.equal(null);
  });
});
