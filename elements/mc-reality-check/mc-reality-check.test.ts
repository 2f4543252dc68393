import { expect } from 'chai';
import './index.js';
import { activePrompt, closeAllPrompts, requestPrompt } from '../../src/prompts/arbiter.js';
import { isLoggedIn, token } from '../../src/session/index.js';
import { control, fault, received } from '../../test/browser/sandbox.js';
import { freshStart, logInAs, mountElement } from '../../test/browser/member.js';
import { sleep, until } from '../../test/browser/wait.js';
import { formatPlayed } from './reality-check-dialog.js';

const MINUTE = 60_000;

describe('<mc-reality-check>', () => {
  let mounted: ReturnType<typeof mountElement> | null = null;
  const dialog = () => mounted?.$<HTMLDialogElement>('dialog[open]') ?? null;
  const button = (part: string) => mounted!.$<HTMLButtonElement>(`[part=${part}]`)!;

  beforeEach(async () => {
    await freshStart();
    localStorage.removeItem('RG_realityCheck');
    await control('responsibleGaming', { realityCheckMinutes: 1 });
  });
  afterEach(() => {
    mounted?.el.remove();
    mounted = null;
    closeAllPrompts();
    localStorage.removeItem('RG_realityCheck');
  });

  it('asks nothing of a visitor', async () => {
    mounted = mountElement('mc-reality-check');
    await sleep(200);
    expect(await received('/wps/member/session/summary')).to.deep.equal([]);
    expect(dialog()).to.equal(null);
  });

  it('alone on a page, reads the interval from the status and asks once the platform says it is due', async () => {
    await logInAs();
    await control('wallet', { username: 'demo', gameResult: 25 });
    await control('clock', { advanceMs: 61 * MINUTE });
    mounted = mountElement('mc-reality-check');
    const shown = await until(dialog, 'the reality check');
    expect(shown.getAttribute('role')).to.equal('alertdialog');
    expect(activePrompt.value).to.equal('reality-check');
    expect(mounted.$('[part=played]')!.textContent).to.equal('You have been playing for 1 hour, 1 minute this session.');
    expect(mounted.$('[part=net-result]')!.getAttribute('data-sign')).to.equal('win');
    expect(mounted.$('[part=net-result]')!.textContent).to.match(/R\$\s25,00/);
    expect(mounted.el.shadowRoot!.activeElement).to.equal(button('continue'));
  });

  it('continue: the next check is one interval after the answer, kept for this session', async () => {
    await logInAs();
    await control('clock', { advanceMs: 2 * MINUTE });
    mounted = mountElement('mc-reality-check');
    await until(dialog, 'the reality check');
    const events: CustomEvent[] = [];
    mounted.el.addEventListener('mc-reality-check-continue', (event) => events.push(event as CustomEvent));
    button('continue').click();
    await until(() => !dialog(), 'the dialog closed');
    expect(events).to.have.length(1);
    expect(events[0]!.detail.playedMs).to.be.within(2 * MINUTE - 5000, 2 * MINUTE + 60_000);
    const [startedAt, nextAt] = localStorage.getItem('RG_realityCheck')!.split(':').map(Number);
    const { value } = await (await fetch(new URL('/__sandbox/clock', (window as any).__SANDBOX_URL__))).json();
    expect(nextAt! - value.now).to.be.within(MINUTE - 5000, MINUTE);
    expect(startedAt).to.be.below(value.now);
    // Looking again now finds nothing due.
    const calls = (await received('/wps/member/session/summary')).length;
    document.dispatchEvent(new Event('visibilitychange'));
    await until(async () => (await received('/wps/member/session/summary')).length > calls, 'a second look');
    await sleep(100);
    expect(dialog()).to.equal(null);
  });

  it('see records: a cancelable event, then the records path through mc-navigate', async () => {
    await logInAs();
    await control('clock', { advanceMs: 2 * MINUTE });
    mounted = mountElement('mc-reality-check', 'records-path="/m/member/records?type=game"');
    await until(dialog, 'the reality check');
    const paths: string[] = [];
    const onNavigate = (event: Event) => {
      paths.push((event as CustomEvent).detail.path);
      event.preventDefault();
    };
    document.addEventListener('mc-navigate', onNavigate);
    try {
      button('records').click();
      await until(() => !dialog(), 'the dialog closed');
      expect(paths).to.deep.equal(['/m/member/records?type=game']);
    } finally {
      document.removeEventListener('mc-navigate', onNavigate);
    }
  });

  it('stop ends the session on the page and on the platform', async () => {
    await logInAs();
    await control('clock', { advanceMs: 2 * MINUTE });
    mounted = mountElement('mc-reality-check');
    await until(dialog, 'the reality check');
    let stopped = false;
    mounted.el.addEventListener('mc-reality-check-stop', () => (stopped = true));
    button('stop').click();
    await until(() => !isLoggedIn.value, 'the session ended');
    expect(stopped).to.equal(true);
    expect(token.value).to.equal('');
    await until(async () => (await received('/wps/session/logout')).length === 1, 'the logout call');
    expect(dialog()).to.equal(null);
  });

  it('comes before an announcement already on screen, which shows again after the answer', async () => {
    await logInAs();
    const announcement = requestPrompt('announcement', () => {});
    await control('clock', { advanceMs: 2 * MINUTE });
    mounted = mountElement('mc-reality-check');
    await until(dialog, 'the reality check');
    expect(announcement.showing).to.equal(false);
    button('continue').click();
    await until(() => announcement.showing, 'the announcement back');
  });

  it('shows nothing for a summary it cannot read, and never breaks', async () => {
    await logInAs();
    await control('clock', { advanceMs: 2 * MINUTE });
    await fault({ path: '/wps/member/session/summary', body: { success: true, value: { startedAt: 'soon' } }, times: 1 });
    mounted = mountElement('mc-reality-check');
    await until(async () => (await received('/wps/member/session/summary')).length === 1, 'the look');
    await sleep(200);
    expect(dialog()).to.equal(null);
    // The next look reads a good answer.
    document.dispatchEvent(new Event('visibilitychange'));
    await until(dialog, 'the reality check');
  });

  it('says the time played in the player\'s language', () => {
    expect(formatPlayed(75 * MINUTE, 'en-US')).to.equal('1 hour, 15 minutes');
    expect(formatPlayed(20_000, 'en-US')).to.equal('1 minute');
    expect(formatPlayed(2 * 60 * MINUTE, 'en-US')).to.equal('2 hours');
    expect(formatPlayed(61 * MINUTE, 'zh-CN')).to.match(/1\s*小时.*1\s*分钟/);
  });
});
