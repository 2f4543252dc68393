/**
 * The merchant's home-screen install settings (SPEC §4, §9), sent inside the app-download answer as
 * `homeScreen` (docs/wire-contract.md). Every field is read and defaulted on its own, so that a missing
 * or malformed one never breaks the prompt: the defaults are SPEC §9's (theme light, preferred way app, no
 * close limit, no deposit threshold).
 */
import { asFlag, asObject } from '../api/read.js';

/** A whole number from -1, else the fallback. */
const count = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isInteger(value) && value >= -1 ? value : fallback);
const oneOf = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T => (allowed.includes(value as T) ? (value as T) : fallback);

export interface HomeScreenSettings {
  /** The feature itself; the merchant switch `A2HS3` must be on as well. */
  enabled: boolean;
  theme: 'light' | 'dark';
  /** Which choice the app-or-web-app sheet puts first. */
  preferredWay: 'app' | 'web_app';
  /** Dismissals after which the prompt stops; -1 never stops it. */
  maxCloseTimes: number;
  requiredLogin: boolean;
  hideAfterFirstDeposit: boolean;
  /** Successful deposits from which the prompt stops on `domains`; -1 turns the rule off. */
  depositTimes: number;
  /** Host names the deposit-count rule applies on; empty: every host. */
  domains: string[];
}

export function parseHomeScreen(input: unknown): HomeScreenSettings {
  const settings = asObject(input);
  return {
    enabled: asFlag(settings.enabled, true),
    theme: oneOf(settings.theme, ['light', 'dark'], 'light'),
    preferredWay: oneOf(settings.preferredWay, ['app', 'web_app'], 'app'),
    maxCloseTimes: count(settings.maxCloseTimes, -1),
    requiredLogin: asFlag(settings.requiredLogin),
    hideAfterFirstDeposit: asFlag(settings.hideAfterFirstDeposit),
    depositTimes: count(settings.depositTimes, -1),
    domains: Array.isArray(settings.domains) ? settings.domains.map((domain) => (typeof domain === 'string' ? domain : '')) : [],
  };
}
