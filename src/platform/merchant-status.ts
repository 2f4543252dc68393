/**
 * The platform's status payload (SPEC §3): merchant settings, switches, maintenance and region state. It is
 * read field by field with defaults, so a missing or malformed field never breaks the app; switches the
 * payload does not name are off.
 */
import { signal } from '@preact/signals-core';
import { call } from '../api/client.js';
import { ApiError, expectRecord } from '../api/api-error.js';
import { asFlag, asObject, asString } from '../api/read.js';
import * as endpoints from '../api/endpoints.js';
import { errorMessage } from '../api/error-policy.js';
import { offerEnvelopes } from '../api/envelope.js';
import { adoptMerchantLanguage, ensureLocale, t } from '../i18n/i18n.js';
import { toLanguageCode, type LanguageCode } from '../i18n/languages.js';
import { hideSpinnerForError, showNotice } from '../ui/notices.js';
import { deviceHeader } from '../device/device.js';
import { parseDomainList, setDomainList } from '../net/lines.js';
import { offlineBarShows } from '../net/offline-bar.js';

export interface MerchantInfo {
  merchantCode: string;
  whitelabel: string;
  whitelabelVal: string;
  mainDomain: string;
  mobileTemplate: string;
  /** The merchant's default language (one of the 22), for a first visit whose phone speaks none of them; null: none set. */
  defaultLanguage: LanguageCode | null;
  imageCDNs: string[];
  customerService: unknown[];
  register: { captcha: { enabled: boolean } };
  /** projectId and authDomain may be empty: the kit's configuration names the Firebase project when the platform does not. */
  sms: { firebase: boolean; apiKey: string; projectId: string; authDomain: string };
  gw: { GEETEST_ID: string; GEETEST_VERSION: string; PROFILE_ICON_COUNT: number };
  /** The merchant's ad pixels; read where they are used (src/tracking/analytics-config.ts). */
  analytics?: unknown;
  /** The merchant's responsible-gaming settings; each part reads its own field, so more may join this object. */
  responsibleGaming: ResponsibleGamingSettings;
  /** A switch whose value is not a boolean is off. */
  switches: Record<string, boolean>;
  /**
   * The request envelopes the platform accepts beside §7's, by name (`oaep-gcm.1`); empty when it offers none.
   * Names the kit does not know are kept and ignored.
   */
  envelopes: string[];
}

export interface ResponsibleGamingSettings {
  /** Minutes of play between reality checks; null: the merchant has none. */
  realityCheckMinutes: number | null;
  /**
   * The merchant's terms, a path on the platform's site or an absolute address; null: no terms to accept. A
   * `{lang}` in it stands for the player's language code (`responsibleGaming()` fills it in).
   */
  termsUrl: string | null;
  /** The version of the terms a registration accepts. */
  termsVersion: string | null;
  /** A sentence naming where to get help, in the player's language. */
  helpLine: string | null;
}

/** A field that is missing or malformed is null: the merchant has none. */
function readResponsibleGaming(value: unknown): ResponsibleGamingSettings {
  const settings = asObject(value);
  const minutes = settings.realityCheckMinutes;
  const text = (field: unknown) => (typeof field === 'string' && field.trim() ? field.trim() : null);
  return {
    realityCheckMinutes: typeof minutes === 'number' && Number.isInteger(minutes) && minutes > 0 ? minutes : null,
    termsUrl: text(settings.termsUrl),
    termsVersion: text(settings.termsVersion),
    helpLine: text(settings.helpLine),
  };
}

export interface MerchantStatus {
  info: MerchantInfo;
  location: { ip: string };
  test: boolean;
  maintenance: boolean;
  maintenanceEnd: string | number | null;
  regionRestriction: boolean;
  /** The lines the platform hands out (SPEC §3 value.domainList); anything but http(s) addresses is dropped. */
  domainList: string[];
}

function readInfo(value: unknown): MerchantInfo {
  const info = asObject(value);
  const captcha = asObject(asObject(info.register).captcha);
  const sms = asObject(info.sms);
  const gw = asObject(info.gw);
  const switches: Record<string, boolean> = {};
  for (const [name, on] of Object.entries(asObject(info.switches))) switches[name] = asFlag(on);
  return {
    merchantCode: asString(info.merchantCode),
    whitelabel: asString(info.whitelabel),
    whitelabelVal: asString(info.whitelabelVal),
    mainDomain: asString(info.mainDomain),
    mobileTemplate: asString(info.mobileTemplate),
    defaultLanguage: toLanguageCode(info.defaultLanguage),
    // A list with anything but strings in it is dropped whole, as a malformed field.
    imageCDNs: Array.isArray(info.imageCDNs) && info.imageCDNs.every((cdn) => typeof cdn === 'string') ? info.imageCDNs : [],
    customerService: Array.isArray(info.customerService) ? info.customerService : [],
    register: { captcha: { enabled: asFlag(captcha.enabled) } },
    sms: { firebase: asFlag(sms.firebase), apiKey: asString(sms.apiKey), projectId: asString(sms.projectId), authDomain: asString(sms.authDomain) },
    gw: {
      GEETEST_ID: asString(gw.GEETEST_ID),
      GEETEST_VERSION: asString(gw.GEETEST_VERSION, 'v3'),
      PROFILE_ICON_COUNT: typeof gw.PROFILE_ICON_COUNT === 'number' ? gw.PROFILE_ICON_COUNT : 9,
    },
    analytics: info.analytics,
    responsibleGaming: readResponsibleGaming(info.responsibleGaming),
    switches,
    envelopes: Array.isArray(info.envelopes) ? info.envelopes.filter((name): name is string => typeof name === 'string') : [],
  };
}

export function parseStatus(input: unknown): MerchantStatus {
  // A field of the wrong type falls back to its default; an answer that is no record at all is a failure.
  const status = expectRecord(input);
  const end = status.maintenanceEnd;
  return {
    info: readInfo(status.info),
    location: { ip: asString(asObject(status.location).ip) },
    test: asFlag(status.test),
    maintenance: asFlag(status.maintenance),
    maintenanceEnd: typeof end === 'string' || typeof end === 'number' ? end : null,
    regionRestriction: asFlag(status.regionRestriction),
    domainList: parseDomainList(status.domainList),
  };
}

/** The last status the platform sent; null until the first answer. */
export const merchantStatus = signal<MerchantStatus | null>(null);

/** Whether a merchant switch of SPEC §6 (`MOBILEAUTOLOGIN3`, ...) is on. Unknown or not yet loaded: off. */
export function switchOn(name: string): boolean {
  return merchantStatus.value?.info.switches[name] === true;
}

export interface StatusQuery {
  track?: string;
  originalDomain?: string;
}

/**
 * Fetches the status (SPEC §7: query device, track, originalDomain, url; never cached) and reports failures
 * as SPEC §8 says. Always rejects on failure.
 */
let loading: Promise<MerchantStatus> | null = null;

export function loadStatus(query: StatusQuery = {}): Promise<MerchantStatus> {
  // The app and its elements ask at start at the same time; one call answers them all.
  loading ??= fetchStatus(query).finally(() => {
    loading = null;
  });
  return loading;
}

async function fetchStatus({ track = '', originalDomain = location.host }: StatusQuery): Promise<MerchantStatus> {
  try {
    const value = await call(endpoints.status, {
      query: {
        device: deviceHeader() ?? 'MOBILE',
        track,
        originalDomain,
        url: location.origin + location.pathname,
        _: Date.now(),
      },
      alert: false,
    });
    const status = parseStatus(value);
    setDomainList(status.domainList);
    offerEnvelopes(status.info.envelopes);
    merchantStatus.value = status;
    adoptMerchantLanguage(status.info.defaultLanguage);
    return status;
  } catch (error) {
    const apiError = error instanceof ApiError ? error : new ApiError('bad_response', String(error));
    reportStatusFailure(apiError, () => loadStatus({ track, originalDomain }));
    throw apiError;
  }
}

/** SPEC §8 status failure. `retry` asks again, for the domain-error modal. */
function reportStatusFailure(error: ApiError, retry: () => Promise<unknown>): void {
  if (error.code === 'domain_not_available') {
    // The domain-unavailable handler: the modal, and an event for a merchant page that wants to know.
    // A message only when the server sent one (the modal is titled by whether there is one), in the player's language.
    void import('../net/domain-error.js').then(({ showDomainError }) => showDomainError({ message: error.message && errorMessage(error), retry }));
    document.dispatchEvent(new CustomEvent('mc-domain-unavailable', { bubbles: true, composed: true }));
    return;
  }
  hideSpinnerForError();
  const answered = error.status > 0 || !['network', 'timeout'].includes(error.code);
  // Offline, the page's offline bar already says why nothing answered: a notice over it would only block the
  // page (the forms stay usable, and the app asks for the status again once the connection is back).
  if (!answered && offlineBarShows()) return;
  // SPEC §8 words this one case 'Network Error / CORS Errors'; every other network failure says `network_failed`.
  // The status is the first call of a page: its strings may still be on their way.
  void ensureLocale()
    .catch(() => undefined)
    .then(() =>
      showNotice({
        title: t('notice'),
        message: answered || !/^https?:$/.test(location.protocol) ? errorMessage(error, t('error')) : t('network_error'),
      }),
    );
}
