import { useEffect, useRef, useState, type FormEvent } from 'react';
import { t } from '../../src/i18n/index.js';
import { loginGuardReleased, loginWithPassword } from '../../src/session/index.js';
import { TextField } from '../../src/ui/index.js';
import type { PaneProps } from './login-outcome.js';
import { RememberMe, useRememberMe } from './remember-me.js';

type FieldErrors = { username?: string; password?: string };

/** User name and password. A login that needs a second factor opens the two-factor dialog from the runtime. */
export function UsernamePane({
  initialUsername,
  prefill,
  onSuccess,
  onError,
  hidden,
}: PaneProps & { initialUsername: string; prefill?: { username: string } | null }) {
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  // After an answer the login guard stays closed briefly (SPEC §4); the button says so instead of ignoring a tap.
  const [cooling, setCooling] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const remember = useRememberMe('username', (name, secret) => {
    setUsername((current) => current || name);
    if (secret) setPassword((current) => current || secret);
  });

  useEffect(() => setUsername((current) => current || initialUsername), [initialUsername]);

  // Back from a password reset: that account's name, and the new password still to type.
  useEffect(() => {
    if (!prefill) return;
    setUsername(prefill.username);
    setPassword('');
    setErrors({});
    requestAnimationFrame(() => passwordRef.current?.focus());
  }, [prefill]);

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
      onSuccess(result, username.trim(), 'username');
    } catch (error) {
      onError(error, 'username');
      passwordRef.current?.focus();
    } finally {
      setSubmitting(false);
      setCooling(true);
      void loginGuardReleased().then(() => setCooling(false));
    }
  }

  return (
    <form className="form" part="form" data-mode="username" noValidate onSubmit={submit} aria-busy={submitting} hidden={hidden}>
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
      <RememberMe type="username" {...remember} />
      <button type="submit" className="mc-button submit" part="submit" aria-disabled={submitting || cooling}>
        {submitting ? t('login_submitting') : t('login_submit')}
      </button>
    </form>
  );
}
