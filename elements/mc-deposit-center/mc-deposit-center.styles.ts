import { asyncViewStyles } from '../../src/ui/index.js';
import { css } from '../../src/element/index.js';

export const styles =
  asyncViewStyles +
  css`
.deposit { display: grid; gap: 1em; }
.stats {
  display: grid; gap: .25em; padding: 1em; border-radius: var(--mc-radius-lg, 14px);
  background: var(--mc-deposit-stats-background, linear-gradient(135deg, #c8102e, #8a0b20)); color: #fff;
}
.stats p { margin: 0; }
.stats__count { font-weight: 700; font-size: 1.05em; }
.stats__first { font-size: .9em; opacity: .92; }
.form { display: grid; gap: 1em; }
.channels { display: grid; gap: .5em; margin: 0; padding: 0; border: 0; }
.channel {
  display: flex; align-items: center; gap: .75em; min-height: 48px; padding: .5em .9em; cursor: pointer;
  border: 1px solid var(--mc-color-border, #d0d0d7); border-radius: var(--mc-radius, 10px); background: var(--mc-color-surface, #fff);
}
.channel:has(input:checked) { border-color: var(--mc-color-primary, #c8102e); box-shadow: inset 0 0 0 1px var(--mc-color-primary, #c8102e); }
.channel input { inline-size: 1.2em; block-size: 1.2em; accent-color: var(--mc-color-primary, #c8102e); margin: 0; }
.channel:focus-within { outline: 3px solid var(--mc-color-focus, #1a73e8); outline-offset: 2px; }
.channel__name { font-weight: 600; }
/* As many equal columns as the widest amount allows (--amount-min, measured by the element). */
.amounts { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, var(--amount-min, 6.5em)), 1fr)); gap: .5em; }
.amount {
  min-height: 44px; padding: .4em .5em; font: inherit; font-size: .9375em; font-weight: 600; cursor: pointer; color: inherit;
  border: 1px solid var(--mc-color-border, #d0d0d7); border-radius: var(--mc-radius, 10px); background: var(--mc-color-surface, #fff);
}
.amount__text { white-space: nowrap; }
.amount[aria-pressed='true'] { background: var(--mc-color-primary, #c8102e); border-color: transparent; color: var(--mc-color-on-primary, #fff); }
.amount:focus-visible { outline: 3px solid var(--mc-color-focus, #1a73e8); outline-offset: 2px; }
.form .mc-field { margin: 0; }
.hint { margin: 0; font-size: .85em; color: var(--mc-color-muted, #5f6368); }
.submit { inline-size: 100%; }
.result:not(:empty) { padding: .8em 1em; border-radius: var(--mc-radius, 10px); background: #e6f4ea; color: #137333; font-weight: 600; }
`;
