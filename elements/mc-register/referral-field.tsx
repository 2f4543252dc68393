import { forwardRef } from 'react';
import { t } from '../../src/i18n/index.js';
import { TextField } from '../../src/ui/index.js';

export interface ReferralFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** An agent registration needs the inviting agent's code; a player's referral code is optional. */
  agent: boolean;
  error?: string;
}

/**
 * The referral code: filled from the link the visitor came through and editable, so a code the platform
 * refuses can be corrected or (for a player) removed.
 */
export const ReferralField = forwardRef<HTMLInputElement, ReferralFieldProps>(function ReferralField(
  { value, onChange, agent, error },
  ref,
) {
  return (
    <TextField
      ref={ref}
      label={agent ? t('register_agent_code') : t('register_referral_code')}
      name="referralCode"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={64}
      value={value}
      error={error}
      placeholder={agent ? '' : t('register_optional')}
      onChange={(event) => onChange(event.target.value)}
    />
  );
});
