import { t } from '../../src/i18n/index.js';
import { maskedAccount, type PayoutAccount } from './withdrawal.js';

/** The account as one line: the kind, the masked key or number, and the holder. */
export function AccountLine({ account }: { account: PayoutAccount }) {
  const kind = account.type === 'pix' ? `PIX · ${t(`withdraw_pix_${account.pixKeyType}`)}` : account.bankName;
  return (
    <span className="account__text">
      <span className="account__kind">{kind}</span>
      {/* A key or number reads left to right in every language, placed where the line starts. */}
      <span className="account__key">
        <bdi dir="ltr">{maskedAccount(account)}</bdi>
      </span>
      <span className="account__holder" dir="auto">
        {account.holderName}
      </span>
    </span>
  );
}
