/**
 * The member's balance, one copy for every `<mc-balance>` on the page (the header's and member home's share
 * it, and one call). It is asked for when a balance first shows, and again at most once every 10 s as more
 * show; at once after a deposit or a claimed reward, when the page comes back into view (the player returns
 * from a game in another tab, or through its `backUrl` to a page the browser kept), and on the refresh control.
 * A failed refresh keeps the last known amount, marked as not current.
 */
import { effect, signal } from '@preact/signals-core';
import { asNumber, asText, call, type Endpoint, endpoints, expectRecord } from '../../src/api/index.js';
import { token } from '../../src/session/index.js';
import { storageKey } from '../../src/storage/index.js';

// Wallet (docs/wire-contract.md): the member's balance.
const balance = { method: 'GET', path: '/wps/member/balance', auth: 'required' } as const satisfies Endpoint;

export const REFRESH_INTERVAL_MS = 10_000;

export interface Wallet {
  /** The last known amount; null before the first answer. */
  amount: number | null;
  currency: string;
  /** The last refresh failed: the amount shown is the last known one. */
  stale: boolean;
  busy: boolean;
}

const NONE: Wallet = { amount: null, currency: '', stale: false, busy: false };
export const wallet = signal<Wallet>(NONE);

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
/** The player's choice to hide the amount, kept on the device for every session. */
export const hiddenKey = storageKey<boolean>('local', 'MC_BALANCE_HIDDEN', false, isBoolean);
export const amountHidden = signal(hiddenKey.read());

export function setAmountHidden(hidden: boolean): void {
  amountHidden.value = hidden;
  hiddenKey.write(hidden);
}

let askedAt = -Infinity;
let pending: Promise<void> | null = null;
let currencyOfDeposits: Promise<string> | null = null;

/** The merchant's currency as the deposit page reads it, for an answer that does not name one. */
function depositCurrency(): Promise<string> {
  currencyOfDeposits ??= call<unknown>(endpoints.depositSettings, { alert: false })
    .then((value) => asText(expectRecord(value).currency))
    .catch(() => {
      currencyOfDeposits = null;
      return '';
    });
  return currencyOfDeposits;
}

/** Asks for the balance; without `force`, not again within 10 s of the last ask. One call at a time. */
export function refreshBalance({ force = false } = {}): Promise<void> {
  const forToken = token.value;
  if (!forToken) return Promise.resolve();
  if (pending) return pending;
  if (!force && Date.now() - askedAt < REFRESH_INTERVAL_MS) return Promise.resolve();
  askedAt = Date.now();
  wallet.value = { ...wallet.value, busy: true };
  pending = (async () => {
    try {
      const value = expectRecord(await call<unknown>(balance, { alert: false }));
      const amount = asNumber(value.balance);
      if (amount === null) throw new Error('no balance in the answer');
      const currency = asText(value.currency) || wallet.value.currency || (await depositCurrency());
      // A logout (or another login) while the call ran: its answer belongs to nobody now.
      if (token.value !== forToken) return;
      wallet.value = { amount, currency, stale: false, busy: false };
    } catch {
      if (token.value !== forToken) return;
      wallet.value = { ...wallet.value, stale: true, busy: false };
    } finally {
      pending = null;
    }
  })();
  return pending;
}

let watching = false;

/** Starts the refresh triggers, once per page; a balance shown calls it. */
export function watchBalance(): void {
  if (watching) return;
  watching = true;
  const now = () => void refreshBalance({ force: true });
  document.addEventListener('mc-deposit', now);
  document.addEventListener('mc-reward-center-claim', now);
  // A withdrawal leaves the balance at once, and a cancelled one comes back.
  document.addEventListener('mc-withdraw', now);
  document.addEventListener('mc-records-cancel', now);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && now());
  addEventListener('pageshow', (event) => (event as PageTransitionEvent).persisted && now());
  // Another player's balance never shows: a new session starts from nothing.
  let lastToken = token.value;
  effect(() => {
    if (token.value === lastToken) return;
    lastToken = token.value;
    wallet.value = NONE;
    pending = null;
    askedAt = -Infinity;
    currencyOfDeposits = null;
  });
}
