import { expect } from 'chai';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { setLanguage } from '../i18n/i18n.js';
import { LazyPart } from './lazy-part.js';
import { until } from '../../test/browser/wait.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

describe('LazyPart', () => {
  before(() => setLanguage('EN'));

  it('says why a part could not load and loads it on retry', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    let calls = 0;
    const load = () => {
      calls++;
      return calls === 1
        ? Promise.reject(new Error('chunk failed'))
        : Promise.resolve(({ name }: { name: string }) => <p className="loaded">hello {name}</p>);
    };
    const root = createRoot(host);
    await act(async () => root.render(<LazyPart load={load} props={{ name: 'player' }} />));
    const alert = await until(() => host.querySelector('[role="alert"]'), 'failure message');
    expect(alert.textContent).to.contain('Network error. Check your connection');
    host.querySelector<HTMLButtonElement>('button')!.click();
    const loaded = await until(() => host.querySelector('.loaded'), 'loaded part');
    expect(loaded.textContent).to.equal('hello player');
    expect(calls).to.equal(2);
    root.unmount();
    host.remove();
  });
});
