import { useSignals } from '@preact/signals-react/runtime';
import { language, t } from '../i18n/i18n.js';
import { languageInfo } from '../i18n/languages.js';
import { Modal } from '../ui/modal.js';
import { openCustomerService, parseCustomerService } from '../support/customer-service.js';
import {
  domainError,
  domainErrorShowing,
  retryDomainError,
  showDomainErrorMain,
  showLineSwitch,
  type DomainErrorState,
} from './domain-error.js';
import { lineNumber } from './line-race.js';

/**
 * The domain-error modal (SPEC §2): title notice (Error when the platform sent no message), customer services
 * only when a list exists, retry. Neither a mask tap nor Escape dismisses it: the app cannot work until a
 * line answers. Its second screen is the line-switch and customer-service screen.
 */
export function DomainErrorDialog() {
  useSignals();
  const state = domainError.value;
  if (!state || !domainErrorShowing.value) return null;
  return state.view === 'lines' ? <LineSwitch state={state} /> : <DomainErrorMain state={state} />;
}

/** A ping time in the player's language ("120 ms", "120 毫秒"). */
function formatMs(ms: number): string {
  const { tag } = languageInfo(language.value);
  try {
    return new Intl.NumberFormat(tag, { style: 'unit', unit: 'millisecond', unitDisplay: 'short' }).format(ms);
  } catch {
    return `${ms} ms`;
  }
}

function RetryButton({ state }: { state: DomainErrorState }) {
  const busy = state.phase === 'retrying';
  return (
    <button type="button" className="mc-button" autoFocus aria-disabled={busy} onClick={() => void retryDomainError()}>
      {busy ? t('in_please_wait') : t('retry_once')}
    </button>
  );
}

function DomainErrorMain({ state }: { state: DomainErrorState }) {
  const hasList = state.domains.length > 0 || state.customerService.length > 0;
  return (
    <Modal
      title={state.message ? t('notice') : t('error')}
      role="alertdialog"
      part="domain-error"
      kind="domain-error"
      dismissible={false}
      actions={
        <>
          {hasList && (
            <button type="button" className="mc-button mc-button--secondary" onClick={() => void showLineSwitch()}>
              {t('in_customer_services')}
            </button>
          )}
          <RetryButton state={state} />
        </>
      }
    >
      <p className="mc-dialog__text" dir="auto">
        {state.message || t('domain_unavailable')}
      </p>
      {state.retryFailed && (
        <p className="mc-dialog__text mc-dialog__hint" role="status">
          {t('line_retry_failed')}
        </p>
      )}
    </Modal>
  );
}

function LineSwitch({ state }: { state: DomainErrorState }) {
  const entries = parseCustomerService(state.customerService);
  const busy = state.phase === 'retrying';
  return (
    <Modal
      title={t('line_switch_title')}
      part="line-switch"
      kind="line-switch"
      dismissible={false}
      actions={
        <>
          <button type="button" className="mc-button mc-button--secondary" onClick={showDomainErrorMain}>
            {t('go_back')}
          </button>
          <RetryButton state={state} />
        </>
      }
    >
      <ul className="mc-lines" aria-busy={!state.measured}>
        {(state.measured ?? state.domains.map((line) => ({ line, ms: undefined }))).map(({ line, ms }) => (
          <li key={line} className="mc-lines__item">
            <span>{t('line_name', { line: lineNumber(line) })}</span>
            <span className="mc-lines__speed">
              {ms === undefined ? t('line_measuring') : ms === null ? t('line_down') : formatMs(ms)}
            </span>
            <button
              type="button"
              className="mc-button mc-button--secondary mc-lines__use"
              disabled={busy || ms === null}
              onClick={() => void retryDomainError(line)}
            >
              {t('line_use')}
            </button>
          </li>
        ))}
      </ul>
      {entries.length > 0 && (
        <>
          <h3 className="mc-lines__heading">{t('in_customer_services')}</h3>
          <ul className="mc-lines">
            {entries.map((entry) => (
              <li key={`${entry.csType}-${entry.csPosition}`}>
                <button type="button" className="mc-link-button" onClick={() => void openCustomerService(entry)}>
                  {entry.title || entry.csType}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}
