import { useEffect, useId, useRef } from 'react';
import { t } from '../i18n/i18n.js';
import type { Notice } from './notices.js';

/**
 * A modal notice on the native `<dialog>`: the browser traps focus, makes the page behind it inert and puts
 * it in the top layer. Escape and the button both close it.
 */
export function NoticeDialog({ notice }: { notice: Notice }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    // The dialog is removed from the page rather than closed, so the browser does not return focus by itself.
    const previous = deepActiveElement();
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="mc-dialog"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      data-kind={notice.kind ?? 'notice'}
      part="notice"
      onCancel={(event) => {
        event.preventDefault();
        notice.close();
      }}
    >
      <h2 id={titleId} className="mc-dialog__title">
        {notice.title}
      </h2>
      <p id={bodyId} className="mc-dialog__body">
        {notice.message}
      </p>
      <div className="mc-dialog__actions">
        <button type="button" className="mc-button" autoFocus onClick={notice.close}>
          {notice.confirmLabel ?? t('confirm')}
        </button>
      </div>
    </dialog>
  );
}

/** The focused element, looking inside shadow roots (an element's field is inside its shadow root). */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}
