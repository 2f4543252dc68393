import { useRef, useState, type FormEvent } from 'react';
import { errorMessage, type ApiError } from '../../src/api/index.js';
import { t } from '../../src/i18n/index.js';
import { checkUsername, suggestUsername } from '../../src/registration/index.js';
import { TextField } from '../../src/ui/index.js';
import { ruleProblem } from './field-rules.js';
import { ReferralField } from './referral-field.js';
import { useRegisterSubmit, type PaneProps } from './register-outcome.js';

type FieldErrors = { username?: string; password?: string; referralCode?: string };
type MarkedField = keyof FieldErrors;
const MARKED_FIELDS: readonly MarkedField[] = ['username', 'password', 'referralCode'];
type Availability = 'unknown' | 'checking' | 'available' | 'taken';

/**
 * User name and password. Each is checked against the platform's rules as the player leaves it, and again as
 * they type once it is marked, so the mark goes as soon as the value is right. A name that follows the rules is
 * checked with the platform as the player leaves the field; a taken name comes with a free one to take instead,
 * and the player can ask for a suggestion at any time. A field the platform refuses is marked and focused.
 */
export function UsernamePane({ settings, agent, initialReferral, hidden, acceptance }: PaneProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [referral, setReferral] = useState(initialReferral);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [availability, setAvailability] = useState<Availability>('unknown');
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const [suggesting, setSuggesting] = useState(false);
  const checkedName = useRef('');
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const referralRef = useRef<HTMLInputElement>(null);
  const { submit, submitting, busy } = useRegisterSubmit(settings);

  const refs = { username: usernameRef, password: passwordRef, referralCode: referralRef };

  /** Marks a field (or clears its mark with ''). */
  function mark(field: MarkedField, message: string) {
    setErrors((current) => (current[field] === (message || undefined) ? current : { ...current, [field]: message || undefined }));
  }

  /** While a field is marked, its mark follows what the player types. */
  function recheck(field: 'username' | 'password', value: string) {
    if (errors[field]) mark(field, ruleProblem(field, value));
  }

  /** The platform refused a field: the form says why under it and takes the player there. */
  function markRefused(field: string, error: ApiError) {
    const name = field as MarkedField;
    const own = name === 'referralCode' ? '' : ruleProblem(name, name === 'username' ? username : password);
    mark(name, own || errorMessage(error));
    if (name === 'username') setAvailability('unknown');
    refs[name].current?.focus();
  }

  async function checkOnLeave() {
    const name = username.trim();
    if (!name) return;
    const problem = ruleProblem('username', name);
    mark('username', problem);
    if (problem) {
      checkedName.current = '';
      return;
    }
    if (name === checkedName.current) return;
    checkedName.current = name;
    setAvailability('checking');
    const available = await checkUsername(name);
    // The player may have typed on meanwhile: an answer about an older name is dropped.
    if (checkedName.current !== name) return;
    setAvailability(available === null ? 'unknown' : available ? 'available' : 'taken');
    if (available === false) setSuggestion(await suggestUsername(name));
  }

  async function suggest() {
    if (suggesting) return;
    setSuggesting(true);
    const name = await suggestUsername(username);
    setSuggesting(false);
    if (name) take(name);
  }

  function take(name: string) {
    setUsername(name);
    checkedName.current = name;
    setAvailability('available');
    setSuggestion(null);
    setErrors((current) => ({ ...current, username: undefined }));
    usernameRef.current?.focus();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found: FieldErrors = {};
    found.username = username.trim() ? ruleProblem('username', username) : t('login_username_required');
    found.password = password ? ruleProblem('password', password) : t('login_password_required');
    if (agent && !referral.trim()) found.referralCode = t('register_agent_code_required');
    for (const field of MARKED_FIELDS) if (!found[field]) delete found[field];
    setErrors(found);
    // The boxes come last in the form: they take the focus only when every field above them is filled.
    const accepted = acceptance.check(!Object.keys(found).length, 'username');
    if (found.username) return usernameRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    if (found.referralCode) return referralRef.current?.focus();
    if (!accepted) return;
    const result = await submit(
      { method: 'username', username, password, referralCode: referral, ...accepted },
      { fields: MARKED_FIELDS, mark: markRefused },
    );
    if (result) setPassword('');
  }

  const usernameError = errors.username || (availability === 'taken' ? t('register_username_taken') : '');
  return (
    <form className="form" part="form" data-mode="username" noValidate onSubmit={onSubmit} aria-busy={submitting} hidden={hidden}>
      <TextField
        ref={usernameRef}
        label={t('login_username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={64}
        value={username}
        error={usernameError}
        onChange={(event) => {
          setUsername(event.target.value);
          recheck('username', event.target.value);
          if (availability !== 'unknown') setAvailability('unknown');
          checkedName.current = '';
        }}
        onBlur={() => void checkOnLeave()}
      />
      <div className="username-help" part="username-help" aria-live="polite">
        {availability === 'checking' && <span className="hint">{t('register_username_checking')}</span>}
        {availability === 'available' && <span className="hint hint--ok">{t('register_username_available')}</span>}
        {availability === 'taken' && suggestion ? (
          <button type="button" className="link-button" part="suggestion" onClick={() => take(suggestion)}>
            {t('register_use_suggestion', { name: suggestion })}
          </button>
        ) : (
          <button type="button" className="link-button" part="suggest" aria-disabled={suggesting} onClick={() => void suggest()}>
            {t('register_suggest_username')}
          </button>
        )}
      </div>
      <TextField
        ref={passwordRef}
        label={t('login_password')}
        name="password"
        type="password"
        autoComplete="new-password"
        maxLength={64}
        revealable
        value={password}
        error={errors.password}
        onChange={(event) => {
          setPassword(event.target.value);
          recheck('password', event.target.value);
        }}
        onBlur={() => password && mark('password', ruleProblem('password', password))}
      />
      <ReferralField
        ref={referralRef}
        value={referral}
        onChange={(value) => {
          setReferral(value);
          // A refused code is marked until the player changes it.
          mark('referralCode', '');
        }}
        agent={agent}
        error={errors.referralCode}
      />
      {acceptance.fields('username')}
      <button type="submit" className="mc-button submit" part="submit" aria-disabled={busy}>
        {submitting ? t('register_submitting') : t('register_submit')}
      </button>
    </form>
  );
}
