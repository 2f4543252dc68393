import { useEffect, useId, useRef } from 'react';
import { t } from '../../src/i18n/index.js';

/** "Don't show again today": hides the popup until the next local midnight. */
export function TodayHide({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <span className="today" part="today-hide">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{t('popup_hide_today')}</label>
    </span>
  );
}

/**
 * The button a popup focuses when it opens: its close (or next) button rather than the first control, so that
 * Enter or Space does what the player most likely wants and the first link or dot is not outlined.
 */
export function useInitialFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus({ preventScroll: true }), []);
  return ref;
}
