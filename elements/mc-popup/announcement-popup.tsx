import { useState } from 'react';
import { t } from '../../src/i18n/index.js';
import { HtmlContent, type PopupItem } from '../../src/popups/index.js';
import { Modal } from '../../src/ui/index.js';
import { TodayHide, useInitialFocus } from './today-hide.js';

/** The announcement popup (SPEC §2): a title, the list of announcements, close, and "don't show again today". */
export function AnnouncementPopup({ items, onClose }: { items: PopupItem[]; onClose: (hideToday: boolean) => void }) {
  const [hideToday, setHideToday] = useState(false);
  const focusRef = useInitialFocus<HTMLButtonElement>();
  return (
    <Modal
      title={t('popup_announcement_title')}
      part="announcement"
      kind="announcement"
      onDismiss={() => onClose(false)}
      actions={
        <>
          <TodayHide checked={hideToday} onChange={setHideToday} />
          <button ref={focusRef} type="button" className="mc-button" part="close" onClick={() => onClose(hideToday)}>
            {t('close')}
          </button>
        </>
      }
    >
      <ul className="list" part="list">
        {items.map((item) => (
          <li key={item.id} className="item">
            {item.title && <h3 className="item__title" dir="auto">{item.title}</h3>}
            <HtmlContent html={item.content} className="content" />
          </li>
        ))}
      </ul>
    </Modal>
  );
}
