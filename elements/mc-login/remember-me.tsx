import { useEffect, useId, useState } from 'react';
import { t } from '../../src/i18n/index.js';
import { hasRememberedLogin, restoreRememberedLogin } from '../../src/session/index.js';
import type { LoginType } from './login-outcome.js';
import { css } from '../../src/element/index.js';

/** CSS of the remember-me row, added to the form's. */
export const rememberMeStyles = css`
.remember { margin-block-end: 1em; }
/* The box sits inside its label: the whole row, 44 px tall, is what a thumb taps. */
.remember__label { display: flex; align-items: center; gap: .6em; min-block-size: 44px; font-weight: 600; font-size: .9em; cursor: pointer; }
.remember__box { flex: none; inline-size: 1.25em; block-size: 1.25em; margin: 0; accent-color: var(--mc-color-primary, #c8102e); }
/* Under the label's text: the box (1.25em) and the gap (.6em) of the label's .9em, in the hint's .8em. */
.remember__hint { margin: -.2em 0 0; margin-inline-start: calc(1.85em * .9 / .8); font-size: .8em; opacity: .75; }
`;

export interface RememberChoice {
  checked: boolean;
  setChecked: (checked: boolean) => void;
}

/**
 * The player's "remember me" choice in the pane of one login type, starting from what this browser remembers:
 * a remembered login of that type ticks the box and refills the form (the user name or mobile number; the
 * password only for a username login, and only when it can be unsealed).
 */
export function useRememberMe(type: LoginType, fill: (username: string, password: string) => void): RememberChoice {
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    if (!hasRememberedLogin()) return;
    let live = true;
    void restoreRememberedLogin().then((remembered) => {
      if (!live || remembered?.type !== type) return;
      setChecked(true);
      fill(remembered.username, remembered.password ?? '');
    });
    return () => {
      live = false;
    };
    // Once, on mount: later changes are the player's.
  }, []);
  return { checked, setChecked };
}

/**
 * The checkbox; unticking it at the next login forgets the remembered login and turns auto-login off. Its hint
 * says what is kept: by mobile number only the number, and no automatic login.
 */
export function RememberMe({ checked, setChecked, type }: RememberChoice & { type: LoginType }) {
  const id = useId();
  return (
    <div className="remember" part="remember">
      <label className="remember__label" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name="remember"
          className="remember__box"
          checked={checked}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setChecked(event.target.checked)}
        />
        {t('remember_me')}
      </label>
      <p id={`${id}-hint`} className="remember__hint">
        {t(type === 'sms' ? 'remember_me_hint_sms' : 'remember_me_hint')}
      </p>
    </div>
  );
}
