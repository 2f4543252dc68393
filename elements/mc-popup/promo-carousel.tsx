import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { direction, t } from '../../src/i18n/index.js';
import { HtmlContent, type PopupItem } from '../../src/popups/index.js';
import { Modal, useCarousel } from '../../src/ui/index.js';
import { TodayHide, useInitialFocus } from './today-hide.js';

/**
 * The promo popup carousel (SPEC §2, §4): slides advance every `autoplay` ms (not with reduced motion, not
 * while touched), by swipe and by the dots. With `forceRead` on any slide, closing first steps through to
 * the last slide.
 */
export function PromoCarousel({ items, autoplay, onClose }: { items: PopupItem[]; autoplay: number; onClose: (hideToday: boolean) => void }) {
  useSignals();
  const last = items.length - 1;
  const [seenLast, setSeenLast] = useState(items.length <= 1);
  const [hideToday, setHideToday] = useState(false);
  const focusRef = useInitialFocus<HTMLButtonElement>();
  const { index, go, handlers } = useCarousel(items.length, autoplay, direction.value === 'rtl', (at) => at === last && setSeenLast(true));
  const forceRead = items.some((item) => item.forceRead);
  const canClose = !forceRead || seenLast;
  const item = items[index]!;

  return (
    <Modal
      title={item.title || t('popup_promotion_title')}
      part="promotion"
      kind="promotion"
      dismissible={canClose}
      onDismiss={() => onClose(false)}
      actions={
        <>
          <TodayHide checked={hideToday} onChange={setHideToday} />
          {/* One button for both, so that focus stays on it when "next" turns into "close". */}
          <button
            ref={focusRef}
            type="button"
            className="mc-button"
            part={canClose ? 'close' : 'next'}
            onClick={() => (canClose ? onClose(hideToday) : go(index + 1))}
          >
            {canClose ? t('close') : t('popup_next')}
          </button>
        </>
      }
    >
      <div
        className="slide"
        part="slide"
        role="group"
        aria-roledescription={t('popup_slide_role')}
        aria-label={t('popup_slide', { n: index + 1, total: items.length })}
        {...handlers}
      >
        <HtmlContent key={item.id} html={item.content} className="content" />
      </div>
      {items.length > 1 && (
        <div className="dots" part="dots">
          {items.map((entry, at) => (
            <button
              key={entry.id}
              type="button"
              className="dot"
              aria-label={t('popup_slide', { n: at + 1, total: items.length })}
              aria-current={at === index ? 'true' : undefined}
              onClick={() => go(at)}
            />
          ))}
        </div>
      )}
    </Modal>
  );
}
