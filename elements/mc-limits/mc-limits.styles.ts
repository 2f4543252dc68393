import { css } from '../../src/element/index.js';

export const styles = css`
:host { display: block; }
.limits { display: grid; gap: 16px; }
.intro { margin: 0; color: #5f5f66; font-size: .9rem; line-height: 1.45; }
.note { margin: 0; color: #8e8e93; text-align: center; }
.group { display: grid; gap: 8px; }
.group__title { margin: 0; padding-inline: 2px; color: #3a3a3f; font-size: 1rem; font-weight: 700; }
.cards { list-style: none; margin: 0; padding: 0; display: grid; gap: 10px; }
.card {
  display: grid; gap: 8px; padding: 14px; border-radius: var(--mc-radius-lg, 14px); background: var(--mc-color-surface, #fff);
  box-shadow: 0 0 0 1px #ececf0;
}
.card[data-pending] { box-shadow: 0 0 0 1px #f3c98b; }
.card__head { display: flex; align-items: baseline; justify-content: space-between; gap: 12px; }
.card__title { font-weight: 600; }
.card__value { font-weight: 700; font-variant-numeric: tabular-nums; text-align: end; }
.bar { display: block; block-size: 8px; border-radius: 4px; background: #f0f0f3; overflow: hidden; }
.bar__fill { display: block; block-size: 100%; border-radius: 4px; background: var(--mc-limits-bar, #137333); }
.bar--full .bar__fill { background: #c5221f; }
.meta { margin: 0; color: #6e6e73; font-size: .8rem; }
.pending {
  display: flex; align-items: center; gap: 8px; margin: 0; padding: 8px 10px; border-radius: 10px;
  background: #fef3e0; color: #8a4b00; font-size: .85rem;
}
.pending svg { flex: none; inline-size: 18px; block-size: 18px; fill: none; stroke: currentColor; stroke-width: 2; stroke-linecap: round; stroke-linejoin: round; }
.edit { justify-self: start; min-block-size: 44px; padding-inline: 16px; }
.state { display: grid; gap: 10px; justify-items: center; padding: 20px 12px; text-align: center; color: #8a1020; }
.state p { margin: 0; }
.state[part='loading'] { justify-items: stretch; padding: 0; }
.skeleton { display: block; block-size: 96px; border-radius: 14px; background: #ececf0; }
.saved { margin: 0; color: #137333; font-size: .9rem; }
.saved:empty { display: none; }
.self-exclusion { display: inline-flex; align-items: center; min-block-size: 44px; justify-self: center; padding: 8px; color: var(--mc-color-primary, #c8102e); font-weight: 600; }
.edit:focus-visible, .self-exclusion:focus-visible { outline: 3px solid var(--mc-color-focus, #1a73e8); outline-offset: 2px; }
`;
