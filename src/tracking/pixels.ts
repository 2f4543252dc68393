/**
 * The ad pixels a merchant configures (Facebook `fbq`, TikTok `ttq`, Google `gtag`, Kwai `kwaiq`): each vendor's
 * own script, loaded only for a configured id, with the global queue its official snippet would have made
 * (written here rather than inline, so that the page's policy needs no 'unsafe-inline'). Calls made before the
 * script arrives wait in that queue, exactly as with the vendors' snippets.
 */
import { getConfig } from '../config/config.js';
import { trustedScriptUrl } from '../security/trusted-types.js';
import type { AnalyticsConfig } from './analytics-config.js';
import type { TrackingEvent } from './tracking-event.js';

type Fn = (...args: unknown[]) => void;
interface Fbq extends Fn {
  callMethod?: Fn;
  queue: unknown[];
  push: Fbq;
  loaded: boolean;
  version: string;
}
/** TikTok's and Kwai's queue: an array whose methods push `[method, ...args]` until the vendor's script takes over. */
type SdkQueue = unknown[] &
  Record<string, unknown> & { load: (id: string) => void; page: Fn; track: Fn; instance: (id: string) => SdkQueue };
interface PixelWindow {
  fbq?: Fbq;
  _fbq?: Fbq;
  ttq?: SdkQueue;
  TiktokAnalyticsObject?: string;
  kwaiq?: SdkQueue;
  KwaiAnalyticsObject?: string;
  dataLayer?: unknown[];
  gtag?: Fn;
}

const w = globalThis as unknown as PixelWindow;

function addScript(src: string, vendor: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = trustedScriptUrl(src);
  script.dataset.mcPixel = vendor;
  document.head.append(script);
}

function facebook(ids: string[]): void {
  if (!w.fbq) {
    const fbq = function (...args: unknown[]) {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    } as Fbq;
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    fbq.queue = [];
    w.fbq = fbq;
    w._fbq ??= fbq;
    addScript(getConfig().facebookPixelScript, 'facebook');
  }
  for (const id of ids) w.fbq('init', id);
  w.fbq('track', 'PageView');
}

const SDK_METHODS = ['page', 'track', 'identify', 'instances', 'debug', 'on', 'off', 'once', 'ready', 'alias', 'group', 'enableCookie', 'disableCookie'];

function deferMethods(queue: SdkQueue): SdkQueue {
  for (const method of SDK_METHODS) queue[method] = (...args: unknown[]) => void queue.push([method, ...args]);
  return queue;
}

/**
 * The queue TikTok's and Kwai's snippets both make: `methods`, one script per `load(id)` with
 * `?sdkid=<id>&lib=<global>`, and a queue per pixel (`_i[id]`) that `instance(id)` hands out.
 */
function sdkQueue(lib: 'ttq' | 'kwaiq', script: 'tiktokPixelScript' | 'kwaiPixelScript', vendor: string): SdkQueue {
  const queue = deferMethods([] as unknown as SdkQueue);
  queue.methods = SDK_METHODS;
  const pixels = () => (queue._i ??= {}) as Record<string, SdkQueue>;
  queue.instance = (id: string) => deferMethods(pixels()[id] ?? ([] as unknown as SdkQueue));
  queue.load = (id: string) => {
    const source = getConfig()[script];
    pixels()[id] = Object.assign([], { _u: source }) as unknown as SdkQueue;
    ((queue._t ??= {}) as Record<string, number>)[id] = Date.now();
    ((queue._o ??= {}) as Record<string, unknown>)[id] = {};
    const url = new URL(source, location.href);
    url.searchParams.set('sdkid', id);
    url.searchParams.set('lib', lib);
    addScript(url.href, vendor);
  };
  return queue;
}

function tiktok(ids: string[]): void {
  if (!w.ttq) {
    w.TiktokAnalyticsObject = 'ttq';
    w.ttq = sdkQueue('ttq', 'tiktokPixelScript', 'tiktok');
  }
  for (const id of ids) w.ttq.load(id);
  w.ttq.page();
}

function kwai(ids: string[]): void {
  if (!w.kwaiq) {
    w.KwaiAnalyticsObject = 'kwaiq';
    w.kwaiq = sdkQueue('kwaiq', 'kwaiPixelScript', 'kwai');
  }
  for (const id of ids) w.kwaiq.load(id);
  w.kwaiq.page();
}

function google(ids: string[]): void {
  if (!w.gtag) {
    w.dataLayer ??= [];
    // gtag.js reads the `arguments` objects its snippet pushes, not arrays.
    w.gtag = function () {
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments);
    };
    w.gtag('js', new Date());
    const url = new URL(getConfig().gtagScript, location.href);
    url.searchParams.set('id', ids[0]!);
    addScript(url.href, 'gtag');
  }
  for (const id of ids) w.gtag('config', id);
}

let configured: AnalyticsConfig | null = null;

/** Loads the pixels of a configuration, once; later configurations add no second copy. */
export function loadPixels(config: AnalyticsConfig): void {
  if (configured) return;
  configured = config;
  if (config.facebook.length) facebook(config.facebook);
  if (config.tiktok.length) tiktok(config.tiktok);
  if (config.gtag.length) google(config.gtag);
  if (config.kwai.length) kwai(config.kwai);
}

/**
 * Each vendor's name for the events (their standard events where one exists). Kwai's pixel takes only its own
 * standard events and has none for a login, so it is not told of one.
 */
const NAMES = {
  register: { fb: 'CompleteRegistration', tt: 'CompleteRegistration', ga: 'sign_up', kw: 'completeRegistration' },
  login: { fb: 'Login', tt: 'Login', ga: 'login', kw: null },
  deposit: { fb: 'Purchase', tt: 'CompletePayment', ga: 'purchase', kw: 'purchase' },
  firstDeposit: { fb: 'FirstDeposit', tt: 'FirstDeposit', ga: 'first_deposit', kw: 'firstDeposit' },
} as const;
const FB_STANDARD = new Set(['CompleteRegistration', 'Purchase']);

/** Tells the configured pixels about an event. */
export function sendToPixels({ event, fields }: TrackingEvent): void {
  if (!configured) return;
  const names = NAMES[event];
  const money = fields.amount > 0 && fields.currency ? { value: fields.amount, currency: fields.currency } : {};
  if (configured.facebook.length && w.fbq) {
    w.fbq(FB_STANDARD.has(names.fb) ? 'track' : 'trackCustom', names.fb, money, { eventID: fields.eventID });
  }
  if (configured.tiktok.length && w.ttq) w.ttq.track(names.tt, money, { event_id: fields.eventID });
  if (configured.gtag.length && w.gtag) w.gtag('event', names.ga, { ...money, transaction_id: fields.eventID });
  if (names.kw && w.kwaiq) {
    for (const id of configured.kwai) w.kwaiq.instance(id).track(names.kw, money, { event_id: fields.eventID });
  }
}
