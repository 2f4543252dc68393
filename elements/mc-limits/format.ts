/** How the limits page writes its values: money in the merchant's currency, durations and moments the player's way. */
import { formatDateTime, formatMoney, localeOf, t } from '../../src/i18n/index.js';
import type { LimitKind } from './limits.js';

/** Minutes as "2 hours" or "45 minutes" in the player's language (whole hours as hours). */
export function formatMinutes(minutes: number): string {
  const hours = minutes % 60 === 0;
  const value = hours ? minutes / 60 : minutes;
  try {
    return new Intl.NumberFormat(localeOf(), { style: 'unit', unit: hours ? 'hour' : 'minute', unitDisplay: 'long' }).format(value);
  } catch {
    return `${value} ${t(hours ? 'limits_unit_hours' : 'limits_unit_minutes')}`;
  }
}

/** A limit's value, or "No limit". */
export function formatLimit(kind: LimitKind, value: number | null, currency: string): string {
  if (value === null) return t('limits_none');
  return kind === 'session' ? formatMinutes(value) : formatMoney(value, currency);
}

/** A moment within the next weeks: the weekday, date and time. */
export function formatMoment(time: number): string {
  return formatDateTime(time, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}
