/**
 * The player's acceptance at registration (issue: age and terms): a confirmation of legal age, and where the
 * merchant has terms (`info.responsibleGaming.termsUrl`), their acceptance, with a link to read them in a new
 * tab. Both are required; the registration sends `ageConfirmed: true` and the accepted `termsVersion`. The
 * registration form and the consent step before a Google or phone sign-in creates an account both ask with it.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../i18n/i18n.js';
import { platformUrl } from '../net/lines.js';
import { loadStatus, merchantStatus } from '../platform/merchant-status.js';
import { responsibleGaming } from '../platform/responsible-gaming.js';
import { css } from '../element/css.js';

/** What a registration sends once the boxes are ticked. */
export interface AcceptanceFields {
  ageConfirmed: true;
  termsVersion?: string;
}

type Errors = { age?: string; terms?: string };

/** The merchant's terms, when it has them and they are at an http(s) address; null otherwise. */
function merchantTerms(): { href: string; version: string } | null {
  const settings = responsibleGaming();
  if (!settings.termsUrl) return null;
  const url = platformUrl(settings.termsUrl);
  // Only a web page opens: a `javascript:` or `data:` address from a payload never becomes a link.
  if (!url || !/^https?:$/.test(url.protocol)) return null;
  return { href: url.href, version: settings.termsVersion ?? '' };
}

type Boxes = { age?: HTMLInputElement | null; terms?: HTMLInputElement | null };

/**
 * The boxes' state, and `check()` for a submit: the fields to send, or null after highlighting. One state may
 * show in several places (each pane of the registration form): `fields(place)` draws the boxes there, and
 * `check(focus, place)` focuses the box of the place the player is looking at.
 */
export function useAcceptance() {
  useSignals();
  const [age, setAge] = useState(false);
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const boxes = useRef(new Map<string, Boxes>());
  const known = merchantTerms();

  const boxRef = (place: string, which: keyof Boxes) => (box: HTMLInputElement | null) => {
    boxes.current.set(place, { ...boxes.current.get(place), [which]: box });
  };

  useEffect(() => {
    // A widget alone on a merchant's page learns whether the merchant has terms before the player ticks.
    if (!merchantStatus.value) loadStatus().catch(() => {});
  }, []);

  /** The fields to send; null when a box is missing, which it marks and, with `focus`, focuses. */
  function check(focus: boolean, place = ''): AcceptanceFields | null {
    const found: Errors = {};
    if (!age) found.age = t('register_age_required');
    if (known && !terms) found.terms = t('register_terms_required');
    setErrors(found);
    if (found.age || found.terms) {
      if (focus) boxes.current.get(place)?.[found.age ? 'age' : 'terms']?.focus();
      return null;
    }
    return known ? { ageConfirmed: true, termsVersion: known.version || undefined } : { ageConfirmed: true };
  }

  const fields = (place = '') => (
    <div className="acceptance" part="acceptance">
      <AcceptanceBox
        name="ageConfirmed"
        boxRef={boxRef(place, 'age')}
        checked={age}
        label={t('register_age_confirm')}
        error={errors.age}
        onChange={(value) => {
          setAge(value);
          if (value) setErrors((current) => ({ ...current, age: undefined }));
        }}
      />
      {known && (
        <AcceptanceBox
          name="termsAccepted"
          boxRef={boxRef(place, 'terms')}
          checked={terms}
          label={t('register_terms_accept')}
          error={errors.terms}
          onChange={(value) => {
            setTerms(value);
            if (value) setErrors((current) => ({ ...current, terms: undefined }));
          }}
        >
          <a className="acceptance__link" part="terms-link" href={known.href} target="_blank" rel="noopener noreferrer">
            {t('register_terms_read')}
          </a>
        </AcceptanceBox>
      )}
    </div>
  );
  return { check, fields };
}

export type Acceptance = ReturnType<typeof useAcceptance>;

interface BoxProps {
  name: string;
  boxRef: (box: HTMLInputElement | null) => void;
  checked: boolean;
  label: string;
  error?: string;
  onChange: (checked: boolean) => void;
  children?: ReactNode;
}

function AcceptanceBox({ name, boxRef, checked, label, error, onChange, children }: BoxProps) {
  const id = useId();
  return (
    <div className="acceptance__item">
      <label className="acceptance__row" htmlFor={id}>
        <input
          ref={boxRef}
          id={id}
          type="checkbox"
          name={name}
          className="acceptance__box"
          part="acceptance-box"
          checked={checked}
          required
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className="acceptance__label">{label}</span>
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mc-field__error acceptance__error" part="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export const acceptanceStyles = css`
.acceptance { display: flex; flex-direction: column; gap: .6em; margin-block: .25em 1em; }
/* The box sits inside its label: the whole row, at least 44 px tall, is what a thumb taps. */
.acceptance__row { display: flex; align-items: flex-start; gap: .6em; min-block-size: 44px; cursor: pointer; }
.acceptance__box { flex: none; inline-size: 22px; block-size: 22px; margin: 0; margin-block-start: .1em; accent-color: var(--mc-color-primary, #c8102e); }
.acceptance__box[aria-invalid='true'] { outline: 2px solid var(--mc-color-danger, #b00020); outline-offset: 2px; }
.acceptance__box:focus-visible { outline: 3px solid var(--mc-color-focus, #1a73e8); outline-offset: 2px; }
.acceptance__label { font-size: .92em; line-height: 1.4; }
.acceptance__link {
  display: inline-flex; align-items: center; min-block-size: 44px; margin-block-start: -.4em; margin-inline-start: calc(22px + .6em);
  font-size: .88em; color: var(--mc-color-link, #1a5fb4);
}
.acceptance__error { margin-inline-start: calc(22px + .6em); }
`;
