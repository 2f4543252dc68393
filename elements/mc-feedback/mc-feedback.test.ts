import { expect } from 'chai';
import './index.js';
import { clearSession } from '../../src/session/index.js';
import { control, fault } from '../../test/browser/sandbox.js';
import { freshStart, logInAs, mountElement } from '../../test/browser/member.js';
import { until } from '../../test/browser/wait.js';

describe('<mc-feedback>', () => {
  let mounted: ReturnType<typeof mountElement>;
  beforeEach(freshStart);
  afterEach(() => {
    mounted?.el.remove();
    clearSession();
  });

  function type(selector: string, value: string) {
    const field = mounted.$<HTMLInputElement | HTMLTextAreaElement>(selector)!;
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!;
    setter.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }

  it('asks for a message, keeps it when sending fails, and thanks the member once it is received', async () => {
    await logInAs();
    mounted = mountElement('mc-feedback');
    const submit = await until(() => mounted.$<HTMLButtonElement>('[part=submit]'), 'the form');
    submit.click();
    await until(() => mounted.$('#feedback-error'), 'the required message');
    expect(mounted.$('[part=content]')!.getAttribute('aria-invalid')).to.equal('true');

    type('[part=content]', 'The keno page is slow.');
    await fault({ path: '/wps/member/feedback', status: 200, body: { success: false, errorCode: 'x', message: 'Try later' }, times: 1 });
    submit.click();
    const alert = await until(() => mounted.$('[role=alert]'), 'the failure');
    expect(alert.textContent).to.equal('Try later');
    expect(mounted.$<HTMLTextAreaElement>('[part=content]')!.value).to.equal('The keno page is slow.');

    const sent = new Promise<CustomEvent>((resolve) => mounted.el.addEventListener('mc-feedback-sent', (e) => resolve(e as CustomEvent), { once: true }));
    mounted.$<HTMLButtonElement>('[part=submit]')!.click();
    expect((await sent).detail).to.deep.equal({ ticket: 'FB000001', category: 'suggestion' });
    const stored = await control('feedback');
    expect(stored[0]).to.include({ username: 'demo', category: 'suggestion', content: 'The keno page is slow.' });
  });
});
