/**
 * The platform's error texts (`err_*` keys) in the player's language. They are a part of their own, fetched
 * with the first failed call rather than with every page: in Burmese or Tamil they weigh as much as an
 * element's headroom. The build registers the part's files at the top of this module
 * (scripts/build/locale-parts.mjs); in tests and development the whole locale file holds them.
 */
import { ensureLocale } from './i18n.js';

/** Loads the error texts of the current language, and of every language the page switches to later. */
export function loadErrorTexts(): Promise<void> {
  return ensureLocale('errors');
}
