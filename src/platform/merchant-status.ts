/**
 * The platform's status payload (SPEC §3): merchant settings, switches, maintenance and region state. It is
 * validated field by field with defaults, so a missing or malformed field never breaks the app; switches the
 * payload does not name are off.
 */
import * as v from 'valibot';
import { signal } from '@preact/signals-core';
import { call } from '../api/client.js';
import { ApiError, expectRecord } from '../api/api-error.js';
import { endpoints } from '../api/endpoints.js';
import { errorMessage } from '../api/error-policy.js';
import { ensureLocale, t } from '../i18n/i18n.js';
import { hideSpinnerForError, showNotice } from '../ui/notices.js';
import { deviceHeader } from '../device/device.js';
import { parseDomainList, setDomainList } from '../net/lines.js';
import { offlineBarShows } from '../net/offline-bar.js';

const text = (fallbackValue = '') => v.fallback(v.string(), fallbackValue);
const flag = (fallbackValue = false) => v.fallback(v.boolean(), fallbackValue);

const InfoSchema = v.object({
  merchantCode: text(),
  whitelabel: text(),
  whitelabelVal: text(),
  mainDomain: text(),
  mobileTemplate: text(),
  imageCDNs: v.fallback(v.array(v.string()), []),
  customerService: v.fallback(v.array(v.unknown()), []),
  register: v.fallback(v.object({ captcha: v.fallback(v.object({ enabled: flag() }), { enabled: false }) }), {
    captcha: { enabled: false },
  }),
  // projectId and authDomain are optional: the kit's configuration names the Firebase project when the platform does not.
  sms: v.fallback(v.object({ firebase: flag(), apiKey: text(), projectId: text(), authDomain: text() }), {
    firebase: false,
    apiKey: '',
    projectId: '',
    authDomain: '',
  }),
  gw: v.fallback(
    v.object({ GEETEST_ID: text(), GEETEST_VERSION: text('v3'), PROFILE_ICON_COUNT: v.fallback(v.number(), 9) }),
    { GEETEST_ID: '', GEETEST_VERSION: 'v3', PROFILE_ICON_COUNT: 9 },
  ),
  // The merchant's ad pixels; validated where they are used (src/tracking/analytics-config.ts), so that the
  // schema every page carries stays small.
  analytics: v.optional(v.unknown()),
  // The merchant's responsible-gaming settings, read where they are used (src/platform/responsible-gaming.ts).
  responsibleGaming: v.optional(v.unknown()),
  // A switch whose value is not a boolean is off.
  switches: v.fallback(v.record(v.string(), v.fallback(v.boolean(), false)), {}),
});

const StatusSchema = v.object({
  info: v.fallback(InfoSchema, () => v.getFallbacks(InfoSchema) as unknown as v.InferOutput<typeof InfoSchema>),
  location: v.fallback(v.object({ ip: text() }), { ip: '' }),
  test: flag(),
  maintenance: flag(),
  maintenanceEnd: v.fallback(v.nullable(v.union([v.string(), v.number()])), null),
  regionRestriction: flag(),
  // The lines the platform hands out (SPEC §3 value.domainList); anything but http(s) addresses is dropped.
  domainList: v.fallback(v.pipe(v.unknown(), v.transform(parseDomainList)), []),
});

export type MerchantStatus = v.InferOutput<typeof StatusSchema>;

export function parseStatus(input: unknown): MerchantStatus {
  // A field of the wrong type falls back to its default; an answer that is no record at all is a failure.
  return v.parse(StatusSchema, expectRecord(input));
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
    merchantStatus.value = status;
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
