/** The maintenance end time of the status payload (SPEC §2), read and written for the player. */
import { formatDateTime } from '../../src/i18n/index.js';

/** The platform's clock: an end time written without a zone is platform time, UTC+8. */
export const PLATFORM_UTC_OFFSET = '+08:00';

/**
 * The maintenance end as a Date: epoch milliseconds, an ISO time, or `YYYY-MM-DD HH:mm[:ss]` in platform time.
 * Null when absent or unreadable, so the page leaves the line out rather than showing nonsense.
 */
export function maintenanceEndDate(value: string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  let date: Date;
  if (typeof value === 'number' || /^\d{10,13}$/.test(String(value))) {
    const n = Number(value);
    date = new Date(n < 1e12 ? n * 1000 : n);
  } else {
    const text = String(value).trim().replace(' ', 'T');
    const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(text);
    date = new Date(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(text) && !hasZone ? text + PLATFORM_UTC_OFFSET : text);
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The end time in the player's language and time zone. */
export function formatMaintenanceEnd(value: string | number | null | undefined, locale: string, timeZone?: string): string {
  const date = maintenanceEndDate(value);
  return date ? formatDateTime(date, { dateStyle: 'medium', timeStyle: 'short', timeZone }, locale) : '';
}
