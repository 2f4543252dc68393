/**
 * The country dialling-code picker (SPEC §2): a slide-up list of flag and `+code` under the heading
 * `info_country_code`. A lazy chunk, loaded when a player first opens it; SMS login and registration share it.
 */
import { useEffect, useMemo, useRef } from 'react';
import { language, t } from '../i18n/i18n.js';
import { languageInfo } from '../i18n/languages.js';
import { Modal } from '../ui/modal.js';
import { useShadowStyles } from '../element/use-shadow-styles.js';
import { flagOf, type Country } from './countries.js';
import { css } from '../element/css.js';

export interface CountrySheetProps {
  countries: readonly Country[];
  /** The country code currently chosen, marked and focused when the list opens. */
  selected: string;
  onSelect: (country: Country) => void;
  onClose: () => void;
}

export const countrySheetStyles = css`
.mc-dialog[data-kind='country-picker'] {
  margin: auto auto 0; inline-size: 100%; max-inline-size: 480px; max-block-size: 70vh;
  border-end-start-radius: 0; border-end-end-radius: 0; padding-block-end: max(1em, env(safe-area-inset-bottom));
  animation: mc-slide-up .25s ease-out;
}
@keyframes mc-slide-up { from { transform: translateY(100%); } }
@media (prefers-reduced-motion: reduce) { .mc-dialog[data-kind='country-picker'] { animation: none; } }
.mc-country-list { list-style: none; margin: 0; padding: 0; overflow-y: auto; max-block-size: calc(70vh - 8em); }
.mc-country-option {
  display: flex; align-items: center; gap: .75em; inline-size: 100%; min-block-size: 48px; padding: .5em .75em;
  border: 0; border-block-end: 1px solid var(--mc-color-border-soft, #e5e5ea); background: none; font: inherit;
  color: inherit; text-align: start; cursor: pointer;
}
.mc-country-option[aria-current='true'] { font-weight: 700; color: var(--mc-color-primary, #c8102e); }
.mc-country-option:focus-visible { outline: 3px solid var(--mc-color-focus, #1a73e8); outline-offset: -3px; }
.mc-country-flag { font-size: 1.5em; line-height: 1; }
.mc-country-name { flex: 1; }
.mc-country-dial { direction: ltr; unicode-bidi: isolate; color: var(--mc-color-text-muted, #48484a); }
`;

export function CountrySheet({ countries, selected, onSelect, onClose }: CountrySheetProps) {
  useShadowStyles(countrySheetStyles);
  const current = useRef<HTMLButtonElement>(null);
  const tag = languageInfo(language.value).tag;
  // Country names in the player's language, from the browser; without them the codes alone still work.
  const regionName = useMemo(() => {
    try {
      const names = new Intl.DisplayNames([tag], { type: 'region' });
      return (code: string) => names.of(code) ?? '';
    } catch {
      return () => '';
    }
  }, [tag]);
  useEffect(() => current.current?.focus(), []);
  return (
    <Modal
      title={t('info_country_code')}
      kind="country-picker"
      part="country-picker"
      onDismiss={onClose}
      actions={
        <button type="button" className="mc-button mc-button--secondary" onClick={onClose}>
          {t('cancel')}
        </button>
      }
    >
      <ul className="mc-country-list">
        {countries.map((country) => {
          const chosen = country.countryCode === selected;
          return (
            <li key={country.countryCode}>
              <button
                type="button"
                ref={chosen ? current : undefined}
                className="mc-country-option"
                part="country-option"
                aria-current={chosen}
                data-country={country.countryCode}
                onClick={() => onSelect(country)}
              >
                <span className="mc-country-flag" aria-hidden="true">
                  {flagOf(country.countryCode)}
                </span>
                <span className="mc-country-name">{regionName(country.countryCode)}</span>
                <span className="mc-country-dial">{country.countryDialingCode}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
