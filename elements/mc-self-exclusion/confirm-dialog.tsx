/**
 * The two confirmations of a break, and the break itself: the first names the end date, the second is the final
 * word; then the platform's answer, the logout and the notice. Loaded on the player's first choice.
 */
import { useState } from 'react';
import { errorMessage, isApiError } from '../../src/api/index.js';
import { getConfig } from '../../src/config/index.js';
import { formatDateTime, t } from '../../src/i18n/index.js';
import { requestNavigation } from '../../src/navigation/index.js';
import { clearSession, forgetForBreak } from '../../src/session/index.js';
import { Modal, showNotice } from '../../src/ui/index.js';
import type { Choice } from './mc-self-exclusion.js';
import { breakEnd, takeBreak } from './self-exclusion.js';

export interface ConfirmDialogProps {
  choice: Choice;
  onCancel: () => void;
  /** The break has started (before the logout): its end, or null for good. */
  onStarted: (until: number | null) => void;
}

/** An end date as a player reads it: day and time in their own language and time zone. */
const endDate = (until: number) => formatDateTime(until, { dateStyle: 'long', timeStyle: 'short' });

/**
 * Each dialog opens on its cancel button, so that a hurried Enter never takes a break; the button that goes on
 * is the red one.
 */
export function ConfirmDialog({ choice, onCancel, onStarted }: ConfirmDialogProps) {
  const [stage, setStage] = useState<'first' | 'final' | 'busy'>('first');
  const [failure, setFailure] = useState('');
  const busy = stage === 'busy';
  const period = t(`self_exclusion_period_${choice.period}`);

  async function start() {
    setStage('busy');
    setFailure('');
    let until: number | null;
    try {
      until = await takeBreak(choice.kind, choice.period);
    } catch (error) {
      // The dialog stays, with what went wrong, for another try or a cancel.
      setFailure(isApiError(error) ? errorMessage(error, t('self_exclusion_failed')) : t('self_exclusion_failed'));
      setStage('final');
      return;
    }
    // The platform has ended every session of the player: this browser lets go at once, and forgets what would
    // log the player in again.
    forgetForBreak();
    onStarted(until);
    requestNavigation(getConfig().loginPath, 'self-exclusion');
    clearSession();
    void showNotice({
      title: t('self_exclusion_started_title'),
      message: until === null ? t('self_exclusion_started_permanent') : t('self_exclusion_started_until', { date: endDate(until) }),
      kind: 'self-exclusion',
    });
  }

  if (stage === 'first') {
    const until = breakEnd(choice.period);
    return (
      <Modal
        key="first"
        title={t('self_exclusion_confirm_title', { period })}
        part="confirm"
        role="alertdialog"
        kind="self-exclusion-first"
        onDismiss={onCancel}
        actions={
          <>
            <button type="button" className="mc-button mc-button--secondary" onClick={onCancel} autoFocus>
              {t('cancel')}
            </button>
            <button type="button" className="mc-button danger" part="continue" onClick={() => setStage('final')}>
              {t('self_exclusion_continue')}
            </button>
          </>
        }
      >
        <p className="mc-dialog__text">
          {until === null ? t('self_exclusion_confirm_permanent') : t('self_exclusion_confirm_until', { date: endDate(until) })}
        </p>
        <p className="mc-dialog__text dialog__note">{t('self_exclusion_logout_note')}</p>
      </Modal>
    );
  }
  return (
    <Modal
      key="final"
      title={t('self_exclusion_final_title')}
      part="final"
      role="alertdialog"
      kind="self-exclusion-final"
      dismissible={!busy}
      onDismiss={onCancel}
      actions={
        <>
          <button type="button" className="mc-button mc-button--secondary" disabled={busy} onClick={onCancel} autoFocus>
            {t('cancel')}
          </button>
          <button type="button" className="mc-button danger" part="take-break" aria-disabled={busy} onClick={() => !busy && start()}>
            {busy ? t('in_please_wait') : t('self_exclusion_final_confirm')}
          </button>
        </>
      }
    >
      <p className="mc-dialog__text">{t('self_exclusion_final_text')}</p>
      {failure && (
        <p className="mc-dialog__text dialog__failure" role="alert" dir="auto">
          {failure}
        </p>
      )}
    </Modal>
  );
}
