import { css } from '../../src/element/index.js';

export const styles = css`
:host { display: block; }
.records { display: grid; gap: 14px; }
.filters { display: grid; gap: 10px; position: sticky; inset-block-start: 0; z-index: 1; padding-block: 4px 8px; background: var(--mc-records-background, #fff); }
.chips { display: flex; gap: 8px; overflow-x: auto; scrollbar-width: none; padding-block: 2px; }
.chip {
  flex: none; min-block-size: 44px; padding: 0 14px; border: 1px solid #dcdce0; border-radius: 999px; background: #fff;
  color: #3a3a3f; font: inherit; font-size: .9rem; cursor: pointer; white-space: nowrap;
}
.chip[aria-pressed='true'] { border-color: var(--mc-color-primary, #c8102e); background: var(--mc-color-primary, #c8102e); color: var(--mc-color-on-primary, #fff); font-weight: 600; }
.segments { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); padding: 3px; border-radius: 12px; background: #f0f0f3; }
.segment { min-block-size: 44px; border: 0; border-radius: 9px; background: transparent; color: #5f5f66; font: inherit; font-size: .9rem; cursor: pointer; }
.segment[aria-pressed='true'] { background: #fff; color: #1d1d1f; font-weight: 700; box-shadow: 0 1px 3px rgb(0 0 0 / .12); }
.chip:focus-visible, .segment:focus-visible, .more:focus-visible { outline: 3px solid var(--mc-color-focus, #1a73e8); outline-offset: 2px; }
.day { display: grid; gap: 6px; }
.day__title { margin: 0; padding-inline: 2px; color: #6e6e73; font-size: .85rem; font-weight: 600; }
.list { list-style: none; margin: 0; padding: 0; border-radius: 14px; background: #fff; box-shadow: 0 0 0 1px #ececf0; overflow: hidden; }
.row { display: flex; align-items: center; gap: 12px; padding: 12px 14px; }
.list .row + .row { border-block-start: 1px solid #f0f0f3; }
.icon { flex: none; display: grid; place-items: center; inline-size: 40px; block-size: 40px; border-radius: 50%; background: #f0f0f3; color: #5f5f66; }
.icon svg { inline-size: 22px; block-size: 22px; fill: none; stroke: currentColor; stroke-width: 1.8; stroke-linecap: round; stroke-linejoin: round; }
.row--deposit .icon { background: #e6f4ea; color: #137333; }
.row--bonus .icon, .row--reward .icon { background: #fef3e0; color: #b06000; }
.row--win .icon { background: #e8f0fe; color: #1a56c4; }
.row--loss .icon { background: #f1f1f4; color: #6e6e73; }
.row--withdrawal .icon { background: #fce8e6; color: #a50e0e; }
.row--refund .icon { background: #e6f4ea; color: #137333; }
.status { justify-self: start; padding: 1px 8px; border-radius: 999px; background: #f0f0f3; color: #5f5f66; font-size: .75rem; font-weight: 600; }
.status--pending { background: #fef3e0; color: #8a4b00; }
.status--paid { background: #e6f4ea; color: #137333; }
.status--failed { background: #fce8e6; color: #a50e0e; }
.cancel {
  min-block-size: 44px; min-inline-size: 44px; padding: 0 12px; border: 1px solid currentColor; border-radius: 999px; background: #fff;
  color: var(--mc-color-primary, #c8102e); font: inherit; font-size: .85rem; font-weight: 600; cursor: pointer;
}
.cancel[aria-disabled='true'] { opacity: .6; cursor: progress; }
.cancel:focus-visible { outline: 3px solid var(--mc-color-focus, #1a73e8); outline-offset: 2px; }
.text { display: grid; gap: 2px; min-inline-size: 0; flex: 1; }
.title { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.meta { color: #6e6e73; font-size: .8rem; }
.figures { display: grid; gap: 2px; justify-items: end; text-align: end; flex: none; max-inline-size: 50%; }
.money { font-weight: 700; font-variant-numeric: tabular-nums; white-space: nowrap; }
.money--credit { color: #137333; }
.money--debit { color: #1d1d1f; }
.after { color: #8e8e93; font-size: .75rem; white-space: nowrap; }
.state { display: grid; justify-items: center; gap: 10px; padding: 28px 12px; text-align: center; color: #5f5f66; }
.state p { margin: 0; }
.state svg { inline-size: 48px; block-size: 48px; fill: none; stroke: #b8b8c0; stroke-width: 1.5; stroke-linecap: round; stroke-linejoin: round; }
.state--error { color: #8a1020; }
.state__detail { font-size: .85rem; color: #5f5f66; }
.state[part='loading'] { justify-items: stretch; padding: 0; gap: 0; border-radius: 14px; box-shadow: 0 0 0 1px #ececf0; overflow: hidden; }
.row--skeleton .icon { background: #ececf0; }
.skeleton { background: #ececf0; }
.skeleton--text { display: block; flex: 1; block-size: 14px; border-radius: 7px; }
.end { display: grid; justify-items: center; gap: 8px; padding-block: 6px 12px; }
.note { margin: 0; color: #8e8e93; font-size: .85rem; text-align: center; }
.note--error { color: #8a1020; }
.note--done { color: #137333; }
`;
