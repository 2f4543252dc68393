import { css } from '../../src/element/index.js';

export const styles = css`
:host { display: block; }
.withdraw { display: grid; gap: 14px; }
.note { margin: 0; color: #8e8e93; text-align: center; }
.hero {
  display: grid; gap: 4px; padding: 16px; border-radius: var(--mc-radius-lg, 14px);
  background: var(--mc-withdraw-hero, linear-gradient(135deg, #1d1d1f, #3a3a40)); color: #fff;
}
.hero__label { font-size: .85rem; opacity: .8; }
.hero__amount { font-size: 1.75rem; font-weight: 700; font-variant-numeric: tabular-nums; }
.step { display: grid; gap: 12px; padding: 14px; border-radius: var(--mc-radius-lg, 14px); background: var(--mc-color-surface, #fff); box-shadow: 0 0 0 1px #ececf0; }
.step__title { margin: 0; font-size: 1.05rem; font-weight: 700; }
.step__title:focus { outline: none; }
.step .mc-field { margin-block-end: 0; }
.meta { margin: 0; color: #6e6e73; font-size: .85rem; line-height: 1.4; }
.account { display: flex; align-items: center; flex-wrap: wrap; gap: 4px 12px; padding-block-end: 12px; border-block-end: 1px solid #f0f0f3; }
.account__title { flex: 1 0 100%; color: #6e6e73; font-size: .8rem; }
.account__text { display: grid; gap: 2px; flex: 1; min-inline-size: 0; }
.account__kind { font-weight: 600; }
.account__key { font-variant-numeric: tabular-nums; }
.account__holder { color: #6e6e73; font-size: .85rem; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.link {
  min-block-size: 44px; min-inline-size: 44px; padding: 0 8px; border: 0; background: none; color: var(--mc-color-primary, #c8102e);
  font: inherit; font-weight: 600; cursor: pointer;
}
.notice { margin: 0; color: #137333; font-size: .9rem; }
.amount { font-size: 1.3rem; font-weight: 700; font-variant-numeric: tabular-nums; }
.chips { display: flex; flex-wrap: wrap; gap: 8px; }
.chip {
  min-block-size: 44px; padding: 0 14px; border: 1px solid #dcdce0; border-radius: 999px; background: #fff; color: #3a3a3f;
  font: inherit; font-size: .9rem; cursor: pointer;
}
.chip[aria-pressed='true'] { border-color: var(--mc-color-primary, #c8102e); background: var(--mc-color-primary, #c8102e); color: var(--mc-color-on-primary, #fff); font-weight: 600; }
.figures { display: grid; gap: 6px; margin: 0; padding: 10px 12px; border-radius: 10px; background: #f6f6f8; }
.figures div { display: flex; justify-content: space-between; align-items: baseline; gap: 12px; }
.figures dt { color: #5f5f66; }
.figures dd { margin: 0; font-variant-numeric: tabular-nums; text-align: end; }
.figures__total dt, .figures__total dd { color: #1d1d1f; font-weight: 700; }
.rules { margin: 0; padding-inline-start: 18px; color: #6e6e73; font-size: .8rem; line-height: 1.5; }
.actions { display: flex; flex-wrap: wrap; gap: 10px; }
.actions .mc-button { flex: 1 1 140px; min-block-size: 48px; display: inline-flex; align-items: center; justify-content: center; text-decoration: none; }
.submit { min-block-size: 48px; }
.state { display: grid; gap: 10px; justify-items: center; padding: 20px 12px; text-align: center; color: #8a1020; }
.state p { margin: 0; }
.state--loading { justify-items: stretch; padding: 0; }
.skeleton { display: block; block-size: 160px; border-radius: 14px; background: #ececf0; }
.skeleton--hero { block-size: 76px; }
.link:focus-visible, .chip:focus-visible { outline: 3px solid var(--mc-color-focus, #1a73e8); outline-offset: 2px; }
`;
