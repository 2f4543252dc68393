import { css } from '../../src/element/index.js';

export const styles = css`
:host { display: block; }
.balance svg { inline-size: 20px; block-size: 20px; fill: none; stroke: currentColor; stroke-width: 1.8; stroke-linecap: round; stroke-linejoin: round; flex: none; }
.icon-button {
  display: inline-grid; place-items: center; inline-size: 44px; block-size: 44px; padding: 0; border: 0; border-radius: 50%;
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
.balance--card .amount--none { font-size: 1.15rem; line-height: 1.3; }
.stale { display: inline-flex; align-items: center; gap: 6px; inline-size: fit-content; padding: 2px 10px; border-radius: 999px; font-size: .82rem; font-weight: 600;
  background: var(--mc-balance-stale-background, #fff3cd); color: var(--mc-balance-stale-color, #6b4a00); }
.stale:empty { display: none; }
.stale svg { inline-size: 16px; block-size: 16px; }
.stale-detail { margin: 0; font-size: .82rem; opacity: .9; }
/* Two links side by side, equal while their names fit; a name too long for half the card ("Histórico de
   movimentos", "История операций") takes a row of its own rather than being cut inside a word. */
.links { display: flex; flex-wrap: wrap; gap: 10px; margin-block-start: 8px; }
.link {
  flex: 1 1 0; min-inline-size: fit-content;
  display: inline-flex; align-items: center; justify-content: center; gap: 6px; min-block-size: 44px; padding: 0 10px; border-radius: 12px;
  background: rgb(255 255 255 / .16); color: inherit; font-weight: 700; text-decoration: none; text-align: center;
  overflow-wrap: break-word;
}
.link--primary { background: var(--mc-balance-action-background, #fff); color: var(--mc-balance-action-color, #a50d26); }

.retry {
  justify-self: start; min-block-size: 44px; padding: 0 18px; border: 0; border-radius: 12px; font: inherit; font-weight: 700;
  background: var(--mc-balance-action-background, #fff); color: var(--mc-balance-action-color, #a50d26); cursor: pointer;
}
.retry:focus-visible { outline: 3px solid var(--mc-color-focus, #1a73e8); outline-offset: 2px; }

/* One line for a header. Nothing in it shrinks: the page's own title yields first. The label sits small over
   the amount and takes no width of its own (\`contain\`): where all of it does not fit over the amount, it wraps
   out of sight behind a zero-width start rather than being cut, and the amount is never cut either. */
.balance--compact {
  display: flex; align-items: center; gap: 6px; inline-size: fit-content; max-inline-size: 100%; padding-block: 2px; padding-inline: 10px 4px; border-radius: 999px;
  background: var(--mc-balance-compact-background, #f4f4f6); color: var(--mc-balance-compact-color, #1d1d1f); font-size: .95rem;
  box-sizing: border-box;
}
.balance--compact > * { flex: none; }
.figure { display: grid; line-height: 1.2; }
.label-room[hidden] { display: none; }
.label-room { contain: inline-size; display: flex; flex-wrap: wrap; block-size: 1.2em; overflow: hidden; font-size: .7rem; }
.label-room__start { inline-size: 0; block-size: 1.2em; }
.compact-label { font-weight: 600; color: #5f5f66; white-space: nowrap; }
/* Its own direction from its first letter: "R$ 1.234,56" keeps its order in a right-to-left page. */
.balance--compact .amount { unicode-bidi: plaintext; }
/* About the width of a usual amount, so that the header hardly moves when the amount comes. */
.balance--compact .skeleton { inline-size: 6em; }
.balance--compact .wallet-icon { color: var(--mc-color-primary, #c8102e); inline-size: 18px; block-size: 18px; }
/* In the header the buttons keep a full 44 px touch target; the negative margin keeps the header's height. */
.balance--compact .icon-button { inline-size: 44px; block-size: 44px; margin-block: -6px; background: transparent; color: #5f5f66; }
.balance--compact .icon-button svg { inline-size: 18px; block-size: 18px; }
.balance--compact .stale-mark { color: #b26a00; inline-size: 16px; block-size: 16px; }
`;
