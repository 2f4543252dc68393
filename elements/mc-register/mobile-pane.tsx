/**
 * Registration by mobile number (SPEC §3, §5): country dialling code, the number, the SMS code where the
 * merchant verifies numbers (`MOBILENUMVERIFYREG3`), and a password only where the merchant asks for one
 * (`MOBILENUMPASSREG3`; else the platform's default password). Loaded with the SMS kit on first switch.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useShadowStyles } from '../../src/element/index.js';
import { errorMessage, type ApiError } from '../../src/api/index.js';
import { t } from '../../src/i18n/index.js';
import { switchOn } from '../../src/platform/index.js';
import { DEFAULT_PASSWORD } from '../../src/session/index.js';
import type { SmsKit } from '../../src/sms/index.js';
import { TextField } from '../../src/ui/index.js';
import { ruleProblem } from './field-rules.js';
import { ReferralField } from './referral-field.js';
import { useRegisterSubmit, type PaneProps } from './register-outcome.js';

type FieldErrors = { mobileNum?: string; verificationCode?: string; password?: string; referralCode?: string };
type MarkedField = keyof FieldErrors;
const MARKED_FIELDS: readonly MarkedField[] = ['mobileNum', 'verificationCode', 'password', 'referralCode'];

export function MobilePane({ kit, settings, agent, initialReferral, hidden, acceptance }: PaneProps & { kit: SmsKit }) {
  const { SmsCodeFields, smsStyles, useMobileNumber, usePlatformCodeSender } = kit;
  useSignals();
  useShadowStyles(smsStyles);
  const number = useMobileNumber();
  const { mobileNum, dialingCode } = number;
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [referral, setReferral] = useState(initialReferral);
  const [errors, setErrors] = useState<FieldErrors>({});
  const mobileRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const referralRef = useRef<HTMLInputElement>(null);
  const { submit, submitting, busy } = useRegisterSubmit(settings);

  const verifies = switchOn('MOBILENUMVERIFYREG3');
  const asksPassword = switchOn('MOBILENUMPASSREG3');

  const sender = usePlatformCodeSender(number, { mobileRef, codeRef, setErrors });
  const { requireMobile } = sender;

  /** The platform refused a field: the form says why under it and takes the player there. */
  function markRefused(field: string, error: ApiError) {
    const name = field as MarkedField;
    const own = name === 'mobileNum' || name === 'password' ? ruleProblem(name, name === 'password' ? password : mobileNum) : '';
    setErrors((current) => ({ ...current, [name]: own || errorMessage(error) }));
    ({ mobileNum: mobileRef, verificationCode: codeRef, password: passwordRef, referralCode: referralRef })[name].current?.focus();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const mobileGiven = requireMobile();
    const found: FieldErrors = {};
    const numberProblem = mobileGiven ? ruleProblem('mobileNum', mobileNum) : '';
    if (numberProblem) found.mobileNum = numberProblem;
    if (verifies && !code.trim()) found.verificationCode = t('login_code_required');
    if (asksPassword) {
      const problem = password ? ruleProblem('password', password) : t('login_password_required');
      if (problem) found.password = problem;
    }
    if (agent && !referral.trim()) found.referralCode = t('register_agent_code_required');
    if (!mobileGiven) {
      // The number is first in the form and has the focus: the boxes are marked, the other fields are told later.
      acceptance.check(false, 'mobile');
      return;
    }
    setErrors(found);
    const accepted = acceptance.check(!Object.keys(found).length, 'mobile');
    if (found.mobileNum) return mobileRef.current?.focus();
    if (found.verificationCode) return codeRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    if (found.referralCode) return referralRef.current?.focus();
    if (!accepted) return;
    const result = await submit({
      method: 'mobile',
      mobileNum,
      countryDialingCode: dialingCode,
      verificationCode: verifies ? code : undefined,
      password: asksPassword ? password : undefined,
      referralCode: referral,
      ...accepted,
    }, { fields: MARKED_FIELDS, mark: markRefused });
    if (result) {
      setCode('');
      setPassword('');
    }
  }

  return (
    <form className="form" part="form" data-mode="mobile" noValidate onSubmit={onSubmit} aria-busy={submitting} hidden={hidden}>
      <SmsCodeFields
        number={number}
        mobileRef={mobileRef}
        mobileError={errors.mobileNum}
        code={
          verifies
            ? {
                ref: codeRef,
                value: code,
                onChange: setCode,
                error: errors.verificationCode,
                ...sender.sendButton,
              }
            : undefined
        }
      />
      {asksPassword ? (
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
          onChange={(event) => setPassword(event.target.value)}
        />
      ) : (
        <p className="hint" part="default-password-hint">{t('register_default_password_hint', { password: DEFAULT_PASSWORD })}</p>
      )}
      <ReferralField ref={referralRef} value={referral} onChange={setReferral} agent={agent} error={errors.referralCode} />
      {acceptance.fields('mobile')}
      <button type="submit" className="mc-button submit" part="submit" aria-disabled={busy}>
        {submitting ? t('register_submitting') : t('register_submit')}
      </button>
    </form>
  );
}
