/**
 * The registration pages (SPEC §2): /m/register and /m/register.html for players, /m/agentRegister for agents
 * invited through a referral link. Each links to the login page; the address's `affiliateCode` and `r` go
 * along, so a visitor who hops between the two still registers with the codes they came with.
 */
import { t } from '../../src/i18n/index.js';
import { attributionQuery } from '../../src/registration/index.js';
import { h } from './views.js';

export function registerView(agent: boolean): HTMLElement {
  const element = h('mc-register', { 'no-title': '', 'success-notice': '' });
  if (agent) element.setAttribute('agent', '');
  return h(
    'section',
    { class: `page page--register${agent ? ' page--agent-register' : ''}` },
    h('h1', { class: 'page__title page__title--center' }, t(agent ? 'route_agent_register' : 'route_register')),
    element,
    h('p', { class: 'page__switch' }, h('a', { href: `/m/login${attributionQuery()}`, class: 'link' }, t('register_have_account'))),
  );
}

/** The login page's way to registration, with the codes of the address. */
export function registerLink(): HTMLElement {
  return h('p', { class: 'page__switch' }, h('a', { href: `/m/register${attributionQuery()}`, class: 'link' }, t('login_no_account')));
}
