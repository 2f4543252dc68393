import { forwardRef, useId, useState, type InputHTMLAttributes } from 'react';
import { t } from '../i18n/i18n.js';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Error text shown under the field and announced with it; empty for none. */
  error?: string;
  /** Adds a show/hide control to a password field. */
  revealable?: boolean;
}

/** A labelled input with its error, wired for screen readers (label, aria-invalid, aria-describedby). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error = '', revealable = false, type = 'text', ...input },
  ref,
) {
  const id = useId();
  const errorId = `${id}-error`;
  const [revealed, setRevealed] = useState(false);
  return (
    <div className="mc-field" part="field">
      <label className="mc-field__label" htmlFor={id} part="label">
        {label}
      </label>
      <div className={revealable ? 'mc-field__control mc-field__control--revealable' : 'mc-field__control'}>
        <input
          {...input}
          ref={ref}
          id={id}
          type={revealable && revealed ? 'text' : type}
          className="mc-input"
          part="input"
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby={error ? errorId : undefined}
        />
        {revealable && (
          <button
            type="button"
            className="mc-icon-button"
            part="reveal"
            aria-pressed={revealed}
            onClick={() => setRevealed((value) => !value)}
          >
            {revealed ? t('hide_password') : t('show_password')}
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} className="mc-field__error" part="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
});
