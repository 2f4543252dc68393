import { useCallback } from 'react';
import { errorMessage, isApiError } from '../../src/api/index.js';
import { useEmit } from '../../src/element/index.js';
import { t } from '../../src/i18n/index.js';
import { requestNavigation } from '../../src/navigation/index.js';
import type { LoginResult } from '../../src/session/index.js';

/** How the player logged in, in the events' detail. */
export type LoginType = 'username' | 'sms' | 'firebase';

/** Detail of `mc-login-success`. */
export interface LoginSuccessDetail {
  userName: string;
  type: LoginType;
  destination: string;
  firstTimeLogin: boolean;
  passwordChangeReason: LoginResult['passwordChangeReason'];
}

/** Detail of `mc-login-error`. */
export interface LoginErrorDetail {
  code: string;
  message: string;
  type: LoginType;
}

/** What both panes do with a login's outcome: the events, then (unless cancelled) the next page. */
export function useLoginOutcome(noRedirect: boolean) {
  const emit = useEmit();
  const succeed = useCallback(
    (result: LoginResult, userName: string, type: LoginType) => {
      const detail: LoginSuccessDetail = {
        userName,
        type,
        destination: result.destination,
        firstTimeLogin: result.firstTimeLogin,
        passwordChangeReason: result.passwordChangeReason,
      };
      const proceed = emit('mc-login-success', detail, { cancelable: true });
      if (proceed && !noRedirect) requestNavigation(result.destination, 'login');
    },
    [emit, noRedirect],
  );
  const fail = useCallback(
    (error: unknown, type: LoginType) => {
      // The error policy has already shown the message; the form keeps what the player typed.
      const provided = error instanceof Error && typeof (error as { code?: unknown }).code === 'string';
      const detail: LoginErrorDetail = isApiError(error)
        ? { code: error.code, message: errorMessage(error), type }
        : provided
          ? { code: (error as Error & { code: string }).code, message: error.message, type }
          : { code: 'unknown', message: t('unknown_error'), type };
      emit('mc-login-error', detail);
    },
    [emit],
  );
  return { succeed, fail };
}

export interface PaneProps {
  onSuccess: (result: LoginResult, userName: string, type: LoginType) => void;
  onError: (error: unknown, type: LoginType) => void;
  hidden: boolean;
}
