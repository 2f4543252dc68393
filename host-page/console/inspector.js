// The request inspector: every call the framed app made, in order, read from the platform's log. A call shows
// its method, path, headers, the body as sent (the envelope, for an encrypted call) and as the platform read it
// after opening the envelope, then the answer and its timing. Secrets arrive masked from the platform.
import { control } from './platform.js';
import { h, pretty, uid } from './dom.js';

/** How often the list asks the platform for new calls while the page is visible. */
const POLL_MS = 1000;

/** @typedef {{ id: number, at: number, method: string, path: string, query: Record<string, string>, headers: Record<string, string>, encrypted: boolean, sent: string, opened: unknown, answer: { status: number, body: unknown, ms: number } | null }} Call */

/** @param {Call} call */
function outcome(call) {
  if (!call.answer) return 'waiting…';
  if (call.answer.status === 0) return 'dropped';
  const body = /** @type {any} */ (call.answer.body);
  const failed = typeof body === 'string' ? 'not JSON' : body?.success === false ? body.errorCode ?? 'failed' : '';
  return `${call.answer.status}${failed ? ` ${failed}` : ''} · ${call.answer.ms} ms`;
}

export function createInspector() {
  /** @type {Map<number, Call>} */
  const calls = new Map();
  /** @type {number | null} */
  let selected = null;
  let paused = false;
  let lastId = 0;

  const list = h('ol', { class: 'console-calls', 'aria-label': 'Calls, oldest first' });
  const detail = h('div', { class: 'console-call', tabIndex: -1 });
  const announcer = h('p', { class: 'visually-hidden', role: 'status', 'aria-live': 'polite' });
  const filter = /** @type {HTMLInputElement} */ (h('input', { type: 'search', placeholder: '/wps/session', 'aria-label': 'Show only paths containing', oninput: () => draw() }));
  const pause = h('button', { type: 'button', 'aria-pressed': 'false', onclick: () => {
    paused = !paused;
    pause.setAttribute('aria-pressed', String(paused));
    pause.textContent = paused ? 'Resume' : 'Pause';
  } }, 'Pause');
  const clear = h('button', { type: 'button', onclick: () => { calls.clear(); selected = null; draw(); } }, 'Clear');
  const empty = h('p', { class: 'console-hint' }, 'No calls yet: use the app on the left.');

  /** @param {Call} call */
  function item(call) {
    const label = `${call.method} ${call.path}`;
    return h('li', {}, h('button', {
      type: 'button', class: 'console-calls__item', 'aria-current': call.id === selected ? 'true' : undefined,
      'data-failed': call.answer && (call.answer.status === 0 || typeof call.answer.body === 'string' || /** @type {any} */ (call.answer.body)?.success === false) ? 'true' : undefined,
      onclick: () => { selected = call.id; draw(); detail.focus(); },
    }, h('span', { class: 'console-calls__method' }, call.method), h('span', { class: 'console-calls__path' }, call.path), h('span', { class: 'console-calls__outcome' }, outcome(call)), h('span', { class: 'visually-hidden' }, ` (${label})`)));
  }

  /** @param {string} title @param {unknown} value */
  const block = (title, value) => {
    const id = uid('block');
    return h('section', { 'aria-labelledby': id }, h('h4', { id }, title), h('pre', { tabIndex: 0 }, h('code', {}, pretty(value))));
  };

  function drawDetail() {
    const call = selected === null ? null : calls.get(selected);
    if (!call) {
      detail.replaceChildren(h('p', { class: 'console-hint' }, 'Pick a call to see what was sent and answered.'));
      return;
    }
    const query = Object.keys(call.query).length ? `?${new URLSearchParams(call.query)}` : '';
    detail.replaceChildren(
      h('h3', {}, `${call.method} ${call.path}`),
      h('p', {}, new Date(call.at).toLocaleTimeString('en-GB'), ' · ', outcome(call), query ? h('code', {}, ` ${query}`) : null),
      block('Headers', Object.entries(call.headers).map(([name, value]) => `${name}: ${value}`).join('\n')),
      call.method === 'GET' ? null : block(call.encrypted ? 'Body as sent (the envelope)' : 'Body as sent', call.sent || '(empty)'),
      call.method === 'GET' ? null : block(call.encrypted ? 'Body as the platform read it (envelope opened)' : 'Body as the platform read it', call.opened ?? '(empty)'),
      block(call.answer ? `Answer: HTTP ${call.answer.status || 'none, connection dropped'} in ${call.answer.ms} ms` : 'Answer: not yet', call.answer?.body ?? '(none)'),
    );
  }

  function draw() {
    const needle = filter.value.trim();
    const shown = [...calls.values()].filter((call) => !needle || call.path.includes(needle));
    list.replaceChildren(...shown.map(item));
    empty.hidden = calls.size > 0;
    drawDetail();
  }

  async function poll() {
    if (!paused && document.visibilityState === 'visible') {
      // Calls still waiting for their answer are read again until they have one.
      const waiting = [...calls.values()].filter((call) => !call.answer).map((call) => call.id);
      const after = waiting.length ? Math.min(...waiting) - 1 : lastId;
      try {
        const { calls: fresh } = await control('GET', `inspector?after=${after}`);
        const added = fresh.filter((/** @type {Call} */ call) => !calls.has(call.id));
        const changed = fresh.some((/** @type {Call} */ call) => calls.get(call.id)?.answer === null && call.answer !== null);
        for (const call of fresh) calls.set(call.id, call);
        if (fresh.length) lastId = Math.max(lastId, ...fresh.map((/** @type {Call} */ call) => call.id));
        if (added.length || changed) draw();
        // The newest call in view, as a log scrolls.
        if (added.length) list.scrollTop = list.scrollHeight;
        if (added.length) announcer.textContent = added.length === 1 ? `New call: ${added[0].method} ${added[0].path}` : `${added.length} new calls, the last ${added.at(-1).method} ${added.at(-1).path}`;
      } catch {
        // The platform is restarting or gone: the next poll tries again.
      }
    }
    setTimeout(poll, POLL_MS);
  }

  draw();
  const root = h('section', { class: 'console-inspector', 'aria-labelledby': 'inspector-title' },
    h('h2', { id: 'inspector-title' }, 'Requests'),
    h('p', { class: 'console-hint' }, 'Every call the app made, in order. Session tokens and passwords are masked.'),
    h('div', { class: 'console-buttons' }, filter, pause, clear),
    announcer, empty, list, detail);

  return {
    root,
    start: poll,
    /** After a reset the platform's log starts over, and so does the list. */
    restart() {
      calls.clear();
      selected = null;
      lastId = 0;
      draw();
    },
  };
}
