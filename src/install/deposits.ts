/** The member's deposit statistics (SPEC §3), for the forced-download modal and the install prompt's rules. */
import { call } from '../api/client.js';
import * as endpoints from '../api/endpoints.js';

export interface DepositStatistics {
  totalDepositSuccessCount: number;
  firstDeposit: boolean;
}

/** Null when there is no session or the platform could not say; callers then offer nothing. */
export async function loadDepositStatistics(): Promise<DepositStatistics | null> {
  try {
    const value = await call<{ totalDepositSuccessCount?: unknown; firstDeposit?: unknown } | null>(endpoints.depositSettings, {
      alert: false,
    });
    const count = value?.totalDepositSuccessCount;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) return null;
    return { totalDepositSuccessCount: count, firstDeposit: value?.firstDeposit === 'Y' || count > 0 };
  } catch {
    return null;
  }
}
