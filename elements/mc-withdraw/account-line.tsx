import { t } from '../../src/i18n/index.js';
import { maskedAccount, type PayoutAccount } from './withdrawal.js';

/** The account as one line: the kind, the masked key or number, and the holder. */
export function AccountLine({ account }: { account: PayoutAccount }) {
  const kind = account.type === 'pix' ? `PIX · ${t(`withdraw_pix_${account.pixKeyType}`)}` : account.bankName;
  return (
    <span className="account__text">
      <span className="account__kind">{kind}</span>
      <span className="account__key" dir="ltr">
        {maskedAccount(account)}
      </span>
      <span className="account__holder" dir="auto">
        {account.holderName}
      </span>
    </span>
  );
}
