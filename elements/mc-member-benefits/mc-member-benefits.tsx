import { useEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { ApiError, errorMessage } from '../../src/api/index.js';
import { formatMoney, language, languageInfo, t } from '../../src/i18n/index.js';
import { loadMembershipKit, type MemberBenefits } from '../../src/membership/index.js';
import { isLoggedIn } from '../../src/session/index.js';

export type McMemberBenefitsProps = Record<string, never>;

type Load = { state: 'loading' } | { state: 'error'; error: unknown } | { state: 'ready'; benefits: MemberBenefits };

export function McMemberBenefits(_props: McMemberBenefitsProps) {
  useSignals();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loggedIn = isLoggedIn.value;

  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    setLoad({ state: 'loading' });
    loadMembershipKit()
      .then((kit) => kit.loadBenefits())
      .then(
        (benefits) => live && setLoad({ state: 'ready', benefits }),
        (error: unknown) => live && setLoad({ state: 'error', error }),
      );
    return () => void (live = false);
  }, [loggedIn, attempt]);

  if (!loggedIn) return <p className="note" part="benefits">{t('member_login_needed')}</p>;
  if (load.state === 'loading') {
    return (
      <div className="benefits benefits--loading" part="benefits" aria-busy="true" aria-label={t('loading')}>
        <span className="skeleton" />
        <span className="skeleton" />
        <span className="skeleton" />
      </div>
    );
  }
  if (load.state === 'error') {
    return (
      <div className="benefits" part="benefits" role="alert">
        <p className="note" dir="auto">{load.error instanceof ApiError ? errorMessage(load.error, t('benefits_load_failed')) : t('benefits_load_failed')}</p>
        <button type="button" className="mc-button" onClick={() => setAttempt((n) => n + 1)}>
          {t('retry_once')}
        </button>
      </div>
    );
  }
  const { levels, currentRankLevel, currency } = load.benefits;
  if (!levels.length) return <p className="note" part="benefits">{t('benefits_empty')}</p>;
  const number = new Intl.NumberFormat(languageInfo(language.value).tag);
  // Money in the merchant's currency (BRL as Brazilians write it); a bare number when the answer names none.
  const money = (amount: number) => (currency ? formatMoney(amount, currency) : number.format(amount));
  const rows: [string, (level: MemberBenefits['levels'][number]) => string][] = [
    ['benefits_required_deposit', (level) => money(level.requiredDeposit)],
    ['benefits_rebate', (level) => `${number.format(level.rebatePercent)}%`],
    ['benefits_withdrawals', (level) => number.format(level.dailyWithdrawals)],
    ['benefits_upgrade_bonus', (level) => (level.upgradeBonus ? money(level.upgradeBonus) : '—')],
    ['benefits_birthday_bonus', (level) => (level.birthdayBonus ? money(level.birthdayBonus) : '—')],
  ];
  return (
    <ol className="benefits" part="benefits">
      {levels.map((level) => {
        const current = level.rankLevel === currentRankLevel;
        return (
          <li key={level.rankLevel} className={current ? 'level level--current' : 'level'} part="level" aria-current={current ? 'true' : undefined}>
            <h3 className="level__name">
              <span>{level.labelName}</span>
              {/* The rank beside the name, as the member's VIP card shows it ("Gold · Level 3"). */}
              <span className="level__rank">{t('benefits_level', { level: level.rankLevel })}</span>
              {current && <span className="level__you">{t('benefits_your_level')}</span>}
            </h3>
            <dl className="level__list">
              {rows.map(([key, value]) => (
                <div key={key} className="level__row">
                  <dt>{t(key)}</dt>
                  <dd>{value(level)}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ol>
  );
}
