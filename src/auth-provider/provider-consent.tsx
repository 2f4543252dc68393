/**
 * The consent step before a Google or phone identity that no account owns becomes a new account (issue 21: age
 * and terms at sign-up). On the login form the player picked "Continue with Google" to get in, not to open an
 * account, and saw no boxes: so before anything is created the kit says plainly that an account is about to be
 * made and asks for the same confirmations as the registration form, in a dialog rather than an inline step,
 * because the sign-in has just come back from a popup (or the phone flow) and the answer must be given before
 * the platform is called. "Cancel" (or Escape) is the safe way out: nothing is registered, and the player is
 * back on the form they came from. The boxes start unticked: a consent is given, never preset.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useShadowStyles } from '../element/use-shadow-styles.js';
import { t } from '../i18n/i18n.js';
import { acceptanceStyles, useAcceptance } from '../registration/acceptance.js';
import { Modal } from '../ui/modal.js';
import type { ProviderConsent } from './load.js';
import { css } from '../element/css.js';

// The boxes sit close under the sentence that introduces them, but not against it.
const CONSENT_STYLES = css`.mc-consent__text { margin-block-end: .75em; }`;

export interface ProviderConsentProps {
  /** The acceptance to register with, or null when the player declines. */
  onAnswer: (consent: ProviderConsent | null) => void;
}

export function ProviderConsentDialog({ onAnswer }: ProviderConsentProps) {
  useSignals();
  useShadowStyles(acceptanceStyles + CONSENT_STYLES);
  const acceptance = useAcceptance();

  function create() {
    const accepted = acceptance.check(true);
    if (accepted) onAnswer(accepted);
  }

  return (
    <Modal
      title={t('provider_consent_title')}
      kind="provider-consent"
      part="provider-consent"
      onDismiss={() => onAnswer(null)}
      actions={
        <>
          <button type="button" className="mc-button mc-button--secondary" data-choice="decline" onClick={() => onAnswer(null)}>
            {t('cancel')}
          </button>
          <button type="button" className="mc-button" data-choice="accept" onClick={create}>
            {t('provider_consent_create')}
          </button>
        </>
      }
    >
      <p className="mc-dialog__text mc-consent__text">{t('provider_consent_message')}</p>
      {acceptance.fields()}
    </Modal>
  );
}
