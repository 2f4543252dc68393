import { css } from '../../src/element/index.js';

export const styles = css`
.invite { display: grid; gap: .75em; }
.invite--loading { min-block-size: 160px; border-radius: 14px; background: #ececf0; }
.note { margin: 0; }
.invite__title { margin: 0; font-size: 1.2em; }
.hero { display: grid; place-items: center; padding: 1em; border-radius: 14px; background: linear-gradient(135deg, #fde7ea, #fff4d6); }
.hero svg { inline-size: 72px; block-size: 72px; fill: none; stroke: var(--mc-color-primary, #c8102e); stroke-width: 2.5; stroke-linejoin: round; }
.mc-field { margin: 0; }
.link { font-family: ui-monospace, monospace; font-size: .85em; text-align: start; }
.code { margin: 0; font-size: .9em; color: #6e6e73; }
.code strong { color: var(--mc-color-text, #1d1d1f); letter-spacing: .05em; }
.status { margin: 0; min-block-size: 1.4em; color: #1b7f3b; font-weight: 600; }
.count { margin: 0; font-size: .9em; color: #6e6e73; }
`;
