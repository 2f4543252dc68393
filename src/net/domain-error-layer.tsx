/**
 * The domain-error modal's page layer (`data-mc-domain-error`), mounted by showDomainError() the first time the
 * platform cannot be reached, and loaded only then: a page that always reaches its platform never downloads the
 * modal, its line measurements or the customer-service screen.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { mountPageLayer, type PageLayer } from '../element/page-layer.js';
import { overlayStyles } from '../ui/overlay-styles.js';
import { DomainErrorDialog } from './domain-error-dialog.js';
import { domainError } from './domain-error.js';

let layer: PageLayer | null = null;

function DomainErrorLayer() {
  useSignals();
  return domainError.value ? <DomainErrorDialog /> : null;
}

export function mountDomainErrorLayer(): void {
  if (layer?.host.isConnected) return;
  layer = mountPageLayer('domain-error', [overlayStyles], <DomainErrorLayer />);
}
