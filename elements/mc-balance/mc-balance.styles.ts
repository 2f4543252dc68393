import { css } from '../../src/element/index.js';

export const styles = css`
:host { display: block; }
.balance svg { inline-size: 20px; block-size: 20px; fill: none; stroke: currentColor; stroke-width: 1.8; stroke-linecap: round; stroke-linejoin: round; flex: none; }
.icon-button {
  display: inline-grid; place-items: center; inline-size: 36px; block-size: 36px; padding: 0; border: 0; border-radius: 50%;
  background: var(--mc-balance-button-background, rgb(255 255 255 / .16)); color: inherit; cursor: pointer;
}
.icon-button[aria-disabled='true'] { cursor: progress; }
.icon-button:focus-visible, .link:focus-visible { outline: 3px solid var(--mc-color-focus, #1a73e8); outline-offset: 2px; }
.controls { display: inline-flex; gap: 6px; }
.spin { animation: spin 0.9s linear infinite; }
@keyframes spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .spin { animation: none; opacity: .5; } }
.amount { font-variant-numeric: tabular-nums; font-weight: 800; white-space: nowrap; }
.amount--stale { opacity: .62; }
.amount--none { font-weight: 600; font-size: 1rem; }
.skeleton { display: inline-block; inline-size: 8em; block-size: .8em; border-radius: 6px; background: currentColor; opacity: .18; vertical-align: middle; }

.balance--card {
  display: grid; gap: 6px; padding: 16px 18px 14px; border-radius: 18px; color: var(--mc-balance-color, #fff);
  background: var(--mc-balance-background, linear-gradient(135deg, #a50d26 0%, #c8102e 45%, #e5533d 100%));
  box-shadow: 0 6px 18px rgb(200 16 46 / .25);
}
.card__top { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
.card__top .label { min-inline-size: 0; overflow-wrap: anywhere; }
.label { display: inline-flex; align-items: center; gap: 6px; font-size: .92rem; font-weight: 600; opacity: .92; }
.balance--card .amount { font-size: 2rem; line-height: 1.15; overflow-wrap: anywhere; white-space: normal; }
.stale { display: inline-flex; align-items: center; gap: 6px; inline-size: fit-content; padding: 2px 10px; border-radius: 999px; font-size: .82rem; font-weight: 600;
  background: var(--mc-balance-stale-background, #fff3cd); color: var(--mc-balance-stale-color, #6b4a00); }
.stale:empty { display: none; }
.stale svg { inline-size: 16px; block-size: 16px; }
.stale-detail { margin: 0; font-size: .82rem; opacity: .9; }
.links { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 10px; margin-block-start: 8px; }
/* Deposit and withdraw side by side; a third link takes the whole row under them. */
.link:last-child:nth-child(odd) { grid-column: 1 / -1; }
.link {
  display: inline-flex; align-items: center; justify-content: center; gap: 6px; min-block-size: 42px; padding: 0 10px; border-radius: 12px;
  background: rgb(255 255 255 / .16); color: inherit; font-weight: 700; text-decoration: none; text-align: center;
  overflow-wrap: anywhere;
}
.link--primary { background: var(--mc-balance-action-background, #fff); color: var(--mc-balance-action-color, #a50d26); }

.balance--compact {
  display: inline-flex; align-items: center; gap: 6px; max-inline-size: 100%; padding-block: 2px; padding-inline: 10px 4px; border-radius: 999px;
  background: var(--mc-balance-compact-background, #f4f4f6); color: var(--mc-balance-compact-color, #1d1d1f); font-size: .95rem;
}
.balance--compact .wallet-icon { color: var(--mc-color-primary, #c8102e); inline-size: 18px; block-size: 18px; }
.balance--compact .amount { overflow: hidden; text-overflow: ellipsis; min-inline-size: 0; }
.balance--compact .icon-button { inline-size: 32px; block-size: 32px; background: transparent; color: #5f5f66; }
.balance--compact .icon-button svg { inline-size: 18px; block-size: 18px; }
.balance--compact .stale-mark { color: #b26a00; inline-size: 16px; block-size: 16px; }
`;
