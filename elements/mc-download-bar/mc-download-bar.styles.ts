import { css } from '../../src/element/index.js';

export const styles = css`
:host { position: sticky; inset-block-start: 0; z-index: var(--mc-download-bar-z-index, 20); }
.bar {
  display: flex; align-items: center; gap: .6em; min-block-size: 60px; padding-block: .4em; padding-inline: .25em .75em;
  background: var(--mc-download-bar-background, #fff); color: var(--mc-color-text, #1d1d1f);
  box-shadow: var(--mc-download-bar-shadow, 0 1px 4px rgba(0,0,0,.12));
}
.close {
  flex: none; display: grid; place-items: center; inline-size: 44px; block-size: 44px; padding: 0; border: 0;
  background: transparent; color: #6e6e73; cursor: pointer; border-radius: 8px;
}
.close svg { inline-size: 18px; block-size: 18px; fill: none; stroke: currentColor; stroke-width: 2.2; stroke-linecap: round; }
.close:focus-visible { outline: 3px solid var(--mc-color-focus, #1a73e8); outline-offset: 1px; }
.icon { flex: none; inline-size: 40px; block-size: 40px; border-radius: 10px; object-fit: cover; background: #f2f2f7; }
.icon--fallback {
  display: grid; place-items: center; font-weight: 700; font-size: 1.2em;
  background: var(--mc-color-primary, #c8102e); color: var(--mc-color-on-primary, #fff);
}
/* A container, so that the stars can shrink with it where a long "Download" leaves it little room. */
.text { flex: 1; min-inline-size: 0; display: flex; flex-direction: column; container-type: inline-size; }
.name { font-weight: 600; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.rating { display: inline-flex; flex-wrap: wrap; align-items: center; column-gap: .3em; font-size: .8em; color: #6e6e73; }
.stars { color: #f5a623; letter-spacing: .05em; font-size: min(1em, 19cqi); }
.gift { flex: none; display: grid; place-items: center; inline-size: 32px; block-size: 32px; color: var(--mc-color-primary, #c8102e); }
.gift svg { inline-size: 26px; block-size: 26px; fill: none; stroke: currentColor; stroke-width: 1.8; stroke-linejoin: round; animation: nudge 2.4s ease-in-out infinite; }
@keyframes nudge { 0%, 80%, 100% { transform: rotate(0); } 85% { transform: rotate(-12deg); } 90% { transform: rotate(12deg); } 95% { transform: rotate(-6deg); } }
@media (prefers-reduced-motion: reduce) { .gift svg { animation: none; } }
.download { flex: none; min-block-size: 44px; padding: .4em 1em; border-radius: 999px; text-decoration: none; white-space: nowrap; }
`;
