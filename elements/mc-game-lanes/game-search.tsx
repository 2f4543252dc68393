import { useId, type KeyboardEvent } from 'react';
import { t } from '../../src/i18n/index.js';

/** The longest search the platform takes. */
export const SEARCH_MAX_LENGTH = 40;

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
}

/** The search landmark: a labelled search field that clears with its button or Escape. */
export function SearchBox({ value, onChange }: SearchBoxProps) {
  const id = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && value) {
      event.preventDefault();
      onChange('');
    }
  };
  return (
    <form className="search" role="search" aria-labelledby={`${id}-label`} onSubmit={(event) => event.preventDefault()}>
      <label className="mc-visually-hidden" id={`${id}-label`} htmlFor={id}>
        {t('game_search_label')}
      </label>
      <svg className="search__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="11" cy="11" r="6.5" />
        <path d="M16 16l4.5 4.5" />
      </svg>
      <input
        id={id}
        className="search__input"
        part="search"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={t('game_search_placeholder')}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      {value && (
        <button type="button" className="search__clear" aria-label={t('game_search_clear')} onClick={() => onChange('')}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      )}
    </form>
  );
}
