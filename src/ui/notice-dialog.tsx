import { t } from '../i18n/i18n.js';
import { Modal } from './modal.js';
import type { Notice } from './notices.js';

/** A notice (SPEC §2 alert): title, message, one button. Escape closes it like the button. */
export function NoticeDialog({ notice }: { notice: Notice }) {
  return (
    <Modal
      title={notice.title}
      role="alertdialog"
      part="notice"
      kind={notice.kind ?? 'notice'}
      onDismiss={notice.close}
      actions={
        <button type="button" className="mc-button" autoFocus onClick={notice.close}>
          {notice.confirmLabel ?? t('confirm')}
        </button>
      }
    >
      {/* dir="auto": a server's sentence in another script than the page's keeps its own reading order. */}
      <p className="mc-dialog__text" dir="auto">
        {notice.message}
      </p>
    </Modal>
  );
}
