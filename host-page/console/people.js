// The platform clock (limits, pending raises and breaks run on it) and the players: create one, set a balance,
// put one on a time-out or lift it.
import { field, h, panel, select } from './dom.js';

/** @typedef {import('./console.js').ConsoleContext} ConsoleContext */

const HOUR = 60 * 60 * 1000;

/** @param {ConsoleContext} ctx */
export function clockPanel(ctx) {
  const { now, offsetMs } = ctx.data.clock;
  const advance = (/** @type {number} */ ms, /** @type {string} */ what) =>
    ctx.apply('clock', { advanceMs: ms }, `clock moved on ${what}`, { reload: false, refresh: true });
  return panel('Platform clock',
    h('p', {}, 'Platform time: ', h('time', { dateTime: new Date(now).toISOString() }, new Date(now).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })),
      offsetMs > 60000 ? ` (${Math.round(offsetMs / HOUR)} h ahead of real time)` : ' (real time)'),
    h('div', { class: 'console-buttons' },
      h('button', { type: 'button', onclick: () => advance(HOUR, '1 hour') }, '+1 h'),
      h('button', { type: 'button', onclick: () => advance(24 * HOUR, '24 hours') }, '+24 h'),
      h('button', { type: 'button', onclick: () => advance(7 * 24 * HOUR, '7 days') }, '+7 days')),
    h('p', { class: 'console-hint' }, 'The clock only moves forward; a reset brings it back to real time.'));
}

/** @param {any} player */
function breakText(player) {
  if (!player.exclusion) return '';
  const until = player.exclusion.until === null ? 'for good' : `until ${new Date(player.exclusion.until).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}`;
  return `${player.exclusion.kind === 'timeout' ? 'Time-out' : 'Self-excluded'} ${until}`;
}

/** @param {ConsoleContext} ctx */
export function playersPanel(ctx) {
  const username = /** @type {HTMLInputElement} */ (h('input', { type: 'text', required: true, autocomplete: 'off', pattern: '[A-Za-z0-9_]{4,30}', spellcheck: false }));
  const password = /** @type {HTMLInputElement} */ (h('input', { type: 'text', required: true, value: 'demo1234', autocomplete: 'off' }));
  const type = select([['0', 'Member'], ['1', 'Agent'], ['4', 'Member without chat']], '0');
  const label = /** @type {HTMLInputElement} */ (h('input', { type: 'text', placeholder: 'none', value: '' }));
  const create = h('form', { class: 'console-add', onsubmit: (/** @type {Event} */ event) => {
    event.preventDefault();
    ctx.apply('players', { username: username.value.trim(), password: password.value, type: Number(type.value), clubLabel: label.value.trim() || null },
      `player ${username.value.trim()} created`, { reload: false, refresh: true });
  } }, field('User name', username, '4 to 30 letters, digits or underscores.'), field('Password', password), field('Type', type),
  field('VIP club label', label), h('button', { type: 'submit' }, 'Create the player'));

  const rows = ctx.data.players.map((/** @type {any} */ player) => {
    const balance = /** @type {HTMLInputElement} */ (h('input', { type: 'number', min: '0', step: '0.01', value: String(player.balance), 'aria-label': `Balance of ${player.username}` }));
    const period = select([['24h', '24 hours'], ['7d', '7 days'], ['30d', '30 days']], '24h');
    period.setAttribute('aria-label', `Time-out length for ${player.username}`);
    return h('tr', {},
      h('th', { scope: 'row' }, player.username, player.clubLabel ? h('small', {}, ` ${player.clubLabel}`) : null),
      h('td', {}, h('form', { class: 'console-inline', onsubmit: (/** @type {Event} */ event) => {
        event.preventDefault();
        ctx.apply('wallet', { username: player.username, balance: Number(balance.value) }, `balance of ${player.username} set`, { refresh: true });
      } }, balance, h('button', { type: 'submit', class: 'console-small' }, 'Set'))),
      h('td', {}, player.exclusion
        ? h('div', { class: 'console-inline' }, h('span', {}, breakText(player)), h('button', { type: 'button', class: 'console-small',
          onclick: () => ctx.apply('exclusions', { username: player.username, lift: true }, `break of ${player.username} lifted`, { refresh: true }) }, 'Lift'))
        : h('div', { class: 'console-inline' }, period, h('button', { type: 'button', class: 'console-small',
          onclick: () => ctx.apply('exclusions', { username: player.username, kind: 'timeout', period: period.value }, `${player.username} on a time-out`, { refresh: true }) }, 'Time-out'))));
  });
  return panel('Players',
    h('div', { class: 'table-wrap' }, h('table', {},
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Player'), h('th', { scope: 'col' }, 'Balance'), h('th', { scope: 'col' }, 'Break'))),
      h('tbody', {}, ...rows))),
    h('h4', {}, 'New player'),
    create);
}
