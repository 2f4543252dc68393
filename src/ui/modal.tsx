import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface ModalProps {
  title: string;
  children: ReactNode;
  /** The buttons row. */
  actions?: ReactNode;
  /** Called on Escape when `dismissible`; a mask tap never closes (SPEC §2 domain-error modal). */
  onDismiss?: () => void;
  dismissible?: boolean;
  /** `alertdialog` for messages that need an answer. */
  role?: 'dialog' | 'alertdialog';
  part?: string;
  kind?: string;
}

/**
 * The shared modal on the native `<dialog>`: the browser traps focus, makes the page behind it inert, puts
 * it in the top layer and restores focus on close. Every dialog of the kit renders through it.
 */
export function Modal({ title, children, actions, onDismiss, dismissible = true, role = 'dialog', part = 'modal', kind }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    // React removes the dialog from the page before this cleanup closes it, and the browser returns focus
    // only when an open dialog is closed in place: give it back to where the player was ourselves, without
    // scrolling to it, since the player may have scrolled away from it before the dialog came up.
    const previous = deepActiveElement();
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="mc-dialog"
      role={role}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      data-kind={kind}
      part={part}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onDismiss?.();
      }}
    >
      <h2 id={titleId} className="mc-dialog__title">
        {title}
      </h2>
      <div id={bodyId} className="mc-dialog__body">
        {children}
      </div>
      {actions && <div className="mc-dialog__actions">{actions}</div>}
    </dialog>
  );
}

/** The focused element, looking inside shadow roots (an element's field is inside its shadow root). */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}
