// The console over the demo platform: the app in a phone frame (preview.js), the merchant's settings, faults,
// clock and players as controls, the scenarios, and the request inspector. Plain modules served as they are:
// nothing here is part of the kit or the /m app.
import { h } from './dom.js';
import { control, overview } from './platform.js';
import { createPreview } from './preview.js';
import { createInspector } from './inspector.js';
import { scenariosPanel } from './scenarios.js';
import { availabilityPanel, marketPanel, switchesPanel } from './settings.js';
import { installPanel, responsibleGamingPanel } from './install-settings.js';
import { contentPanel } from './content.js';
import { faultsPanel } from './faults.js';
import { clockPanel, playersPanel } from './people.js';

/**
 * What every panel gets: the platform's settings as last read, a way to change one, and the scenarios.
 * @typedef {object} ConsoleContext
 * @property {any} data the overview (GET /__sandbox/overview)
 * @property {(path: string, body: unknown, what: string, options?: { reload?: boolean, refresh?: boolean }) => Promise<void>} apply
 *   a control call; the app reloads afterwards unless `reload: false`, and the panels redraw with `refresh: true`
 * @property {(name: string) => Promise<void>} scenario
 */

const PANELS = [switchesPanel, marketPanel, availabilityPanel, installPanel, responsibleGamingPanel, contentPanel, faultsPanel, clockPanel, playersPanel];

const status = h('p', { class: 'console-status', role: 'status', 'aria-live': 'polite' });
const problem = h('p', { class: 'console-problem', role: 'alert' });
const panels = h('div', { class: 'console-panels' });

/** @param {string} text */
function say(text) {
  problem.textContent = '';
  status.textContent = text;
}
/** @param {string} text */
function complain(text) {
  status.textContent = '';
  problem.textContent = text;
}

async function start() {
  const main = /** @type {HTMLElement} */ (document.getElementById('main'));
  /** @type {[any, any[], any[]]} */
  let loaded;
  try {
    loaded = await Promise.all([overview(), fetch('/console/elements.json').then((r) => r.json()), control('GET', 'scenarios')]);
  } catch (error) {
    main.replaceChildren(h('p', { class: 'console-problem', role: 'alert' }, `The console cannot reach the demo platform: ${/** @type {Error} */ (error).message}`));
    return;
  }
  const [data, elements, scenarios] = loaded;

  const preview = createPreview({ languages: data.languages, elements });
  const inspector = createInspector();

  /** Draw the panels again from fresh settings, keeping the keyboard where it was. */
  async function refresh() {
    const active = document.activeElement;
    const controls = [...panels.querySelectorAll('input, select, button, textarea, summary')];
    const index = active ? controls.indexOf(active) : -1;
    const closed = [...panels.querySelectorAll('details')].map((details) => !details.open);
    ctx.data = await overview();
    panels.replaceChildren(scenariosPanel(ctx, scenarios), ...PANELS.map((render) => render(ctx)));
    panels.querySelectorAll('details').forEach((details, i) => { if (closed[i]) details.open = false; });
    if (index >= 0) /** @type {HTMLElement | undefined} */ (panels.querySelectorAll('input, select, button, textarea, summary')[index])?.focus();
  }

  /** @type {ConsoleContext} */
  const ctx = {
    data,
    async apply(path, body, what, { reload = true, refresh: redraw = false } = {}) {
      try {
        await control('POST', path, body);
      } catch (error) {
        complain(`Not changed (${what}): ${/** @type {Error} */ (error).message}`);
        if (redraw) await refresh();
        return;
      }
      say(`Done: ${what}.${reload ? ' The app reloaded.' : ''}`);
      if (reload) preview.reload();
      if (redraw) await refresh();
    },
    async scenario(name) {
      try {
        const scenario = await control('POST', 'scenarios/apply', { name });
        history.replaceState(null, '', `?scenario=${encodeURIComponent(name)}`);
        inspector.restart();
        preview.openAs(scenario.frame ?? {});
        await refresh();
        say(`Scenario applied: ${scenario.title}.`);
      } catch (error) {
        complain(`The scenario did not apply: ${/** @type {Error} */ (error).message}`);
      }
    },
  };

  const reset = h('button', { type: 'button', class: 'console-reset', onclick: async () => {
    try {
      await control('POST', 'reset');
    } catch (error) {
      complain(`The platform did not reset: ${/** @type {Error} */ (error).message}`);
      return;
    }
    history.replaceState(null, '', location.pathname);
    inspector.restart();
    preview.forget();
    preview.reload();
    await refresh();
    say('The platform is back to its seed, and the app starts as on a first visit.');
  } }, 'Reset to the seed');

  main.replaceChildren(
    preview.root,
    h('section', { class: 'console-controls', id: 'controls', 'aria-labelledby': 'controls-title' },
      h('div', { class: 'console-controls__head' }, h('h2', { id: 'controls-title' }, 'Platform'), reset),
      status, problem, panels),
    inspector.root);
  panels.replaceChildren(scenariosPanel(ctx, scenarios), ...PANELS.map((render) => render(ctx)));
  preview.layout();

  const wanted = new URLSearchParams(location.search).get('scenario');
  if (wanted) await ctx.scenario(wanted);
  else preview.reload();
  inspector.start();
}

start();
