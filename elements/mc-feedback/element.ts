/**
 * `<mc-feedback>`'s class, not defined under any tag: import it from here to define it under a tag of the page's own
 * (`McFeedbackElement.define('shop-feedback')`); `./index.js` defines it as `<mc-feedback>`.
 */
import { createElement } from '../../src/element/index.js';
import { McFeedback, type McFeedbackProps } from './mc-feedback.js';
import { styles } from './mc-feedback.styles.js';

export const McFeedbackElement = createElement<McFeedbackProps>('mc-feedback', McFeedback, {
  attributes: {},
  styles,
});
