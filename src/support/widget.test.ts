import { expect } from 'chai';
import { clearSession, memberInfo } from '../session/session.js';
import { configure } from '../config/config.js';
import { loadStatus, merchantStatus } from '../platform/merchant-status.js';
import { loginWithPassword } from '../session/login.js';
import { openSupport } from './chat.js';
import { refreshMember } from '../session/member.js';
import { setLanguage } from '../i18n/i18n.js';
import { notices } from '../ui/notices.js';
import { control, resetSandbox, sandboxUrl, useSandbox } from '../../test/browser/sandbox.js';
import { sleep, until } from '../../test/browser/wait.js';
import { customerServices } from './customer-service.js';
import { WIDGET_SCRIPT_DELAY_MS } from './chat.js';
import { loadChatWidgets, resetChatWidgets, visitorFields } from './widget.js';
import { widgetAccount } from './widget-vendors.js';

interface StandInCall {
  method: string;
  args: unknown[];
  at: number;
}
interface StandInRecord {
  config: Record<string, unknown> | null;
  siteId?: string | null;
  calls: StandInCall[];
  loadedAt: number;
}
type Page = Window & { __sandboxChatWidgets?: Record<string, StandInRecord>; __lc?: unknown; LiveChatWidget?: unknown; Comm100API?: unknown };
const page = window as unknown as Page;
const standIn = (vendor: 'livechat' | 'comm100') => page.__sandboxChatWidgets?.[vendor];
const widgetScripts = () => document.querySelectorAll('script[data-mc-chat-widget]');

/** Points both vendors at the sandbox's stand-ins; `late` holds a vendor's global back (ms, or `never`). */
function useStandIns(late: { livechat?: string; comm100?: string } = {}) {
  const address = (name: string, delay?: string) => `${sandboxUrl}/__sandbox/chat/${name}.js${delay ? `?late=${delay}` : ''}`;
  configure({ liveChatScript: address('livechat', late.livechat), comm100Script: address('comm100', late.comm100) });
}

async function logIn(username = 'demo', password = 'demo1234') {
  await loginWithPassword({ username, password });
  await refreshMember({ alert: false });
  await until(() => memberInfo.value, 'the member');
}

describe('chat widgets', () => {
  beforeEach(async () => {
    useSandbox();
    clearSession();
    resetChatWidgets();
    delete page.__sandboxChatWidgets;
    delete page.__lc;
    delete page.LiveChatWidget;
    delete page.Comm100API;
    merchantStatus.value = null;
    await resetSandbox();
    await control('support', { widgets: true });
    await loadStatus();
    await setLanguage('EN');
    useStandIns();
  });

  afterEach(() => {
    for (const notice of notices.value) notice.close();
    document.querySelectorAll('[data-chat-widget]').forEach((panel) => panel.remove());
    resetChatWidgets();
    clearSession();
  });

  it('reads the vendor account from a widget entry, and treats an address as a link', () => {
    expect(widgetAccount('LIVECHAT', '12345678')).to.deep.equal({ csType: 'LIVECHAT', license: '12345678' });
    expect(widgetAccount('COMM100', '10000:abc-1')).to.deep.equal({ csType: 'COMM100', siteId: '10000', campaignId: 'abc-1' });
    expect(widgetAccount('LIVECHAT', 'https://cs.example/chat')).to.equal(null);
    expect(widgetAccount('COMM100', '10000')).to.equal(null);
    expect(widgetAccount('AICAN', '12345678')).to.equal(null);
  });

  it('adds the scripts 500 ms after the start and hands both vendors the member\'s fields', async () => {
    await logIn();
    const start = performance.now();
    const loads = await loadChatWidgets();
    expect(loads.map((load) => [load?.csType, load?.hookedAt])).to.deep.equal([['LIVECHAT', 'load'], ['COMM100', 'load']]);
    const liveChat = standIn('livechat')!;
    expect(liveChat.loadedAt - start).to.be.at.least(WIDGET_SCRIPT_DELAY_MS - 5);
    const member = memberInfo.value!;
    const fields = { userId: member.id, userName: 'demo', language: member.language, vipLabel: 'Gold' };
    expect(liveChat.config).to.deep.include({ license: 12345678, visitor: { name: 'demo' } });
    expect(liveChat.calls.map(({ method, args }) => [method, ...args])).to.deep.equal([
      ['set_customer_name', 'demo'],
      ['set_session_variables', fields],
    ]);
    const comm100 = standIn('comm100')!;
    expect(comm100.siteId).to.equal('10000');
    expect(comm100.config).to.deep.include({ site_id: 10000 });
    const campaign = customerServices.value.find((entry) => entry.csType === 'COMM100');
    expect(campaign).to.not.equal(undefined);
    expect(comm100.calls.map(({ args }) => args)).to.deep.equal([
      ['livechat.visitor.name', 'demo'],
      ['livechat.customVariable', Object.entries(fields).map(([name, value]) => ({ name, value }))],
    ]);
    // A second start loads nothing twice.
    await loadChatWidgets();
    expect(widgetScripts().length).to.equal(2);
  });

  it('retries the hook at 1 s when the vendor\'s global comes late', async () => {
    useStandIns({ livechat: '300' });
    await logIn();
    const start = performance.now();
    const [liveChat] = await loadChatWidgets();
    expect(liveChat!.hookedAt).to.equal(1000);
    expect(standIn('livechat')!.calls[0]!.at - start).to.be.at.least(WIDGET_SCRIPT_DELAY_MS + 1000 - 5);
  });

  it('retries again at 3 s, then gives up and says so when the player opens it', async () => {
    useStandIns({ livechat: '1500', comm100: 'never' });
    await logIn();
    const start = performance.now();
    const [liveChat, comm100] = await loadChatWidgets();
    expect(liveChat!.hookedAt).to.equal(3000);
    expect(standIn('livechat')!.calls[0]!.at - start).to.be.at.least(WIDGET_SCRIPT_DELAY_MS + 3000 - 5);
    expect(comm100!.hookedAt).to.equal(null);
    expect(standIn('comm100')!.calls).to.deep.equal([]);
    await openSupport('COMM100');
    expect(notices.value.map((notice) => notice.message)).to.include('Customer service is not available right now.');
  });

  it('opens the vendor\'s chat window for the entry asked for', async () => {
    await logIn();
    await openSupport('COMM100');
    const campaignId = (standIn('comm100')!.config!.main_code_plan as string);
    expect(standIn('comm100')!.calls.at(-1)!.args).to.deep.equal(['livechat.button.click', campaignId]);
    expect(document.querySelector('[data-chat-widget="comm100"] [data-field="name"]')!.textContent).to.equal('demo');
    await openSupport('LIVECHAT');
    expect(standIn('livechat')!.calls.at(-1)!.method).to.equal('maximize');
  });

  it('ends both widgets when the session ends: scripts, windows and the member\'s fields leave the page', async () => {
    await logIn();
    await openSupport('COMM100');
    await openSupport('LIVECHAT');
    expect(document.querySelectorAll('[data-chat-widget]').length).to.equal(2);
    clearSession();
    await until(() => widgetScripts().length === 0 && document.querySelectorAll('[data-chat-widget]').length === 0, 'the widgets to end');
    expect(standIn('livechat')!.calls.at(-1)!.method).to.equal('destroy');
    expect(standIn('comm100')!.calls.map(({ args }) => args).slice(-3)).to.deep.equal([
      ['livechat.visitor.name', ''],
      ['livechat.customVariable', []],
      ['livechat.button.isVisible', false, standIn('comm100')!.config!.main_code_plan],
    ]);
    expect([page.__lc, page.LiveChatWidget, page.Comm100API]).to.deep.equal([undefined, undefined, undefined]);
    // Logging in again brings a widget back for the new member.
    await logIn();
    expect((await loadChatWidgets()).map((load) => load?.hookedAt)).to.deep.equal(['load', 'load']);
  });

  it('gives the widget EN when the member has no language the platform knows', async () => {
    await logIn();
    memberInfo.value = { ...memberInfo.value!, language: 'xx' };
    expect(visitorFields()!.language).to.equal('EN');
    memberInfo.value = { ...memberInfo.value!, language: 'ja-JP' };
    expect(visitorFields()!.language).to.equal('JA');
  });

  it('loads nothing for a visitor or a member of type 4', async () => {
    expect(await loadChatWidgets()).to.deep.equal([null, null]);
    await control('players', { username: 'quiet4', password: 'quiet1234', type: 4 });
    await logIn('quiet4', 'quiet1234');
    expect(await loadChatWidgets()).to.deep.equal([null, null]);
    await sleep(100);
    expect(widgetScripts().length).to.equal(0);
    expect(standIn('livechat')).to.equal(undefined);
  });
});
