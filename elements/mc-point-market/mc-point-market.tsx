import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { errorMessage, isApiError } from '../../src/api/index.js';
import { useEmit } from '../../src/element/index.js';
import { formatNumber, language, t } from '../../src/i18n/index.js';
import { loadMall, redeemItem, type Mall, type MallItem, type Redemption } from './mall.js';
import { isLoggedIn } from '../../src/session/index.js';
import { AsyncView, Modal, useAsync } from '../../src/ui/index.js';

export type McPointMarketProps = Record<string, never>;

/** Detail of `mc-point-market-redeem`. */
export interface PointRedeemDetail {
  itemId: string;
  orderId: string;
  points: number;
}

/** Refusals the market words itself, in the player's language. */
const REFUSALS: Record<string, string> = {
  'mall.points.insufficient': 'mall_not_enough_points',
  'mall.item.sold.out': 'mall_sold_out_now',
};

type Step =
  | { kind: 'confirm'; item: MallItem }
  | { kind: 'busy'; item: MallItem }
  | { kind: 'done'; item: MallItem; redemption: Redemption }
  | { kind: 'failed'; item: MallItem; message: string };

export function McPointMarket(_props: McPointMarketProps) {
  useSignals();
  const emit = useEmit();
  const resource = useAsync(loadMall, [isLoggedIn.value, language.value]);
  const [step, setStep] = useState<Step | null>(null);

  async function redeem(item: MallItem) {
    setStep({ kind: 'busy', item });
    try {
      const redemption = await redeemItem(item.id);
      resource.update((mall: Mall) => ({
        points: redemption.points,
        items: mall.items.map((entry) => (entry.id === item.id ? { ...entry, stock: redemption.stock ?? Math.max(0, entry.stock - 1) } : entry)),
      }));
      setStep({ kind: 'done', item, redemption });
      emit<PointRedeemDetail>('mc-point-market-redeem', { itemId: item.id, orderId: redemption.orderId, points: redemption.points });
    } catch (failure) {
      const key = isApiError(failure) ? REFUSALS[failure.code] : undefined;
      setStep({ kind: 'failed', item, message: key ? t(key) : isApiError(failure) ? errorMessage(failure) : t('unknown_error') });
      // A refusal means the market changed under the player: show it as it is now.
      if (key) resource.reload();
    }
  }

  return (
    <section className="market" part="market" aria-label={t('route_mall')}>
      <AsyncView resource={resource} empty={t('mall_empty')} isEmpty={(mall) => mall.items.length === 0}>
        {(mall) => (
          <>
            <p className="balance" part="balance">
              <span className="balance__label">{t('mall_my_points')}</span>
              <span className="balance__value">{formatNumber(mall.points)}</span>
            </p>
            <ul className="items" role="list">
              {mall.items.map((item) => (
                <ItemCard key={item.id} item={item} points={mall.points} onRedeem={() => setStep({ kind: 'confirm', item })} />
              ))}
            </ul>
          </>
        )}
      </AsyncView>
      {/* Outside the scaffold: a refusal reloads the market, and its message stays up meanwhile. */}
      {step && (
        <RedeemDialog
          step={step}
          points={resource.state.status === 'ready' ? resource.state.data.points : 0}
          onConfirm={(item) => void redeem(item)}
          onClose={() => setStep(null)}
        />
      )}
    </section>
  );
}

const ICONS: Record<string, string> = {
  bonus: 'M12 3a9 9 0 110 18 9 9 0 010-18zM14.5 9.3c-.4-.8-1.3-1.3-2.5-1.3-1.4 0-2.5.8-2.5 1.9 0 2.6 5 1.4 5 4.1 0 1.1-1.1 2-2.5 2-1.2 0-2.2-.5-2.6-1.4M12 6.5v11',
  spin: 'M12 3a9 9 0 109 9M12 3v4m9 5h-4M12 8a4 4 0 104 4',
  ticket: 'M3 8a2 2 0 002-2h14a2 2 0 002 2v2a2 2 0 000 4v2a2 2 0 00-2 2H5a2 2 0 00-2-2v-2a2 2 0 000-4zM14 6v12',
  gift: 'M4 11h16v10H4zM3 7h18v4H3zM12 7v14M12 7c-1.5-3-5-3.5-5-1.2C7 7 9.5 7 12 7zm0 0c1.5-3 5-3.5 5-1.2C17 7 14.5 7 12 7z',
};

function ItemCard({ item, points, onRedeem }: { item: MallItem; points: number; onRedeem: () => void }) {
  const soldOut = item.stock <= 0;
  const short = !soldOut && points < item.points;
  const label = short ? t('mall_not_enough') : t('mall_redeem');
  return (
    <li className="item" part="item">
      <span className={`item__icon item__icon--${item.kind}`} aria-hidden="true">
        <svg viewBox="0 0 24 24" focusable="false">
          <path d={ICONS[item.kind] ?? ICONS.gift} />
        </svg>
      </span>
      <div className="item__text">
        <h2 className="item__name">{item.name}</h2>
        {item.description && <p className="item__description">{item.description}</p>}
        <p className="item__meta">
          <span className="item__cost" part="cost">
            {t('mall_cost', { points: formatNumber(item.points), count: item.points })}
          </span>
          <span className="item__stock">{soldOut ? t('mall_sold_out') : t('mall_stock', { left: formatNumber(item.stock), count: item.stock })}</span>
        </p>
      </div>
      <button
        type="button"
        className="mc-button item__redeem"
        part="redeem"
        disabled={soldOut || short}
        aria-label={`${label}: ${item.name}`}
        onClick={onRedeem}
      >
        {label}
      </button>
    </li>
  );
}

interface RedeemDialogProps {
  step: Step;
  points: number;
  onConfirm: (item: MallItem) => void;
  onClose: () => void;
}

function RedeemDialog({ step, points, onConfirm, onClose }: RedeemDialogProps) {
  const { item } = step;
  if (step.kind === 'done') {
    return (
      <Modal
        title={t('mall_redeemed_title')}
        part="result"
        onDismiss={onClose}
        actions={
          <button type="button" className="mc-button" onClick={onClose} autoFocus>
            {t('confirm')}
          </button>
        }
      >
        <p className="mc-dialog__text">
          {t('mall_redeemed', {
            item: item.name,
            order: step.redemption.orderId,
            points: formatNumber(step.redemption.points),
            count: step.redemption.points,
          })}
        </p>
      </Modal>
    );
  }
  if (step.kind === 'failed') {
    return (
      <Modal
        title={t('mall_failed_title')}
        part="result"
        role="alertdialog"
        onDismiss={onClose}
        actions={
          <button type="button" className="mc-button" onClick={onClose} autoFocus>
            {t('close')}
          </button>
        }
      >
        <p className="mc-dialog__text" dir="auto">
          {step.message}
        </p>
      </Modal>
    );
  }
  const busy = step.kind === 'busy';
  const left = points - item.points;
  return (
    <Modal
      title={t('mall_confirm_title')}
      part="confirm"
      dismissible={!busy}
      onDismiss={onClose}
      actions={
        <>
          <button type="button" className="mc-button mc-button--secondary" disabled={busy} onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="button" className="mc-button" aria-disabled={busy} onClick={() => !busy && onConfirm(item)} autoFocus>
            {t('mall_redeem')}
          </button>
        </>
      }
    >
      {/* Two sentences, each with its own number, so that each takes the plural form its number needs. */}
      <p className="mc-dialog__text">{t('mall_confirm_text', { item: item.name, points: formatNumber(item.points), count: item.points })}</p>
      <p className="mc-dialog__text">{t('mall_confirm_left', { left: formatNumber(left), count: left })}</p>
    </Modal>
  );
}
