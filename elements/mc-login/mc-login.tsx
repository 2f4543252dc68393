import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import {
  errorMessage,
  isApiError,
  loginGuardReleased,
  loginWithPassword,
  prefetchEnvelope,
  requestNavigation,
  t,
  TextField,
  useEmit,
  type LoginResult,
} from '../../src/index.js';
import { RememberMe, useRememberMe } from './remember-me.js';

export interface McLoginProps {
  /** Fills the user name field, for instance from a link. */
  username?: string;
  /** Hides the built-in heading, when the page around the form has its own. */
  noTitle?: boolean;
  /** Stays on the page after a successful login instead of going home; only the event fires. */
  noRedirect?: boolean;
}

/** Detail of `mc-login-success`. */
export interface LoginSuccessDetail {
  userName: string;
  destination: string;
  firstTimeLogin: boolean;
  passwordChangeReason: LoginResult['passwordChangeReason'];
}

/** Detail of `mc-login-error`. */
export interface LoginErrorDetail {
  code: string;
  message: string;
}

type FieldErrors = { username?: string; password?: string };

export function McLogin({ username: initialUsername = '', noTitle = false, noRedirect = false }: McLoginProps) {
  useSignals();
  const emit = useEmit();
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  // After an answer the login guard stays closed briefly (SPEC §4); the button says so instead of ignoring a tap.
  const [cooling, setCooling] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const remember = useRememberMe((name, secret) => {
    setUsername((current) => current || name);
    if (secret) setPassword((current) => current || secret);
  });

  useEffect(() => setUsername((current) => current || initialUsername), [initialUsername]);

  // The crypto chunk and the platform key load while the player types, not after they press the button.
  useEffect(() => {
    const idle = globalThis.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 300));
    idle(() => prefetchEnvelope());
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting || cooling) return;
    const found: FieldErrors = {};
    if (!username.trim()) found.username = t('login_username_required');
    if (!password) found.password = t('login_password_required');
    setErrors(found);
    if (found.username) return usernameRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();

    setSubmitting(true);
    try {
      const result = await loginWithPassword({ username, password }, { remember: remember.checked });
      if (!result) return;
      setPassword('');
      const detail: LoginSuccessDetail = {
        userName: username.trim(),
        destination: result.destination,
        firstTimeLogin: result.firstTimeLogin,
        passwordChangeReason: result.passwordChangeReason,
      };
      const proceed = emit('mc-login-success', detail, { cancelable: true });
      if (proceed && !noRedirect) {
        requestNavigation(result.destination, 'login');
      }
    } catch (error) {
      // The error policy has already shown the message; the form keeps what the player typed.
      const detail: LoginErrorDetail = isApiError(error)
        ? { code: error.code, message: errorMessage(error) }
        : { code: 'unknown', message: t('unknown_error') };
      emit('mc-login-error', detail);
      passwordRef.current?.focus();
    } finally {
      setSubmitting(false);
      setCooling(true);
      void loginGuardReleased().then(() => setCooling(false));
    }
  }

  return (
    <form className="form" part="form" noValidate onSubmit={submit} aria-busy={submitting}>
      {!noTitle && (
        <h2 className="title" part="title">
          {t('login_title')}
        </h2>
      )}
      <TextField
        ref={usernameRef}
        label={t('login_username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={64}
        value={username}
        error={errors.username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <TextField
        ref={passwordRef}
        label={t('login_password')}
        name="password"
        type="password"
        autoComplete="current-password"
        maxLength={64}
        revealable
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <RememberMe {...remember} />
      <button type="submit" className="mc-button submit" part="submit" aria-disabled={submitting || cooling}>
        {submitting ? t('login_submitting') : t('login_submit')}
      </button>
    </form>
  );
}
