// Scenarios: named presets from sandbox/scenarios/, each setting many controls at once on a reset platform. The
// link of each opens the console on it (`/console/?scenario=<name>`).
import { h, panel } from './dom.js';

/** @typedef {import('./console.js').ConsoleContext} ConsoleContext */
/** @typedef {{ name: string, title: string, description: string, frame: { path?: string, language?: string, fresh?: boolean } }} Scenario */

/**
 * @param {ConsoleContext} ctx
 * @param {Scenario[]} scenarios
 */
export function scenariosPanel(ctx, scenarios) {
  return panel('Scenarios',
    scenarios.length
      ? h('ul', { class: 'console-scenarios' }, ...scenarios.map((scenario) => h('li', {},
        h('div', {}, h('strong', {}, scenario.title), h('p', { class: 'console-hint' }, scenario.description)),
        h('div', { class: 'console-buttons' },
          h('button', { type: 'button', onclick: () => ctx.scenario(scenario.name) , 'aria-label': `Apply ${scenario.title}` }, 'Apply'),
          h('a', { href: `/console/?scenario=${encodeURIComponent(scenario.name)}`, 'aria-label': `Link to ${scenario.title}` }, 'Link')))))
      : h('p', { class: 'console-hint' }, 'No scenarios.'));
}
