import { useId, useState, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { css, useShadowStyles } from '../../src/element/index.js';
import { t } from '../../src/i18n/index.js';
import type { WithdrawModel } from './withdraw-model.js';
// The step's call, loaded with it (the model sends it).
import './withdrawal-request.js';
import { PIX_KEY_TYPES, type PixKeyType } from './withdrawal.js';

/** The form's own styles, which come with it (the element's are the amount step's and what the steps share). */
const formStyles = css`
.types { margin: 0; padding: 0; border: 0; display: grid; gap: 6px; }
`;

/** What each PIX key type looks like on the phone's keyboard, and as an example in the field. */
const PIX_INPUT: Record<PixKeyType, { inputMode: 'numeric' | 'tel' | 'email' | 'text'; placeholder: string }> = {
  cpf: { inputMode: 'numeric', placeholder: '000.000.000-00' },
  phone: { inputMode: 'tel', placeholder: '+55 11 91234-5678' },
  email: { inputMode: 'email', placeholder: 'nome@exemplo.com' },
  random: { inputMode: 'text', placeholder: '1a2b3c4d-…' },
};

/**
 * The payout account's form: a PIX key where the merchant's money is BRL, a bank account otherwise. It starts
 * from the account saved; the platform checks the key or number and its refusal shows here, the fields kept.
 */
export function AccountForm({ model }: { model: WithdrawModel }) {
  useSignals();
  useShadowStyles(formStyles);
  const id = useId();
  const info = model.info.value!;
  const saved = info.account;
  const pix = info.accountType === 'pix';
  const [keyType, setKeyType] = useState<PixKeyType>(saved?.type === 'pix' ? saved.pixKeyType : 'cpf');
  const [fields, setFields] = useState<Record<string, string>>(() => ({
    pixKey: saved?.type === 'pix' ? saved.pixKey : '',
    bankName: saved?.type === 'bank' ? saved.bankName : '',
    accountNumber: saved?.type === 'bank' ? saved.accountNumber : '',
    holderName: saved?.holderName ?? '',
  }));
  const [missing, setMissing] = useState<string[]>([]);
  const names = pix ? ['pixKey', 'holderName'] : ['bankName', 'accountNumber', 'holderName'];
  const error = model.accountError.value;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const empty = names.filter((name) => !fields[name]!.trim());
    setMissing(empty);
    if (empty.length) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${empty[0]}"]`)?.focus();
      return;
    }
    const trimmed = Object.fromEntries(names.map((name) => [name, fields[name]!.trim()]));
    void model.saveAccount(pix ? { pixKeyType: keyType, ...trimmed } : trimmed);
  }

  const field = (name: string, label: string, extra: Partial<Record<'inputMode' | 'placeholder' | 'autoComplete', string>> = {}) => (
    <div className="mc-field">
      <label className="mc-field__label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        className="mc-input"
        part={`account-${name}`}
        value={fields[name]}
        autoComplete={extra.autoComplete ?? 'off'}
        inputMode={extra.inputMode as 'text' | undefined}
        placeholder={extra.placeholder}
        dir={name === 'holderName' || name === 'bankName' ? 'auto' : 'ltr'}
        aria-invalid={missing.includes(name) ? true : undefined}
        aria-describedby={missing.includes(name) ? `${id}-${name}-missing` : undefined}
        onChange={(event) => {
          setFields({ ...fields, [name]: event.target.value });
          setMissing(missing.filter((entry) => entry !== name));
          model.accountError.value = '';
        }}
      />
      {missing.includes(name) && (
        <p className="mc-field__error" id={`${id}-${name}-missing`}>
          {t('withdraw_field_required')}
        </p>
      )}
    </div>
  );

  return (
    <form className="step" part="account-form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 className="step__title" id={`${id}-title`}>
        {t(pix ? 'withdraw_account_pix' : 'withdraw_account_bank')}
      </h2>
      <p className="meta">{t(pix ? 'withdraw_account_intro_pix' : 'withdraw_account_intro_bank')}</p>
      {pix ? (
        <>
          <fieldset className="types">
            <legend className="mc-field__label">{t('withdraw_pix_type')}</legend>
            <div className="chips">
              {PIX_KEY_TYPES.map((type) => (
                <button key={type} type="button" className="chip" part="pix-type" data-type={type} aria-pressed={keyType === type} onClick={() => setKeyType(type)}>
                  {t(`withdraw_pix_${type}`)}
                </button>
              ))}
            </div>
          </fieldset>
          {field('pixKey', t('withdraw_pix_key'), { inputMode: PIX_INPUT[keyType].inputMode, placeholder: PIX_INPUT[keyType].placeholder })}
        </>
      ) : (
        <>
          {field('bankName', t('withdraw_bank_name'))}
          {field('accountNumber', t('withdraw_account_number'), { inputMode: 'numeric' })}
        </>
      )}
      {field('holderName', t('withdraw_holder'), { autoComplete: 'name' })}
      {error && (
        <p className="mc-field__error" part="account-error" role="alert" dir="auto">
          {error}
        </p>
      )}
      <div className="actions">
        <button type="submit" className="mc-button" part="account-save" aria-disabled={model.busy.value}>
          {model.busy.value ? t('withdraw_sending') : t('withdraw_account_save')}
        </button>
        {saved && (
          <button type="button" className="mc-button mc-button--secondary" onClick={model.back}>
            {t('cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
