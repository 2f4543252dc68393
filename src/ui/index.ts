/** Shared React parts: notices, toast, spinner, modal, text field, lazy parts and images, carousel, the member pages' scaffold. */
export { AsyncView, asyncViewStyles, useAsync } from './async-view.js';
export { prefersReducedMotion, useCarousel } from './carousel.js';
export { LazyImage } from './lazy-image.js';
export { LazyPart } from './lazy-part.js';
export { openLoginDialog } from './login-dialog.js';
export { Modal } from './modal.js';
export { ModeTabs } from './mode-tabs.js';
export { hideSpinner, showNotice, showSpinner, showToast } from './notices.js';
export { usePrefetchEnvelopeOnUse } from './prefetch-on-use.js';
export { TextField } from './text-field.js';
