import { useId } from 'react';
import { t } from '../../src/index.js';

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
