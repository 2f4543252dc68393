import { css } from '../element/css.js';

/**
 * CSS shared by every element's shadow root and the overlay: the theme's custom properties with defaults,
 * and the shared parts (button, field, dialog). Merchants theme with the `--mc-*` properties.
 *
 * Right to left (comments here, not in the string, which ships as it is): phone numbers, codes and amounts
 * (fields of type tel or inputmode numeric or decimal, which every code field has) read left to right in every
 * language, and in a right-to-left form still fill from the form's start side, the end of their own
 * left-to-right line; the parent tells the form's direction, since HTML makes a telephone field left to right
 * itself. `mc-mirror-rtl` turns round an icon that points along the line (a speech bubble's tail, a speaker's
 * waves, a back arrow).
 */
export const baseStyles = css`
:host {
  display: block;
  box-sizing: border-box;
  font-family: var(--mc-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif);
  font-size: var(--mc-font-size, 16px);
  line-height: 1.4;
  color: var(--mc-color-text, #1d1d1f);
}
:host([hidden]) { display: none; }
*, *::before, *::after { box-sizing: inherit; }
.mc-loading { min-height: 2rem; }
.mc-visually-hidden {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.mc-button {
  display: inline-flex; align-items: center; justify-content: center; gap: .5em;
  min-height: 44px; padding: .6em 1.2em; border: 0; border-radius: var(--mc-radius, 10px);
  background: var(--mc-color-primary, #c8102e); color: var(--mc-color-on-primary, #fff);
  font: inherit; font-weight: 600; cursor: pointer;
}
.mc-button[disabled], .mc-button[aria-disabled='true'] { opacity: .6; cursor: progress; }
.mc-button--secondary { background: transparent; color: var(--mc-color-primary, #c8102e); box-shadow: inset 0 0 0 1px currentColor; }
.mc-button:focus-visible, .mc-input:focus-visible, .mc-icon-button:focus-visible {
  outline: 3px solid var(--mc-color-focus, #1a73e8); outline-offset: 2px;
}
.mc-field { display: flex; flex-direction: column; gap: .3em; margin-block-end: 1em; }
.mc-field__label { font-weight: 600; font-size: .9em; }
.mc-field__control { position: relative; display: flex; align-items: center; }
.mc-input {
  inline-size: 100%; min-height: 44px; padding: .6em .8em; font: inherit; color: inherit;
  background: var(--mc-color-input-bg, #fff); border: 1px solid var(--mc-color-border, #8e8e93);
  border-radius: var(--mc-radius, 10px);
}
.mc-input[aria-invalid='true'] { border-color: var(--mc-color-danger, #b00020); box-shadow: 0 0 0 1px var(--mc-color-danger, #b00020); }
.mc-field__control--revealable .mc-input { padding-inline-end: 7.5em; }
.mc-input:is([type=tel], [inputmode=numeric], [inputmode=decimal]) { direction: ltr; }
:dir(rtl) > .mc-input:is([type=tel], [inputmode=numeric], [inputmode=decimal]) { text-align: end; }
.mc-mirror-rtl:dir(rtl) { transform: scaleX(-1); }
.mc-field__error { color: var(--mc-color-danger, #b00020); font-size: .85em; margin: 0; }
.mc-icon-button {
  position: absolute; inset-inline-end: 4px; min-width: 44px; min-height: 44px; border: 0; background: transparent;
  color: var(--mc-color-primary, #c8102e); font: inherit; font-size: .85em; font-weight: 600; cursor: pointer;
  border-radius: var(--mc-radius, 10px); text-decoration: underline; text-underline-offset: 2px;
}
.mc-dialog {
  border: 0; border-radius: var(--mc-radius-lg, 14px); padding: 1.25em; max-inline-size: min(90vw, 360px);
  color: inherit; background: var(--mc-color-surface, #fff); box-shadow: 0 10px 40px rgba(0,0,0,.25);
}
.mc-dialog::backdrop { background: rgba(0,0,0,.45); }
.mc-dialog__title { margin: 0 0 .5em; font-size: 1.1em; }
.mc-dialog__body { margin: 0 0 1em; overflow-wrap: anywhere; }
.mc-dialog__text { margin: 0; }
.mc-dialog__actions { display: flex; justify-content: flex-end; gap: .5em; }
`;
