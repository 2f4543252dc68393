// Per-endpoint faults of SPEC §8: an error code, a stall, a network failure or a malformed answer, on every call
// to a path or the next one only. A fault applies to the app's next call, so setting one does not reload it.
import { field, h, panel, select, uid } from './dom.js';

/** @typedef {import('./console.js').ConsoleContext} ConsoleContext */

/** Error codes of SPEC §8 the app handles in its own way, offered as suggestions. */
const CODES = ['login.cred.err', 'not.exists.user', 'login_verify_required', 'bind_customer_required', 'token_ip_different',
  'user.or.token.invalid', 'CUSTOMER_NOT_LOGIN', 'login.not.session', 'TOO_MANY_REQUEST', 'domain_not_available', 'server.error'];

const KINDS = /** @type {[string, string][]} */ ([
  ['error', 'An error code'], ['stall', 'A stall'], ['network', 'A network failure'], ['malformed', 'A malformed answer'],
]);

/** How a set fault reads in the list. @param {any} fault */
function describe(fault) {
  const times = fault.times ? ` (next ${fault.times === 1 ? 'call' : `${fault.times} calls`})` : '';
  if (fault.network) return `${fault.path}: network failure${times}`;
  if (fault.malformed) return `${fault.path}: malformed answer${times}`;
  const parts = [];
  if (fault.latencyMs) parts.push(`stalls ${fault.latencyMs / 1000} s`);
  if (fault.body?.errorCode) parts.push(`answers ${fault.body.errorCode}${fault.status && fault.status !== 200 ? ` (HTTP ${fault.status})` : ''}`);
  else if (fault.status) parts.push(`answers HTTP ${fault.status}`);
  return `${fault.path}: ${parts.join(', ')}${times}`;
}

/** @param {ConsoleContext} ctx */
export function faultsPanel(ctx) {
  const endpoints = h('datalist', { id: uid('endpoints') }, ...ctx.data.endpoints.map((/** @type {string} */ path) => h('option', { value: path })));
  const codes = h('datalist', { id: uid('codes') }, ...CODES.map((code) => h('option', { value: code })));
  const path = /** @type {HTMLInputElement} */ (h('input', { type: 'text', list: endpoints.id, required: true, spellcheck: false, placeholder: '/wps/session/login' }));
  const kind = select(KINDS, 'error', () => show());
  const code = /** @type {HTMLInputElement} */ (h('input', { type: 'text', list: codes.id, value: 'server.error', spellcheck: false }));
  const message = /** @type {HTMLInputElement} */ (h('input', { type: 'text', value: 'The platform is busy. Please try again later.' }));
  const status = /** @type {HTMLInputElement} */ (h('input', { type: 'number', min: '100', max: '599', value: '200' }));
  const seconds = /** @type {HTMLInputElement} */ (h('input', { type: 'number', min: '1', max: '120', value: '15' }));
  const once = select([['', 'Every call'], ['1', 'The next call only']], '');
  const errorFields = h('div', {}, field('Error code', code), field('Message', message, 'What the platform says; the app shows it.'), field('HTTP status', status));
  const stallFields = h('div', {}, field('Stall for (seconds)', seconds, 'The app gives up on a call after its own timeout.'));
  function show() {
    errorFields.hidden = kind.value !== 'error';
    stallFields.hidden = kind.value !== 'stall';
  }
  show();

  const form = h('form', { class: 'console-add', onsubmit: (/** @type {Event} */ event) => {
    event.preventDefault();
    const target = path.value.trim();
    if (!target.startsWith('/')) {
      path.setCustomValidity('An endpoint path starts with "/".');
      path.reportValidity();
      return;
    }
    path.setCustomValidity('');
    /** @type {Record<string, unknown>} */
    const fault = { path: target, times: once.value ? 1 : undefined };
    if (kind.value === 'error') Object.assign(fault, { status: Number(status.value) || 200, body: { success: false, errorCode: code.value.trim() || 'server.error', message: message.value } });
    if (kind.value === 'stall') fault.latencyMs = Math.round((Number(seconds.value) || 15) * 1000);
    if (kind.value === 'network') fault.network = true;
    if (kind.value === 'malformed') fault.malformed = true;
    ctx.apply('faults', fault, `fault set on ${target}`, { reload: false, refresh: true });
  } }, field('Endpoint', path, 'A path, or the start of several.'), endpoints, codes, field('Fault', kind), errorFields, stallFields,
  field('On', once), h('button', { type: 'submit' }, 'Set the fault'));

  const active = ctx.data.faults;
  return panel('Faults',
    form,
    h('h4', {}, 'Set now'),
    active.length
      ? h('ul', { class: 'console-list' }, ...active.map((/** @type {any} */ fault) => h('li', {}, h('span', {}, describe(fault)),
        h('button', { type: 'button', class: 'console-small', 'aria-label': `Clear the fault on ${fault.path}`,
          onclick: () => ctx.apply('faults', { path: fault.path }, `fault cleared on ${fault.path}`, { reload: false, refresh: true }) }, 'Clear'))))
      : h('p', { class: 'console-hint' }, 'None: every call is answered normally.'));
}
