import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEmit } from '../../src/element/index.js';
import { t } from '../../src/i18n/index.js';
import { isLoggedIn } from '../../src/session/index.js';
import { ConfirmDialog } from './confirm-dialog.js';

export type McSelfExclusionProps = Record<string, never>;

export const BREAKS = {
  timeout: ['24h', '7d', '30d'],
  exclusion: ['6m', '1y', 'permanent'],
} as const;

export type BreakKind = keyof typeof BREAKS;
export type BreakPeriod = (typeof BREAKS)[BreakKind][number];

/** Detail of `mc-self-exclusion`. */
export interface SelfExclusionDetail {
  kind: BreakKind;
  period: BreakPeriod;
  /** When the break ends (epoch ms), or null for good. */
  until: number | null;
}

export interface Choice {
  kind: BreakKind;
  period: BreakPeriod;
}

export function McSelfExclusion(_: McSelfExclusionProps) {
  useSignals();
  const emit = useEmit();
  const [choice, setChoice] = useState<Choice | null>(null);

  if (!isLoggedIn.value) {
    return (
      <section className="breaks" part="self-exclusion">
        <p className="note" role="status">{t('self_exclusion_members_only')}</p>
      </section>
    );
  }

  return (
    <section className="breaks" part="self-exclusion">
      <p className="intro">{t('self_exclusion_intro')}</p>
      {(Object.keys(BREAKS) as BreakKind[]).map((kind) => (
        <section key={kind} className={`card card--${kind}`} part="kind" data-kind={kind} aria-labelledby={`break-${kind}`}>
          <h3 id={`break-${kind}`} className="card__title">{t(`self_exclusion_${kind}_title`)}</h3>
          <p className="card__text">{t(`self_exclusion_${kind}_text`)}</p>
          <div className="periods" role="group" aria-labelledby={`break-${kind}`}>
            {BREAKS[kind].map((period) => (
              <button key={period} type="button" className="period" part="period" data-period={period} aria-haspopup="dialog" onClick={() => setChoice({ kind, period })}>
                {t(`self_exclusion_period_${period}`)}
              </button>
            ))}
          </div>
        </section>
      ))}
      {choice && (
        <ConfirmDialog
          choice={choice}
          onCancel={() => setChoice(null)}
          onStarted={(until) => emit('mc-self-exclusion', { ...choice, until } satisfies SelfExclusionDetail)}
        />
      )}
    </section>
  );
}
