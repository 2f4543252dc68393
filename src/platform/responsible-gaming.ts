/**
 * The merchant's responsible-gaming settings from the status (`info.responsibleGaming`, docs/wire-contract.md):
 * the reality check's interval, the terms a registration accepts and the help line. Every field is null until the
 * status has come, and for a merchant without the setting.
 */
import { language } from '../i18n/i18n.js';
import { merchantStatus, type ResponsibleGamingSettings } from './merchant-status.js';

export type { ResponsibleGamingSettings } from './merchant-status.js';

const NONE: ResponsibleGamingSettings = { realityCheckMinutes: null, termsUrl: null, termsVersion: null, helpLine: null };

/**
 * The settings as elements use them: a `{lang}` in `termsUrl` becomes the player's language code (`CN`, `PT-BR`,
 * ...), so the terms open in the language the player reads the kit in. Read under `useSignals()`, a change of
 * language re-renders the link.
 */
export function responsibleGaming(): ResponsibleGamingSettings {
  const settings = merchantStatus.value?.info.responsibleGaming ?? NONE;
  const { termsUrl } = settings;
  if (!termsUrl?.includes('{lang}')) return settings;
  return { ...settings, termsUrl: termsUrl.replaceAll('{lang}', encodeURIComponent(language.value)) };
}
