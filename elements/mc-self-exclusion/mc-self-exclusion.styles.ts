import { css } from '../../src/element/index.js';

export const styles = css`
:host { display: block; }
.breaks { display: grid; gap: 14px; }
.intro { margin: 0; color: #3a3a3f; }
.card { display: grid; gap: 8px; padding: 16px; border-radius: 14px; background: #fff; box-shadow: 0 0 0 1px #ececf0; }
.card--exclusion { box-shadow: 0 0 0 1px #f3c9cf; }
.card__title { margin: 0; font-size: 1.05rem; }
.card__text { margin: 0; color: #5f5f66; font-size: .9rem; }
/* The periods share the row and wrap to another when their names do not fit: a name is never cut inside a
   word ("Permanen/t"), whatever the language. */
.periods { display: flex; flex-wrap: wrap; gap: 8px; margin-block-start: 4px; }
.period {
  flex: 1 1 auto; min-block-size: 44px; padding: 6px 8px; border: 1px solid #dcdce0; border-radius: 10px; background: #fff;
  color: #1d1d1f; font: inherit; font-size: .9rem; font-weight: 600; cursor: pointer; overflow-wrap: break-word;
}
.card--exclusion .period { border-color: var(--mc-color-danger, #b00020); color: var(--mc-color-danger, #b00020); }
.period:focus-visible { outline: 3px solid var(--mc-color-focus, #1a73e8); outline-offset: 2px; }
.note { margin: 0; color: #8e8e93; font-size: .9rem; text-align: center; }
.mc-button.danger { background: var(--mc-color-danger, #b00020); color: #fff; }
.mc-dialog__actions { flex-wrap: wrap; }
.dialog__note { margin-block-start: .6em; color: #5f5f66; font-size: .9em; }
.dialog__failure { margin-block-start: .6em; color: var(--mc-color-danger, #b00020); font-size: .9em; }
`;
