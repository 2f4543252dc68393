/** How an element is made and talks to its host: createElement, its state, events and shadow styles. */
export { createElement, type ElementClass } from './define-element.js';
export { useElementState } from './element-state.js';
export { useEmit, useHostElement } from './host-context.js';
export { useShadowStyles } from './use-shadow-styles.js';
export { loadTagsWhenSeen } from './tag-watch.js';
export { css } from './css.js';
