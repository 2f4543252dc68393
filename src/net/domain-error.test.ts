import { expect } from 'chai';
import { activePrompt, closeAllPrompts, requestPrompt } from '../prompts/arbiter.js';
import { useSandbox } from '../../test/browser/sandbox.js';
import { domainError, domainErrorShowing, hideDomainError, showDomainError } from './domain-error.js';

describe('domain-error modal and the prompt arbiter', () => {
  beforeEach(() => {
    useSandbox();
    closeAllPrompts();
  });

  afterEach(() => {
    hideDomainError();
    closeAllPrompts();
  });

  it('asks as maintenance: waits behind an app upgrade, and pushes an install prompt back', async () => {
    let upgrade = false;
    const handle = requestPrompt('upgrade', () => void (upgrade = true));
    showDomainError({ retry: async () => undefined });
    expect(domainError.value).to.not.equal(null);
    expect(domainErrorShowing.value).to.equal(false);
    handle.close();
    expect(upgrade).to.equal(true);
    expect(domainErrorShowing.value).to.equal(true);
    expect(activePrompt.value).to.equal('maintenance');

    let install = false;
    requestPrompt('install', () => void (install = true));
    expect(install).to.equal(false);
    hideDomainError();
    expect(domainErrorShowing.value).to.equal(false);
    expect(install).to.equal(true);
  });
});
