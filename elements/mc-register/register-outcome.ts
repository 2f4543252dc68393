import { useCallback, useState } from 'react';
import {
  errorMessage,
  isApiError,
  register,
  registerGuardReleased,
  requestNavigation,
  t,
  useEmit,
  type RegisterRequest,
  type RegisterResult,
} from '../../src/index.js';

/** How the player registered, in the events' detail. */
export type RegisterMethod = 'username' | 'mobile';

/** Detail of `mc-register-success`. */
export interface RegisterSuccessDetail {
  userName: string;
  customerId: string;
  /** The member type the platform gave the account: 0 player, 1 or 2 agent. */
  type: number;
  method: RegisterMethod;
  /** Whether the player is now logged in. */
  loggedIn: boolean;
  /** Where the app goes next, or null when it stays. */
  destination: string | null;
}

/** Detail of `mc-register-error`. */
export interface RegisterErrorDetail {
  code: string;
  message: string;
  method: RegisterMethod;
}

/** What the element's attributes say about the outcome of a registration. */
export interface OutcomeSettings {
  noRedirect: boolean;
  noLogin: boolean;
  successNotice: boolean;
  successMessage: string;
}

/**
 * Submitting a registration from a pane: the call, the re-entry guard shown on the button, the events, and
 * the way home (through the cancelable `mc-navigate`). Resolves true on success.
 */
export function useRegisterSubmit(settings: OutcomeSettings) {
  const emit = useEmit();
  const [submitting, setSubmitting] = useState(false);
  // The registration guard stays closed 500 ms after an answer (SPEC §4); the button says so.
  const [cooling, setCooling] = useState(false);

  const submit = useCallback(
    async (request: RegisterRequest): Promise<RegisterResult | null> => {
      setSubmitting(true);
      try {
        const result = await register(request, {
          login: !settings.noLogin,
          notice: settings.successNotice,
          successMessage: settings.successMessage,
        });
        if (!result) return null;
        const detail: RegisterSuccessDetail = { ...result, method: request.method };
        const proceed = emit('mc-register-success', detail, { cancelable: true });
        if (proceed && result.destination && !settings.noRedirect) requestNavigation(result.destination, 'register');
        return result;
      } catch (error) {
        const detail: RegisterErrorDetail = isApiError(error)
          ? { code: error.code, message: errorMessage(error), method: request.method }
          : { code: 'unknown', message: t('unknown_error'), method: request.method };
        emit('mc-register-error', detail);
        return null;
      } finally {
        setSubmitting(false);
        setCooling(true);
        void registerGuardReleased().then(() => setCooling(false));
      }
    },
    [emit, settings.noLogin, settings.successNotice, settings.successMessage, settings.noRedirect],
  );

  return { submit, submitting, busy: submitting || cooling };
}

export interface PaneProps {
  settings: OutcomeSettings;
  agent: boolean;
  /** The referral code the visitor arrived with (address, stored `reg_info`), to prefill. */
  initialReferral: string;
  hidden: boolean;
}
