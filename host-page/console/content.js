// The merchant's content: announcements (popup items), marquee lines and banners. Seeded titles come in several
// languages; the console lists them in English and adds new ones as one text for every language.
import { field, h, panel, select } from './dom.js';

/** @typedef {import('./console.js').ConsoleContext} ConsoleContext */

/** Who an announcement is for (SPEC §3, popup `execution`). */
const AUDIENCES = [['B', 'Guests'], ['A', 'Logged-in members'], ['F', 'First login']];

/** A seeded text is a map by language: show its English. @param {unknown} value */
const english = (value) => (typeof value === 'string' ? value : value && typeof value === 'object' ? String(/** @type {any} */ (value).EN ?? Object.values(value)[0] ?? '') : '');

/** @param {ConsoleContext} ctx */
export function contentPanel(ctx) {
  const { announcements, banners } = ctx.data.content;
  const save = (/** @type {string} */ kind, /** @type {unknown[]} */ list, /** @type {string} */ what) => ctx.apply('content', { [kind]: list }, what, { refresh: true });
  const nextId = () => Math.max(1000, ...announcements.map((/** @type {any} */ item) => Number(item.id) || 0)) + 1;

  const row = (/** @type {string} */ label, /** @type {() => void} */ remove, /** @type {string} */ name) =>
    h('li', {}, h('span', {}, label), h('button', { type: 'button', class: 'console-small', 'aria-label': `Remove ${name}`, onclick: remove }, 'Remove'));

  const popups = announcements.filter((/** @type {any} */ item) => item.types !== 'MQ');
  const marquee = announcements.filter((/** @type {any} */ item) => item.types === 'MQ');
  const without = (/** @type {any} */ gone) => announcements.filter((/** @type {any} */ item) => item !== gone);

  const title = /** @type {HTMLInputElement} */ (h('input', { type: 'text', required: true }));
  const body = /** @type {HTMLTextAreaElement} */ (h('textarea', { rows: 2 }));
  const audience = select(/** @type {[string, string][]} */ (AUDIENCES), 'B');
  const addAnnouncement = h('form', { class: 'console-add', onsubmit: (/** @type {Event} */ event) => {
    event.preventDefault();
    if (!title.value.trim()) return;
    const paragraph = body.value.trim();
    save('announcements', [...announcements, { id: nextId(), types: 'PR', platform: 'M', category: '', promotionType: 'ANNOUNCEMENT',
      execution: audience.value, forceRead: false, title: title.value.trim(), content: paragraph ? `<p>${paragraph.replace(/[<>&]/g, '')}</p>` : '' }], 'announcement added');
  } }, field('Title', title), field('Text', body), field('For', audience), h('button', { type: 'submit' }, 'Add the announcement'));

  const line = /** @type {HTMLInputElement} */ (h('input', { type: 'text', required: true }));
  const addLine = h('form', { class: 'console-add', onsubmit: (/** @type {Event} */ event) => {
    event.preventDefault();
    if (!line.value.trim()) return;
    save('announcements', [...announcements, { id: nextId(), types: 'MQ', platform: 'M', category: '', promotionType: 'ANNOUNCEMENT',
      execution: '', forceRead: false, title: line.value.trim(), content: '' }], 'marquee line added');
  } }, field('New line', line), h('button', { type: 'submit' }, 'Add the line'));

  return panel('Content',
    h('h4', {}, 'Announcements'),
    popups.length ? h('ul', { class: 'console-list' }, ...popups.map((item) => row(`${english(item.title)} · ${item.execution || 'all'}`,
      () => save('announcements', without(item), 'announcement removed'), english(item.title)))) : h('p', { class: 'console-hint' }, 'No announcements.'),
    addAnnouncement,
    h('h4', {}, 'Marquee'),
    marquee.length ? h('ul', { class: 'console-list' }, ...marquee.map((item) => row(english(item.title),
      () => save('announcements', without(item), 'marquee line removed'), english(item.title)))) : h('p', { class: 'console-hint' }, 'No marquee lines.'),
    addLine,
    h('h4', {}, 'Banners'),
    banners.length ? h('ul', { class: 'console-list' }, ...banners.map((/** @type {any} */ banner) => row(`${banner.groupName}: ${english(banner.title) || english(banner.url)}`,
      () => save('banners', banners.filter((/** @type {any} */ other) => other !== banner), 'banner removed'), `${banner.groupName} banner`))) : h('p', { class: 'console-hint' }, 'No banners.'));
}
