/**
 * Which face the maintenance page shows (SPEC §2, §8): System Maintenance while the platform says so, Access
 * denied under a region or IP restriction, nothing otherwise. The /m app shows the page instead of any route
 * while this is not null. A pure rule, read from `merchantStatus` where it is needed: with no state of its own
 * it is built into each chunk that uses it rather than being a chunk of a few hundred bytes.
 */
import type { MerchantStatus } from './merchant-status.js';

export type MaintenanceFace = 'maintenance' | 'denied';

export function faceOf(status: MerchantStatus | null): MaintenanceFace | null {
  if (!status) return null;
  if (status.maintenance) return 'maintenance';
  if (status.regionRestriction) return 'denied';
  return null;
}

