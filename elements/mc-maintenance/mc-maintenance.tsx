import { useEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEmit } from '../../src/element/index.js';
import { language, languageInfo, t } from '../../src/i18n/index.js';
import { faceOf, loadStatus, merchantStatus, type MaintenanceFace } from '../../src/platform/index.js';
import { requestPrompt } from '../../src/prompts/index.js';
import { openSupport } from '../../src/support/index.js';
import { formatMaintenanceEnd } from './end-time.js';

export interface McMaintenanceProps {
  /** Shows this face whatever the status says (`maintenance` or `denied`); by default the status decides. */
  face?: string;
}

/** Detail of `mc-maintenance-recovered`. */
export interface MaintenanceRecoveredDetail {
  /** The face the page showed before the platform came back. */
  face: MaintenanceFace;
}

/** The access-denied heading always carries an English line too, for a player reading another language (SPEC §2). */
const ACCESS_DENIED_EN = 'Access denied';

function forcedFace(value: string | undefined): MaintenanceFace | null {
  return value === 'maintenance' || value === 'denied' ? value : null;
}

/** The maintenance and access-denied pages (SPEC §2, §8). Renders nothing while the platform is open. */
export function McMaintenance({ face }: McMaintenanceProps) {
  useSignals();
  const emit = useEmit();
  const status = merchantStatus.value;
  const [phase, setPhase] = useState<'loading' | 'idle' | 'retrying' | 'still' | 'failed'>(status ? 'idle' : 'loading');

  // Alone on a merchant's page nothing has asked for the status yet.
  useEffect(() => {
    if (merchantStatus.value) return;
    loadStatus().then(
      () => setPhase('idle'),
      () => setPhase('failed'),
    );
  }, []);

  const shown = forcedFace(face) ?? faceOf(merchantStatus.value);

  // The page holds the arbiter's `maintenance` place while it shows: an app upgrade may still come over it,
  // the install, forced-download and push prompts wait until the platform reopens (docs/install.md).
  useEffect(() => {
    if (!shown) return;
    const prompt = requestPrompt('maintenance', () => {});
    return () => prompt.close();
  }, [shown]);

  async function retry() {
    if (phase === 'retrying' || !shown) return;
    setPhase('retrying');
    try {
      const next = await loadStatus();
      if (faceOf(next) === null) {
        setPhase('idle');
        emit<MaintenanceRecoveredDetail>('mc-maintenance-recovered', { face: shown });
      } else setPhase('still');
    } catch {
      setPhase('failed');
    }
  }

  // The status may come in through another element between the first render and the effect above.
  if (phase === 'loading' && !status) return <div className="page page--loading" part="page" aria-busy="true" />;
  if (!shown) return null;

  const contact = (
    <button type="button" className="mc-button mc-button--secondary" part="contact" onClick={() => void openSupport()}>
      {t('contact_us')}
    </button>
  );

  if (shown === 'denied') {
    const english = language.value !== 'EN';
    const ip = status?.location.ip ?? '';
    return (
      <section className="page" part="page" data-face="denied" aria-labelledby="mc-maintenance-title">
        <Icon face="denied" />
        <h2 id="mc-maintenance-title" className="title" part="title">
          {t('error_access')}
          {english && (
            <span className="title__en" lang="en" dir="ltr">
              {ACCESS_DENIED_EN}
            </span>
          )}
        </h2>
        {ip && (
          <p className="ip" part="ip">
            {t('your_ip', { ip })}
          </p>
        )}
        <p className="text" part="text">
          {t('error_ip_desc')}
        </p>
        <div className="actions">{contact}</div>
      </section>
    );
  }

  const end = formatMaintenanceEnd(status?.maintenanceEnd, languageInfo(language.value).tag);
  const busy = phase === 'retrying';
  return (
    <section className="page" part="page" data-face="maintenance" aria-labelledby="mc-maintenance-title">
      <Icon face="maintenance" />
      <h2 id="mc-maintenance-title" className="title" part="title">
        {t('maintenance')}
      </h2>
      {end && (
        <p className="end" part="end-time">
          {t('end_time', { time: end })}
        </p>
      )}
      <p className="text" part="text">
        {t('maintenance_desc')}
      </p>
      <p className="state" role="status">
        {phase === 'still' ? t('maintenance_still') : phase === 'failed' ? t('network_failed') : ''}
      </p>
      <div className="actions">
        {contact}
        <button type="button" className="mc-button" part="retry" aria-disabled={busy} onClick={() => void retry()}>
          {busy ? t('in_please_wait') : t('retry_once')}
        </button>
      </div>
    </section>
  );
}

function Icon({ face }: { face: MaintenanceFace }) {
  return (
    <svg className="icon" part="icon" viewBox="0 0 64 64" width="72" height="72" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="currentColor" opacity=".12" />
      {face === 'maintenance' ? (
        <path
          fill="currentColor"
          d="M41.5 17.2a10 10 0 0 0-12.7 12.4L17.4 41a3.3 3.3 0 1 0 4.7 4.7l11.4-11.4a10 10 0 0 0 12.4-12.7l-5.7 5.7-4.4-.9-.9-4.4z"
        />
      ) : (
        <path fill="currentColor" d="M32 14a18 18 0 1 0 0 36 18 18 0 0 0 0-36zm-12 18a12 12 0 0 1 19.1-9.7L22.3 39.1A12 12 0 0 1 20 32zm12 12a12 12 0 0 1-7.1-2.3l16.8-16.8A12 12 0 0 1 32 44z" />
      )}
    </svg>
  );
}
