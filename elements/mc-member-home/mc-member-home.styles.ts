import { css } from '../../src/element/index.js';

export const styles = css`
.member { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1em; }
.member__note { margin: 0; }
.profile { display: flex; align-items: center; gap: .8em; }
.avatar {
  flex: none; display: grid; place-items: center; inline-size: 56px; block-size: 56px; border-radius: 50%;
  background: var(--mc-color-primary, #c8102e); color: var(--mc-color-on-primary, #fff); font-size: 1.5em; font-weight: 700;
}
.profile__text { min-inline-size: 0; }
.profile__name { margin: 0; font-size: 1.2em; overflow-wrap: anywhere; }
.profile__meta { margin: .2em 0 0; color: #6e6e73; font-size: .9em; display: flex; gap: .5em; flex-wrap: wrap; align-items: center; }
.tag { padding: .05em .5em; border-radius: 999px; background: #fde7ea; color: var(--mc-color-primary, #c8102e); font-size: .85em; }
/* Three tiles a row; a last tile alone on its row takes the whole row. */
.shortcuts { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: .5em; }
.shortcut {
  display: flex; flex-direction: column; align-items: center; gap: .3em; inline-size: 100%; min-block-size: 72px;
  padding: .5em .2em; border: 0; border-radius: var(--mc-radius, 10px); background: #f7f7f9; color: inherit;
  font: inherit; font-size: .8em; text-align: center; text-decoration: none; cursor: pointer;
  /* Equal columns whatever the language: a long Burmese or Tamil word breaks inside its tile, not the grid. */
  overflow-wrap: anywhere;
}
.shortcuts > li:last-child:nth-child(3n + 1) { grid-column: 1 / -1; }
.shortcuts > li:last-child:nth-child(3n + 1) .shortcut { flex-direction: row; justify-content: center; min-block-size: 52px; }
.shortcut svg { inline-size: 26px; block-size: 26px; fill: none; stroke: var(--mc-color-primary, #c8102e); stroke-width: 1.8; stroke-linecap: round; stroke-linejoin: round; }
.shortcut:focus-visible { outline: 3px solid var(--mc-color-focus, #1a73e8); outline-offset: 2px; }
.language { display: grid; gap: .3em; }
.language__label { font-weight: 600; font-size: .9em; }
.logout { justify-self: stretch; }
.profile.member--loading { min-block-size: 56px; }
.member--loading .skeleton:not(.skeleton--avatar) { flex: 1; }
.profile--failed { flex-wrap: wrap; justify-content: space-between; }
.skeleton { display: block; block-size: 14px; border-radius: 7px; background: #ececf0; }
.skeleton--avatar { inline-size: 56px; block-size: 56px; border-radius: 50%; }
.skeleton--short { inline-size: 60%; }
`;
