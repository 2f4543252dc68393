/**
 * `<mc-feedback>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McFeedbackElement.define('shop-feedback')`); `./index.js` defines it as `<mc-feedback>`.
 */
import { createElement } from '../../src/element/index.js';
import type { Namespace } from '../../src/i18n/index.js';
import { McFeedback, type McFeedbackProps } from './mc-feedback.js';
import { styles } from './mc-feedback.styles.js';

/** The element's own strings. */
const feedbackStrings: Namespace = { name: 'mc-feedback', load: (tag) => import(`../../src/i18n/locales/${tag}/mc-feedback.json`) };

export const McFeedbackElement = createElement<McFeedbackProps>('mc-feedback', McFeedback, {
  attributes: {},
  styles,
  strings: [feedbackStrings],
});
