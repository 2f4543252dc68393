import { useEffect, useState, type MouseEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEmit } from '../../src/element/index.js';
import { language, languageInfo, t } from '../../src/i18n/index.js';
import { loadStatus, merchantStatus, responsibleGaming } from '../../src/platform/index.js';

export interface McResponsibleGamingProps {
  /** Where the limits link goes. */
  limitsHref?: string;
  /** Where the time-out and self-exclusion link goes. */
  selfExclusionHref?: string;
}

type Load = 'loading' | 'failed' | 'ready';

/** The interval in the player's words ("60 minutes", "60 分钟"), plural rules included. */
function minutes(count: number): string {
  try {
    return new Intl.NumberFormat(languageInfo(language.value).tag, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(count);
  } catch {
    return String(count);
  }
}

export function McResponsibleGaming({ limitsHref = '/m/member/limits', selfExclusionHref = '/m/member/self-exclusion' }: McResponsibleGamingProps) {
  useSignals();
  const emit = useEmit();
  const [load, setLoad] = useState<Load>(merchantStatus.value ? 'ready' : 'loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (merchantStatus.value) return setLoad('ready');
    let live = true;
    setLoad('loading');
    loadStatus().then(
      () => live && setLoad('ready'),
      () => live && setLoad('failed'),
    );
    return () => void (live = false);
  }, [attempt]);

  function go(event: MouseEvent<HTMLAnchorElement>, path: string) {
    if (!emit('mc-navigate', { path, reason: 'responsible-gaming' }, { cancelable: true })) event.preventDefault();
  }

  const settings = responsibleGaming();
  const links = [
    { tool: 'limits', href: limitsHref, title: 'rg_limits_title' },
    { tool: 'self-exclusion', href: selfExclusionHref, title: 'rg_exclusion_title' },
  ];
  return (
    <section className="rg" part="page">
      <p className="rg__adults" part="adults">
        <span className="rg__mark" aria-hidden="true" dir="ltr">
          18+
        </span>
        <span>{t('rg_adults_only')}</span>
      </p>
      <ul className="rg__tools">
        {links.map((link) => (
          <li key={link.tool}>
            <a className="tool tool--link" part="tool" data-tool={link.tool} href={link.href} onClick={(event) => go(event, link.href)}>
              <span className="tool__title">{t(link.title)}</span>
            </a>
          </li>
        ))}
        <li className="tool" part="tool" data-tool="reality-check" aria-busy={load === 'loading'}>
          <span className="tool__title">{t('rg_reality_title')}</span>
          {load === 'ready' ? (
            <span className="tool__text">
              {settings.realityCheckMinutes ? t('rg_reality_every', { interval: minutes(settings.realityCheckMinutes) }) : t('rg_reality_none')}
            </span>
          ) : (
            load === 'loading' && <span className="skeleton" />
          )}
        </li>
      </ul>
      {load === 'loading' && <span className="skeleton skeleton--help" />}
      {load === 'ready' && settings.helpLine && (
        <section className="rg__help" part="help-line">
          <h3 className="rg__help-title">{t('rg_help_title')}</h3>
          <p className="rg__help-text" dir="auto">
            {settings.helpLine}
          </p>
        </section>
      )}
      {load === 'failed' && (
        <div className="rg__failed" role="alert">
          <p>{t('unknown_error')}</p>
          <button type="button" className="mc-button" onClick={() => setAttempt((n) => n + 1)}>
            {t('retry_once')}
          </button>
        </div>
      )}
    </section>
  );
}
