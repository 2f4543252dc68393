import { useEffect, useId, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEmit } from '../../src/element/index.js';
import { chooseLanguage, language, LANGUAGE_NAMES, LANGUAGES, t, type LanguageCode } from '../../src/i18n/index.js';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface McLanguagePickerProps {}

/** Detail of `mc-language-change`. */
export interface LanguageChangeDetail {
  /** The language now in force (`CN`, `EN`, ...). */
  language: LanguageCode;
  /** The language before. */
  previous: LanguageCode;
}

const GLOBE = (
  <svg viewBox="0 0 24 24" aria-hidden="true" className="globe">
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9s1.3-6.4 3.8-9z" />
  </svg>
);

/** The 22 languages by their own names; the pick switches the page and is saved on the member's account. */
export function McLanguagePicker(_: McLanguagePickerProps) {
  useSignals();
  const emit = useEmit();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<LanguageCode | null>(null);
  const [failed, setFailed] = useState(false);
  // The list opens towards the middle of the screen, wherever the page puts the picker.
  const [towardsLeft, setTowardsLeft] = useState(true);
  const toggle = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const current = language.value;

  useEffect(() => {
    if (!open) return;
    list.current?.querySelector<HTMLButtonElement>('[aria-current="true"]')?.focus();
  }, [open]);

  function close() {
    setOpen(false);
    toggle.current?.focus();
  }

  async function pick(code: LanguageCode) {
    if (pending) return;
    if (code === current) return close();
    setPending(code);
    setFailed(false);
    try {
      await chooseLanguage(code);
      emit<LanguageChangeDetail>('mc-language-change', { language: code, previous: current });
      close();
    } catch {
      // The language's strings did not arrive: the page stays as it was and says so.
      setFailed(true);
    } finally {
      setPending(null);
    }
  }

  return (
    <div className="picker" onKeyDown={(event) => event.key === 'Escape' && open && (event.stopPropagation(), close())}>
      <button
        ref={toggle}
        type="button"
        part="button"
        className="toggle"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${t('language_picker_label')}: ${LANGUAGE_NAMES[current]}`}
        onClick={() => {
          const box = toggle.current?.getBoundingClientRect();
          if (box) setTowardsLeft(box.left + box.width / 2 > window.innerWidth / 2);
          setOpen(!open);
        }}
      >
        {GLOBE}
        <span className="current">{LANGUAGE_NAMES[current]}</span>
        <svg viewBox="0 0 24 24" aria-hidden="true" className="chevron"><path d="M7 10l5 5 5-5" /></svg>
      </button>
      {open && (
        <div ref={list} id={listId} part="list" className={towardsLeft ? 'list list--left' : 'list list--right'} role="group" aria-label={t('language_picker_label')} aria-busy={pending !== null}>
          {LANGUAGES.map(({ code, tag }) => (
            <button
              key={code}
              type="button"
              part="option"
              className="option"
              lang={tag}
              aria-current={code === current}
              disabled={pending !== null && pending !== code}
              onClick={() => void pick(code)}
            >
              {/* Each name keeps its own direction; the list keeps the page's. */}
              <span dir="auto">{LANGUAGE_NAMES[code]}</span>
            </button>
          ))}
        </div>
      )}
      {failed && (
        <p part="error" className="error" role="alert">
          {t('language_switch_failed')}
        </p>
      )}
    </div>
  );
}
