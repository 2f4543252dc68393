/**
 * configure() as the package gives it to integrators. A bundled app imports the kit before its own code runs,
 * so the runtime has read its starting language by the time the app calls configure({ language }): the page
 * follows that call, unless the player has chosen a language. The language is in force at once, so that no
 * element paints in the default one meanwhile, and its strings load for the parts asked for so far.
 * Elements do not import this module: the loader's data attributes are read before anything starts, and only
 * the package's own entry pays for this.
 */
import { configure as configureRuntime, type McConfig } from '../config/config.js';
import { language, loadLanguage, preferredLanguage } from './i18n.js';

/** Sets or overrides configuration. Call it before the first element renders or the first API call. */
export function configure(options: Partial<McConfig>): McConfig {
  const config = configureRuntime(options);
  // A language, or the app's `navigate`, may change which language comes first (preferredLanguage).
  if (options.language === undefined && options.navigate === undefined) return config;
  const code = preferredLanguage();
  if (code !== language.value) {
    language.value = code;
    void loadLanguage(code).catch(() => undefined);
  }
  return config;
}
