/**
 * The merchant's responsible-gaming settings from the status (`info.responsibleGaming`, docs/wire-contract.md):
 * the reality check's interval, the terms a registration accepts and the help line. Every field is null until the
 * status has come, and for a merchant without the setting.
 */
import { merchantStatus, type ResponsibleGamingSettings } from './merchant-status.js';

export type { ResponsibleGamingSettings } from './merchant-status.js';

const NONE: ResponsibleGamingSettings = { realityCheckMinutes: null, termsUrl: null, termsVersion: null, helpLine: null };

export function responsibleGaming(): ResponsibleGamingSettings {
  return merchantStatus.value?.info.responsibleGaming ?? NONE;
}
