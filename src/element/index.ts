/** How an element is defined and talks to its host: defineElement, its state, events and shadow styles. */
export { createElement, defineElement, type ElementClass } from './define-element.js';
export { useElementState } from './element-state.js';
export { useEmit, useHostElement } from './host-context.js';
export { useShadowStyles } from './use-shadow-styles.js';
