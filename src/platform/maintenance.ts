/**
 * Which face the maintenance page shows (SPEC §2, §8): System Maintenance while the platform says so, Access
 * denied under a region or IP restriction, nothing otherwise. The /m app shows the page instead of any route
 * while this is not null.
 */
import { computed } from '@preact/signals-core';
import { merchantStatus, type MerchantStatus } from './merchant-status.js';

export type MaintenanceFace = 'maintenance' | 'denied';

export function faceOf(status: MerchantStatus | null): MaintenanceFace | null {
  if (!status) return null;
  if (status.maintenance) return 'maintenance';
  if (status.regionRestriction) return 'denied';
  return null;
}

export const maintenanceFace = computed(() => faceOf(merchantStatus.value));
