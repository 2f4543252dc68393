import { useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { isInApp } from '../../src/device/index.js';
import { useEmit } from '../../src/element/index.js';
import { t } from '../../src/i18n/index.js';
import { loadInstallKit } from '../../src/install/index.js';
import { switchOn } from '../../src/platform/index.js';
import { requestPrompt, type PromptHandle } from '../../src/prompts/index.js';
import { Modal } from '../../src/ui/index.js';

export interface McAppUpgradeProps {
  /** Milliseconds of the closing animation before the modal goes (SPEC §9: 250 ms). */
  closeDelay?: number;
}

interface Offer {
  latestVersion: string;
  downloadUrl: string;
}

export const CLOSE_ANIMATION_MS = 250;

export function McAppUpgrade({ closeDelay = CLOSE_ANIMATION_MS }: McAppUpgradeProps) {
  useSignals();
  const emit = useEmit();
  const [offer, setOffer] = useState<Offer | null>(null);
  const [open, setOpen] = useState(false);
  const [closing, setClosing] = useState(false);
  const prompt = useRef<PromptHandle | null>(null);

  useEffect(() => {
    // Outside the app there is nothing to upgrade: the install chunk is not even loaded.
    if (!isInApp()) return;
    let live = true;
    void loadInstallKit()
      .then(async (kit) => {
        // The mandatory switch comes with the merchant status; an embedded page has none unless asked.
        void kit.statusForPrompts().catch(() => {});
        const upgrade = await kit.checkAppUpgrade();
        if (!upgrade || !live) return;
        setOffer(upgrade);
        // A mandatory update is service, not a suggestion: the prompts' pacing does not hold it back.
        prompt.current = requestPrompt(
          'upgrade',
          () => {
            setOpen(true);
            emit('mc-app-upgrade-show', { version: upgrade.latestVersion });
            return () => setOpen(false);
          },
          { exempt: switchOn('MANDATORYAPPUPDATES3') },
        );
      })
      .catch(() => {});
    return () => {
      live = false;
      prompt.current?.close();
    };
  }, [emit]);

  // The modal animates out, then leaves the page and frees the arbiter (SPEC §4).
  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => {
      prompt.current?.close();
      setClosing(false);
    }, closeDelay);
    return () => clearTimeout(timer);
  }, [closing, closeDelay]);

  if (!open || !offer) return null;
  // Read at render, so that a status arriving after the offer still takes the close button away.
  const mandatory = switchOn('MANDATORYAPPUPDATES3');

  function close() {
    if (switchOn('MANDATORYAPPUPDATES3') || closing) return;
    setClosing(true);
    emit('mc-app-upgrade-close');
  }

  return (
    <Modal
      title={t('app_upgrade_title')}
      part="modal"
      kind="app-upgrade"
      dismissible={!mandatory}
      onDismiss={close}
      actions={
        <>
          {!mandatory && (
            <button type="button" className="mc-button mc-button--secondary" part="close" onClick={close}>
              {t('close')}
            </button>
          )}
          <a className="mc-button" part="download" href={offer.downloadUrl} rel="noopener noreferrer">
            {t('app_upgrade_download')}
          </a>
        </>
      }
    >
      <div className={closing ? 'content content--closing' : 'content'}>
        <p className="mc-dialog__text">{t('app_upgrade_msg', { version: offer.latestVersion })}</p>
      </div>
    </Modal>
  );
}
