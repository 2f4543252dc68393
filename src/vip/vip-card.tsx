import { useEffect } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../i18n/i18n.js';
import { useShadowStyles } from '../element/use-shadow-styles.js';
import { memberInfo } from '../session/session.js';
import { memberFailure, refreshMember } from '../session/member.js';
import { errorMessage } from '../api/error-policy.js';
import { loadRankProgress, rankProgressFailure, rankProgressLoad, vipStatus, watchVip } from './vip.js';
import { css } from '../element/css.js';

export interface VipCardProps {
  /** Where "member benefits" points; empty hides the link. */
  benefitsHref?: string;
  onBenefits?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
}

/** One retry for all the card waits on: the member, and the progress when it failed too. */
function retryAll() {
  void refreshMember({ alert: false }).catch(() => {});
  if (rankProgressLoad.value === 'error') void loadRankProgress();
}

/**
 * The member's VIP card (SPEC §3, §4): club label, rank level and the progress towards the next level as an
 * accessible progress bar. Nothing for a visitor; a quiet placeholder until the member is known.
 */
export function VipCard({ benefitsHref = '', onBenefits }: VipCardProps) {
  useSignals();
  // Only a page that shows VIP progress follows the session for it (the /m app does from its start).
  useEffect(watchVip, []);
  // The card brings its own CSS, so an element that loads it lazily carries none of it up front.
  useShadowStyles(vipCardStyles);
  const status = vipStatus();
  if (!status) return null;
  if (!memberInfo.value) {
    // The member could not be loaded: the card says so, with the server's message when it sent one, and a
    // retry, rather than stay a grey placeholder for good.
    const failure = memberFailure.value;
    if (!failure) return <div className="vip vip--loading" part="vip-card" aria-busy="true" aria-label={t('loading')} />;
    return (
      <section className="vip vip--none" part="vip-card" aria-label={t('vip_title')}>
        <p className="vip__error" role="alert" dir="auto">
          {errorMessage(failure, t('vip_progress_failed'))}{' '}
          <button type="button" className="vip__retry" onClick={retryAll}>
            {t('retry_once')}
          </button>
        </p>
      </section>
    );
  }
  const benefits = benefitsHref ? (
    <a className="vip__link" part="vip-benefits" href={benefitsHref} onClick={onBenefits}>
      {t('vip_benefits_link')}
    </a>
  ) : null;
  if (!status.exists) {
    return (
      <section className="vip vip--none" part="vip-card" aria-label={t('vip_title')}>
        <p className="vip__name">{t('vip_none')}</p>
        {benefits}
      </section>
    );
  }
  const load = rankProgressLoad.value;
  const percent = Math.round(status.progress * 100);
  return (
    <section className="vip" part="vip-card" aria-label={t('vip_title')}>
      <div className="vip__head">
        <span className="vip__badge" aria-hidden="true">
          ♛
        </span>
        <span className="vip__name" part="vip-label" data-testid="vip-label">
          {status.labelName}
        </span>
        <span className="vip__level" part="vip-level">
          {t('vip_level', { level: status.rankLevel })}
        </span>
      </div>
      {load === 'error' ? (
        <p className="vip__error" role="alert" dir="auto">
          {rankProgressFailure.value ? errorMessage(rankProgressFailure.value, t('vip_progress_failed')) : t('vip_progress_failed')}{' '}
          <button type="button" className="vip__retry" onClick={() => void loadRankProgress()}>
            {t('retry_once')}
          </button>
        </p>
      ) : (
        <>
          <div
            className="vip__bar"
            part="vip-progress"
            role="progressbar"
            aria-label={t('vip_progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={load === 'ready' ? percent : undefined}
            aria-valuetext={load === 'ready' ? t('vip_progress_caption', { percent }) : t('loading')}
            aria-busy={load !== 'ready'}
          >
            <span className="vip__fill" style={{ inlineSize: `${load === 'ready' ? percent : 0}%` }} />
          </div>
          <p className="vip__caption">
            {load === 'ready' ? t('vip_progress_caption', { percent }) : t('loading')}
          </p>
        </>
      )}
      {benefits}
    </section>
  );
}

const vipCardStyles = css`
.vip {
  display: grid; gap: .5em; padding: 1em; border-radius: var(--mc-radius-lg, 14px);
  background: var(--mc-vip-background, linear-gradient(135deg, #2b2b2f, #4a3b1c)); color: var(--mc-vip-color, #ffe9b0);
}
.vip--loading { min-block-size: 136px; background: #ececf0; }
.vip--none { background: var(--mc-vip-none-background, #f2f2f7); color: var(--mc-color-text, #1d1d1f); }
.vip__head { display: flex; align-items: center; gap: .5em; }
.vip__badge { font-size: 1.3em; }
.vip__name { margin: 0; font-weight: 700; font-size: 1.1em; }
.vip__level { margin-inline-start: auto; font-size: .85em; padding: .15em .6em; border-radius: 999px; background: rgba(255,233,176,.18); }
.vip__bar { block-size: 10px; border-radius: 5px; background: rgba(255,255,255,.2); overflow: hidden; }
.vip__fill { display: block; block-size: 100%; background: var(--mc-vip-progress, #f5c84c); border-radius: inherit; transition: inline-size .4s; }
.vip__caption, .vip__error { margin: 0; font-size: .85em; }
.vip__retry, .vip__link { font: inherit; color: inherit; background: none; border: 0; padding: 0; text-decoration: underline; cursor: pointer; justify-self: start; }
/* A whole touch target, 44 px high, though it reads as a line of text. */
.vip__link { display: inline-flex; align-items: center; min-block-size: 44px; }
.vip__retry:focus-visible, .vip__link:focus-visible { outline: 3px solid var(--mc-color-focus, #1a73e8); outline-offset: 2px; }
@media (prefers-reduced-motion: reduce) { .vip__fill { transition: none; } }
`;
