import type { KeyboardEvent } from 'react';
import { tabAfterArrow } from './tab-keys.js';

export interface ModeTabsProps<Mode extends string> {
  /** The ways, in order, each with its translated name. */
  modes: readonly { mode: Mode; label: string }[];
  selected: Mode;
  onChoose: (mode: Mode) => void;
  /** The tab list's accessible name, such as "Log in with". */
  label: string;
  /** The `useId()` prefix: tab ids are `<ids>-<mode>`, the panel's `<ids>-panel`. */
  ids: string;
}

/**
 * The switch between a form's ways (user name or mobile number) as WAI-ARIA tabs: one tab in the focus order,
 * arrow keys move between them (`tabAfterArrow`) and choose, the panel named by `aria-controls` holds the forms.
 */
export function ModeTabs<Mode extends string>({ modes, selected, onChoose, label, ids }: ModeTabsProps<Mode>) {
  function move(event: KeyboardEvent<HTMLButtonElement>) {
    const next = tabAfterArrow(event, modes.map((each) => each.mode), selected);
    if (next === null) return;
    onChoose(next);
    event.currentTarget.parentElement?.querySelector<HTMLButtonElement>(`[data-mode="${next}"]`)?.focus();
  }

  return (
    <div className="modes" role="tablist" aria-label={label} part="modes">
      {modes.map(({ mode, label: name }) => (
        <button
          key={mode}
          type="button"
          role="tab"
          id={`${ids}-${mode}`}
          data-mode={mode}
          className="mode"
          part="mode"
          aria-selected={mode === selected}
          aria-controls={`${ids}-panel`}
          tabIndex={mode === selected ? 0 : -1}
          onKeyDown={move}
          onClick={() => onChoose(mode)}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
