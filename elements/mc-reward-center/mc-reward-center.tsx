import { useId, useState, type KeyboardEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { errorMessage, isApiError } from '../../src/api/index.js';
import { useEmit } from '../../src/element/index.js';
import { formatDate, formatMoney, language, t } from '../../src/i18n/index.js';
import {
  claimPromotion,
  loadRewardCenter,
  type Promotion,
  type PromotionCategory,
  type RewardCenter,
} from './promotions.js';
import { isLoggedIn } from '../../src/session/index.js';
import { AsyncView, useAsync } from '../../src/ui/index.js';

export interface McRewardCenterProps {
  /** Id of the category tab shown first; all promotions when absent or unknown. */
  category?: string;
}

/** Detail of `mc-reward-center-claim`. */
export interface RewardClaimDetail {
  id: string;
  bonusAmount: number | null;
  currency: string;
}

const ALL = '';

export function McRewardCenter({ category }: McRewardCenterProps) {
  useSignals();
  const resource = useAsync(loadRewardCenter, [isLoggedIn.value, language.value]);
  return (
    <section className="rewards" part="rewards" aria-label={t('route_reward_center')}>
      <AsyncView
        resource={resource}
        empty={t('rewards_empty')}
        isEmpty={(data) => data.available && data.promotions.length === 0}
      >
        {(data) =>
          data.available ? (
            <Promotions data={data} initial={category ?? ALL} onClaimed={(id) => resource.update((current) => markClaimed(current, id))} />
          ) : (
            <div className="mc-async" part="unavailable" role="status">
              <p className="mc-async__text">{t('rewards_not_available')}</p>
            </div>
          )
        }
      </AsyncView>
    </section>
  );
}

function markClaimed(data: RewardCenter, id: string): RewardCenter {
  if (!data.available) return data;
  return { ...data, promotions: data.promotions.map((entry) => (entry.id === id ? { ...entry, claimStatus: 'CLAIMED' } : entry)) };
}

interface PromotionsProps {
  data: Extract<RewardCenter, { available: true }>;
  initial: string;
  onClaimed: (id: string) => void;
}

function Promotions({ data, initial, onClaimed }: PromotionsProps) {
  const tabs: PromotionCategory[] = [{ id: ALL, name: t('rewards_all') }, ...data.categories];
  const [selected, setSelected] = useState(() => (tabs.some((tab) => tab.id === initial) ? initial : ALL));
  const base = useId();
  const shown = selected === ALL ? data.promotions : data.promotions.filter((entry) => entry.categoryIds.includes(selected));

  // Arrow keys move between tabs (the WAI-ARIA tabs pattern); Home and End jump to the ends.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, Home: -index, End: tabs.length - 1 - index }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    setSelected(next.id);
    event.currentTarget.querySelector<HTMLElement>(`[data-tab="${CSS.escape(next.id)}"]`)?.focus();
  }

  return (
    <>
      {data.categories.length > 0 && (
        <div className="tabs" part="tabs" role="tablist" aria-label={t('rewards_categories')} onKeyDown={onKeyDown}>
          {tabs.map((tab) => (
            <button
              key={tab.id}
              type="button"
              role="tab"
              className="tab"
              part="tab"
              id={`${base}-tab-${tab.id}`}
              data-tab={tab.id}
              aria-selected={tab.id === selected}
              aria-controls={`${base}-panel`}
              tabIndex={tab.id === selected ? 0 : -1}
              onClick={() => setSelected(tab.id)}
            >
              {tab.name}
            </button>
          ))}
        </div>
      )}
      <div
        className="cards"
        id={`${base}-panel`}
        role={data.categories.length > 0 ? 'tabpanel' : undefined}
        aria-labelledby={data.categories.length > 0 ? `${base}-tab-${selected}` : undefined}
      >
        {shown.length === 0 ? (
          <p className="mc-async__text empty" part="empty">
            {t('rewards_empty')}
          </p>
        ) : (
          shown.map((promotion) => <PromotionCard key={promotion.id} promotion={promotion} onClaimed={onClaimed} />)
        )}
      </div>
    </>
  );
}

function PromotionCard({ promotion, onClaimed }: { promotion: Promotion; onClaimed: (id: string) => void }) {
  const emit = useEmit();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const id = useId();
  const { startTime, endTime } = promotion;

  async function claim() {
    setBusy(true);
    setError('');
    try {
      const claim = await claimPromotion(promotion.id);
      onClaimed(promotion.id);
      // The amount credited, not the promotion's "up to": 100% of a R$ 50 first deposit is R$ 50.
      emit<RewardClaimDetail>('mc-reward-center-claim', { id: promotion.id, bonusAmount: claim.bonusAmount ?? promotion.bonusAmount, currency: promotion.currency });
    } catch (failure) {
      if (isApiError(failure) && failure.code === 'promotion.already.claimed') onClaimed(promotion.id);
      else setError(isApiError(failure) ? errorMessage(failure) : t('unknown_error'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <article className="card" part="card" aria-labelledby={`${id}-title`}>
      <h2 className="card__title" id={`${id}-title`}>
        {promotion.title}
      </h2>
      {promotion.bonusAmount !== null && (
        <p className="card__bonus" part="bonus">
          {t('rewards_bonus', { amount: formatMoney(promotion.bonusAmount, promotion.currency) })}
        </p>
      )}
      {startTime !== null && endTime !== null && (
        <p className="card__period">{t('rewards_period', { start: formatDate(startTime), end: formatDate(endTime) })}</p>
      )}
      {open && promotion.content && (
        <p className="card__details" id={`${id}-details`} part="details">
          {promotion.content}
        </p>
      )}
      {error && (
        <p className="mc-field__error" role="alert" dir="auto">
          {error}
        </p>
      )}
      <div className="card__actions">
        {promotion.content && (
          <button
            type="button"
            className="mc-button mc-button--secondary"
            aria-expanded={open}
            aria-controls={open ? `${id}-details` : undefined}
            onClick={() => setOpen(!open)}
          >
            {open ? t('rewards_hide_details') : t('rewards_details')}
          </button>
        )}
        {promotion.claimStatus === 'AVAILABLE' && isLoggedIn.value && (
          <button type="button" className="mc-button" part="claim" aria-disabled={busy} onClick={() => !busy && void claim()}>
            {t('rewards_claim')}
          </button>
        )}
        {promotion.claimStatus === 'CLAIMED' && (
          <span className="badge" part="claimed" role="status">
            {t('rewards_claimed')}
          </span>
        )}
      </div>
    </article>
  );
}
