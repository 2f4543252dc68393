/**
 * When the home-screen install prompt is offered (SPEC §4), and its counters. Part of the install prompt's
 * lazy kit (prompt-kit.ts); how this browser installs, which matters only once it shows, is install-way.ts.
 */
import { isLoggedIn } from '../session/session.js';
import { isInApp, isPwa, isWebClip } from '../device/device.js';
import { faceOf } from '../platform/maintenance.js';
import type { MerchantStatus } from '../platform/merchant-status.js';
import { storageKey, stringKey } from '../storage/storage.js';
import type { HomeScreenSettings } from './home-screen-settings.js';
import type { DepositStatistics } from './deposits.js';

/** Set for the browser session once the player dismissed the prompt (SPEC §9). */
export const skipA2hsKey = stringKey('session', 'PWA_skipA2hs');
/** Dismissals so far, on this browser; installing sets it to {@link INSTALLED_TIMES} (SPEC §4, §9). */
export const a2hsCloseTimesKey = storageKey('local', 'PWA_a2hsCloseTimes', 0, (value): value is number =>
  Number.isInteger(value) && (value as number) >= 0,
);
export const INSTALLED_TIMES = 99;

/** Pages of the /m app the prompt may show on (SPEC §4). */
export const INSTALL_PAGES = ['/m/home', '/m/index.html'];

/** Why the prompt is not offered; null when it is. */
export type InstallBlock =
  | 'maintenance'
  | 'region'
  | 'switch-off'
  | 'feature-off'
  | 'in-app'
  | 'installed'
  | 'dismissed'
  | 'closed-enough'
  | 'page'
  | 'login'
  | 'deposits';

export interface InstallFacts {
  status: MerchantStatus;
  settings: HomeScreenSettings;
  /** Deposit statistics of the member; null for a visitor or when the platform could not say. */
  deposits: DepositStatistics | null;
  /** Whether the page rule applies: inside the /m app, which navigates by itself. */
  appPages: boolean;
  path?: string;
  host?: string;
}

/** Whether the deposit rules need the member's statistics (they decide only for a logged-in player). */
export function needsDeposits(settings: HomeScreenSettings, host = location.hostname): boolean {
  return settings.hideAfterFirstDeposit || depositRuleApplies(settings, host);
}

function depositRuleApplies(settings: HomeScreenSettings, host: string): boolean {
  if (settings.depositTimes < 0) return false;
  const listed = settings.domains.filter(Boolean).map((domain) => domain.toLowerCase());
  return listed.length === 0 || listed.includes(host.toLowerCase());
}

/** The first rule of SPEC §4 that keeps the prompt away, or null when it may show. */
export function installBlock(facts: InstallFacts): InstallBlock | null {
  const { status, settings, deposits } = facts;
  const face = faceOf(status);
  if (face === 'maintenance') return 'maintenance';
  if (face === 'denied') return 'region';
  if (status.info.switches.A2HS3 !== true) return 'switch-off';
  if (!settings.enabled) return 'feature-off';
  if (isInApp()) return 'in-app';
  const closes = a2hsCloseTimesKey.read();
  if (isPwa() || isWebClip() || closes >= INSTALLED_TIMES) return 'installed';
  if (skipA2hsKey.read() !== null) return 'dismissed';
  if (settings.maxCloseTimes >= 0 && closes >= settings.maxCloseTimes) return 'closed-enough';
  if (facts.appPages && !INSTALL_PAGES.includes(facts.path ?? location.pathname)) return 'page';
  const loggedIn = isLoggedIn.value;
  if (settings.requiredLogin && !loggedIn) return 'login';
  if (loggedIn && needsDeposits(settings, facts.host)) {
    if (!deposits) return 'deposits';
    if (settings.hideAfterFirstDeposit && deposits.firstDeposit) return 'deposits';
    if (depositRuleApplies(settings, facts.host ?? location.hostname) && deposits.totalDepositSuccessCount >= settings.depositTimes) {
      return 'deposits';
    }
  }
  return null;
}

/** Whether the prompt waits for the member (login or deposits) rather than the 2 s after load (SPEC §4). */
export function loginGated(settings: HomeScreenSettings): boolean {
  return settings.requiredLogin || (isLoggedIn.value && needsDeposits(settings));
}

/** The player said no: skip for the session and count it, no further than the merchant's limit. */
export function noteDismissal(settings: HomeScreenSettings): void {
  skipA2hsKey.write('1');
  const closes = a2hsCloseTimesKey.read();
  if (closes >= INSTALLED_TIMES) return;
  const next = closes + 1;
  a2hsCloseTimesKey.write(settings.maxCloseTimes >= 0 ? Math.min(next, settings.maxCloseTimes) : next);
}

/** The player installed (the app, or the web app through the browser): never offer again here. */
export function noteInstalled(): void {
  a2hsCloseTimesKey.write(INSTALLED_TIMES);
  skipA2hsKey.write('1');
}
