/**
 * The merchant's responsible-gaming settings from the status (`info.responsibleGaming`, docs/wire-contract.md),
 * read where they are used rather than by the status schema every page carries. A field that is missing or
 * malformed is null: the merchant has none.
 */
import { merchantStatus } from './merchant-status.js';

export interface ResponsibleGamingSettings {
  /** Minutes of play between reality checks; null: no reality check. */
  realityCheckMinutes: number | null;
  /** The merchant's terms, a path on the platform's site or an absolute address; null: no terms to accept. */
  termsUrl: string | null;
  /** The version of the terms a registration accepts. */
  termsVersion: string | null;
  /** A sentence naming where to get help, in the player's language. */
  helpLine: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

export function responsibleGaming(): ResponsibleGamingSettings {
  const raw = merchantStatus.value?.info.responsibleGaming;
  const fields = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const minutes = fields.realityCheckMinutes;
  return {
    realityCheckMinutes: typeof minutes === 'number' && Number.isInteger(minutes) && minutes > 0 ? minutes : null,
    termsUrl: text(fields.termsUrl),
    termsVersion: text(fields.termsVersion),
    helpLine: text(fields.helpLine),
  };
}
