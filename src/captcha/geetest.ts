/**
 * The Geetest client behind the captcha box (lazy chunk): the platform's captcha config, Geetest's script
 * (v3 `initGeetest`, v4 `initGeetest4`, from Geetest's servers unless configured otherwise), and the results
 * in the platform's field names.
 */
import { call } from '../api/client.js';
import type { Endpoint } from '../api/endpoint.js';
import { isApiError } from '../api/api-error.js';
import { errorMessage } from '../api/error-policy.js';
import { getConfig } from '../config/config.js';
import { language, t } from '../i18n/i18n.js';
import { languageInfo } from '../i18n/languages.js';
import { trustedScriptUrl } from '../security/trusted-types.js';
import type { CaptchaFields } from './captcha.js';

const captchaConfig = { method: 'GET', path: '/wps/captcha/geetest', auth: false } as const satisfies Endpoint;

/** The part of Geetest's captcha object (both versions) the box uses. */
export interface GeetestCaptcha {
  appendTo(target: HTMLElement): unknown;
  onReady(listener: () => void): unknown;
  onSuccess(listener: () => void): unknown;
  onError(listener: (error: GeetestErrorInfo) => void): unknown;
  onClose(listener: () => void): unknown;
  getValidate(): Record<string, string> | false | undefined;
  reset(): void;
  destroy(): void;
}

/** What Geetest hands `onError`: v3 `{ error_code, msg, user_error }`, v4 `{ code, msg, desc }`. */
export interface GeetestErrorInfo {
  code?: string | number;
  error_code?: string;
  msg?: string;
  user_error?: string;
}

type InitGeetest = (config: Record<string, unknown>, callback: (captcha: GeetestCaptcha) => void) => void;

/** A failure the box shows with its code, as Geetest's own client reports them (SPEC §8). */
export class GeetestFailure extends Error {
  constructor(message: string, readonly code: string) {
    super(message);
  }
}

/** Geetest's code for a client script that did not load, and for a config that did not arrive. */
export const SCRIPT_FAILED = '60204';
export const CONFIG_FAILED = '60205';

/** The platform's Geetest configuration: v4's captcha id, or v3's gt and challenge. */
type GeetestConfig =
  | { captchaId: string }
  | { gt: string; challenge: string; newCaptcha?: boolean; new_captcha?: boolean; success?: number | boolean };

const filled = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const optional = <T>(value: unknown, type: string): T | undefined => (typeof value === type ? (value as T) : undefined);

function readConfig(answer: unknown): GeetestConfig | null {
  const raw = (answer && typeof answer === 'object' ? answer : {}) as Record<string, unknown>;
  if (filled(raw.captchaId)) return { captchaId: raw.captchaId };
  if (!filled(raw.gt) || !filled(raw.challenge)) return null;
  const success = typeof raw.success === 'number' || typeof raw.success === 'boolean' ? raw.success : undefined;
  return { gt: raw.gt, challenge: raw.challenge, newCaptcha: optional(raw.newCaptcha, 'boolean'), new_captcha: optional(raw.new_captcha, 'boolean'), success };
}

const scripts = new Map<string, Promise<void>>();

/** Loads a classic script once; a failed load may be tried again. */
function loadScript(url: string): Promise<void> {
  let loading = scripts.get(url);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = trustedScriptUrl(url);
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        script.remove();
        scripts.delete(url);
        reject(new GeetestFailure(t('captcha_network_failure'), SCRIPT_FAILED));
      };
      document.head.append(script);
    });
    scripts.set(url, loading);
  }
  return loading;
}

/** Geetest's language option: the player's language tag, lower case, at most 6 characters (SPEC §5). */
export function geetestLanguage(): string {
  return languageInfo(language.value).tag.toLowerCase().slice(0, 6);
}

async function fetchConfig(): Promise<GeetestConfig> {
  let answer: unknown;
  try {
    answer = await call(captchaConfig, { query: { t: Date.now() }, alert: false });
  } catch (error) {
    if (isApiError(error) && error.status === 0) throw new GeetestFailure(t('captcha_network_failure'), CONFIG_FAILED);
    throw new GeetestFailure(isApiError(error) ? errorMessage(error) : t('unknown_error'), CONFIG_FAILED);
  }
  const config = readConfig(answer);
  if (!config) throw new GeetestFailure(t('captcha_failed'), CONFIG_FAILED);
  return config;
}

/**
 * A fresh Geetest widget for the merchant's version, placed in `container`. Resolves once Geetest handed
 * over its captcha object (before it is ready); rejects with a GeetestFailure.
 */
export async function createGeetest(version: 'v3' | 'v4', container: HTMLElement): Promise<GeetestCaptcha> {
  const config = await fetchConfig();
  const { geetestScript, geetest4Script } = getConfig();
  const lang = geetestLanguage();
  const useV4 = 'captchaId' in config || version === 'v4';
  await loadScript(useV4 ? geetest4Script : geetestScript);
  const init = (globalThis as Record<string, unknown>)[useV4 ? 'initGeetest4' : 'initGeetest'] as InitGeetest | undefined;
  if (typeof init !== 'function') throw new GeetestFailure(t('captcha_network_failure'), SCRIPT_FAILED);
  const options =
    'captchaId' in config
      ? { captchaId: config.captchaId, product: 'float', language: lang }
      : {
          gt: config.gt,
          challenge: config.challenge,
          // success 0 means Geetest's servers are down and the platform asks for the offline mode.
          offline: config.success === 0 || config.success === false,
          new_captcha: config.newCaptcha ?? config.new_captcha ?? true,
          product: 'float',
          lang,
          https: location.protocol === 'https:',
        };
  return new Promise<GeetestCaptcha>((resolve, reject) => {
    try {
      init(options, (captcha) => {
        captcha.appendTo(container);
        resolve(captcha);
      });
    } catch {
      reject(new GeetestFailure(t('captcha_failed'), CONFIG_FAILED));
    }
  });
}

/** The solved widget's results in the platform's field names; null when it is not solved. */
export function captchaFields(captcha: GeetestCaptcha): CaptchaFields | null {
  const result = captcha.getValidate();
  if (!result) return null;
  if (typeof result.lot_number === 'string') {
    return {
      geetestValidateV4: {
        lot_number: result.lot_number,
        captcha_output: result.captcha_output ?? '',
        pass_token: result.pass_token ?? '',
        gen_time: result.gen_time ?? '',
      },
    };
  }
  if (typeof result.geetest_challenge === 'string' && typeof result.geetest_seccode === 'string') {
    return { geetestChallenge: result.geetest_challenge, geetestSeccode: result.geetest_seccode };
  }
  return null;
}

/** What the box says for a Geetest error: its player text and its code (SPEC §8 `user_error` plus code). */
export function describeGeetestError(error: GeetestErrorInfo): string {
  const text = error.user_error || error.msg || t('captcha_failed');
  const code = error.code ?? error.error_code;
  return code === undefined || code === '' ? text : `${text} (${code})`;
}
