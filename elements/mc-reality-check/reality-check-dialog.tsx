/**
 * The reality check's dialog: how long this session has lasted, what it has come to, and the three ways on. A
 * chunk of its own, loaded only when a check is due.
 */
import { useEffect, useState } from 'react';
import { css, useShadowStyles } from '../../src/element/index.js';
import { formatMoney, localeOf, t } from '../../src/i18n/index.js';
import { Modal } from '../../src/ui/index.js';
import type { SessionSummary } from './schedule.js';

const MINUTE = 60_000;

// The dialog's own styles come with it, in its chunk.
const dialogStyles = css`
/* As wide in every language: a short Chinese sentence would otherwise make a narrower dialog. */
.mc-dialog[data-kind='reality-check'] { inline-size: 100%; }
.mc-dialog[data-kind='reality-check'] .mc-dialog__body { display: grid; gap: .6em; }
.mc-dialog[data-kind='reality-check'] .mc-dialog__actions { flex-direction: column; align-items: stretch; }
.net { font-weight: 600; font-variant-numeric: tabular-nums; }
.net[data-sign='loss'] { color: var(--mc-color-danger, #b00020); }
.hint { color: var(--mc-color-muted, #5f6368); font-size: .9em; }
`;

export interface RealityCheckDialogProps {
  summary: SessionSummary;
  onContinue: () => void;
  onRecords: () => void;
  onStop: () => void;
}

/** "1 hour, 5 minutes" in the player's language, from the platform's units; never "0 minutes" for a short one. */
export function formatPlayed(ms: number, locale = localeOf()): string {
  const minutes = Math.max(1, Math.floor(ms / MINUTE));
  const parts: string[] = [];
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  if (minutes >= 60) parts.push(unit(Math.floor(minutes / 60), 'hour'));
  if (minutes % 60 || !parts.length) parts.push(unit(minutes % 60, 'minute'));
  try {
    return new Intl.ListFormat(locale, { style: 'long', type: 'unit' }).format(parts);
  } catch {
    return parts.join(' ');
  }
}

export function RealityCheckDialog({ summary, onContinue, onRecords, onStop }: RealityCheckDialogProps) {
  useShadowStyles(dialogStyles);
  const [now, setNow] = useState(() => Date.now() + summary.offset);
  // The time played keeps counting while the dialog waits for an answer.
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + summary.offset), 15_000);
    return () => clearInterval(timer);
  }, [summary]);
  const net = summary.netResult;

  return (
    <Modal
      title={t('reality_check_title')}
      role="alertdialog"
      dismissible={false}
      kind="reality-check"
      actions={
        <>
          <button type="button" className="mc-button" part="continue" onClick={onContinue}>
            {t('reality_check_continue')}
          </button>
          <button type="button" className="mc-button mc-button--secondary" part="records" onClick={onRecords}>
            {t('reality_check_records')}
          </button>
          <button type="button" className="mc-button mc-button--secondary" part="stop" onClick={onStop}>
            {t('reality_check_stop')}
          </button>
        </>
      }
    >
      <p className="mc-dialog__text" part="played">
        {t('reality_check_played', { time: formatPlayed(now - summary.startedAt) })}
      </p>
      {net !== null && (
        <p className="mc-dialog__text net" part="net-result" data-sign={net < 0 ? 'loss' : net > 0 ? 'win' : 'even'}>
          {t('reality_check_net', { amount: formatMoney(net, summary.currency) })}
        </p>
      )}
      <p className="mc-dialog__text hint">{t('reality_check_hint')}</p>
    </Modal>
  );
}
