import { useCallback, useState } from 'react';
import { errorMessage, isApiError, type ApiError } from '../../src/api/index.js';
import { useEmit } from '../../src/element/index.js';
import { t } from '../../src/i18n/index.js';
import { requestNavigation } from '../../src/navigation/index.js';
import {
  failedField,
  register,
  registerGuardReleased,
  type RegisterRequest,
  type RegisterResult,
} from '../../src/registration/index.js';
import type { Acceptance } from '../../src/registration/index.js';
import { memberInfo, type LoginResult } from '../../src/session/index.js';

/** How the player registered, in the events' detail. */
export type RegisterMethod = 'username' | 'mobile';

/** Detail of `mc-register-success`. */
export interface RegisterSuccessDetail {
  userName: string;
  customerId: string;
  /** The member type the platform gave the account: 0 player, 1 or 2 agent. */
  type: number;
  /** `provider` for a Google or phone sign-in through the merchant's Firebase. */
  method: RegisterMethod | 'provider';
  /** Whether the player is now logged in. */
  loggedIn: boolean;
  /** Where the app goes next, or null when it stays. */
  destination: string | null;
}

/** Detail of `mc-register-error`. */
export interface RegisterErrorDetail {
  code: string;
  message: string;
  method: RegisterMethod | 'provider';
  /** The form field the platform named and the form marked, when there is one. */
  field?: string;
}

/** The fields a pane marks itself when the platform names one of them, and how it marks one. */
export interface FieldMarking {
  fields: readonly string[];
  mark: (field: string, error: ApiError) => void;
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
    async (request: RegisterRequest, marking?: FieldMarking): Promise<RegisterResult | null> => {
      setSubmitting(true);
      try {
        const result = await register(request, {
          login: !settings.noLogin,
          notice: settings.successNotice,
          successMessage: settings.successMessage,
          markedFields: marking?.fields,
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
        const field = failedField(error);
        if (field && marking?.fields.includes(field)) {
          detail.field = field;
          marking.mark(field, error as ApiError);
        }
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

/**
 * A Google or phone sign-in from the registration form: the provider part has already logged the player in
 * (registering the account first when the merchant creates them), so this reports it as a registration.
 */
export function useProviderOutcome(noRedirect: boolean) {
  const emit = useEmit();
  const succeed = useCallback(
    (result: LoginResult, userName: string) => {
      const member = memberInfo.value;
      const detail: RegisterSuccessDetail = {
        userName,
        customerId: member?.id ?? '',
        type: member?.type ?? 0,
        method: 'provider',
        loggedIn: true,
        destination: result.destination,
      };
      const proceed = emit('mc-register-success', detail, { cancelable: true });
      if (proceed && !noRedirect) requestNavigation(result.destination, 'register');
    },
    [emit, noRedirect],
  );
  const fail = useCallback(
    (error: unknown) => {
      // The provider part has already told the player why.
      const code = error instanceof Error && typeof (error as { code?: unknown }).code === 'string'
        ? (error as Error & { code: string }).code
        : isApiError(error) ? error.code : 'unknown';
      const message = isApiError(error) ? errorMessage(error) : error instanceof Error ? error.message : t('unknown_error');
      emit('mc-register-error', { code, message, method: 'provider' } satisfies RegisterErrorDetail);
    },
    [emit],
  );
  return { succeed, fail };
}

export interface PaneProps {
  settings: OutcomeSettings;
  agent: boolean;
  /** The referral code the visitor arrived with (address, stored `reg_info`), to prefill. */
  initialReferral: string;
  hidden: boolean;
  /** The age and terms boxes, one state for both panes and the Google and phone sign-in below them. */
  acceptance: Acceptance;
}
