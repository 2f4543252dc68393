import { useShadowStyles } from '../../src/element/index.js';
import { viewStyles } from './popup-views.styles.js';

/** Adds the popups' CSS to the element's shadow root with the first face it shows (before it paints). */
export function PopupStyles() {
  useShadowStyles(viewStyles);
  return null;
}
