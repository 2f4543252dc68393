/**
 * The domain-error modal's page layer (`data-mc-domain-error`), mounted by showDomainError() the first time the
 * platform cannot be reached, and loaded only then: a page that always reaches its platform never downloads the
 * modal, its line measurements, the customer-service screen or their strings.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { mountPageLayer, type PageLayer } from '../element/page-layer.js';
import { domainErrorStrings } from '../i18n/domain-error-strings.js';
import { ensureLocale } from '../i18n/i18n.js';
import { overlayStyles } from '../ui/overlay-styles.js';
import { DomainErrorDialog } from './domain-error-dialog.js';
import { domainError } from './domain-error.js';

let layer: PageLayer | null = null;

function DomainErrorLayer() {
  useSignals();
  return domainError.value ? <DomainErrorDialog /> : null;
}

export async function mountDomainErrorLayer(): Promise<void> {
  // Its strings come from where its code just came from. Should they still not arrive, the modal opens all the
  // same: the player can still retry, and the platform's own message, when it sent one, reads as it should.
  await ensureLocale([domainErrorStrings]).catch(() => {});
  if (layer?.host.isConnected) return;
  layer = mountPageLayer('domain-error', [overlayStyles], <DomainErrorLayer />);
}
