import { asyncViewStyles } from '../../src/ui/index.js';
import { css } from '../../src/element/index.js';

export const styles =
  asyncViewStyles +
  css`
.market { display: grid; gap: 1em; }
.balance {
  display: flex; align-items: baseline; justify-content: space-between; gap: 1em; margin: 0; padding: 1em 1.1em;
  border-radius: var(--mc-radius-lg, 14px); color: #3b2a00;
  background: var(--mc-point-market-balance-background, linear-gradient(135deg, #ffd76a, #f5b301));
}
.balance__label { font-weight: 600; }
.balance__value { font-size: 1.6em; font-weight: 800; font-variant-numeric: tabular-nums; }
.items { display: grid; gap: .75em; margin: 0; padding: 0; list-style: none; }
.item {
  display: grid; grid-template-columns: auto 1fr; gap: .5em .9em; align-items: start; padding: .9em;
  border-radius: var(--mc-radius-lg, 14px); background: var(--mc-color-surface, #fff); box-shadow: 0 1px 4px rgba(0,0,0,.12);
}
.item__icon {
  display: grid; place-items: center; inline-size: 3em; block-size: 3em; border-radius: 12px;
  background: #fdecef; color: var(--mc-color-primary, #c8102e);
}
.item__icon svg { inline-size: 1.7em; block-size: 1.7em; fill: none; stroke: currentColor; stroke-width: 1.8; stroke-linecap: round; stroke-linejoin: round; }
.item__icon--spin { background: #e8f0fe; color: #1a56c4; }
.item__icon--ticket { background: #e6f4ea; color: #137333; }
.item__icon--gift { background: #fef3e0; color: #b06000; }
.item__text { display: grid; gap: .2em; min-inline-size: 0; }
.item__name { margin: 0; font-size: 1em; }
.item__description { margin: 0; font-size: .88em; color: var(--mc-color-muted, #5f6368); }
.item__meta { display: flex; flex-wrap: wrap; gap: .3em 1em; margin: 0; font-size: .88em; }
.item__cost { font-weight: 700; color: var(--mc-color-primary, #c8102e); }
.item__stock { color: var(--mc-color-muted, #5f6368); }
.item__redeem { grid-column: 1 / -1; justify-self: end; min-inline-size: 8em; }
.item__redeem[disabled] { background: #d7d7dc; color: #4a4a50; cursor: not-allowed; opacity: 1; }
`;
