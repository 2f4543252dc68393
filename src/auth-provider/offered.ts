import { merchantStatus, switchOn } from '../platform/merchant-status.js';

/** Whether the merchant offers Google (GOOGLELOGIN3) or phone sign-in (status `sms.firebase`). */
export function providersOffered(): boolean {
  return switchOn('GOOGLELOGIN3') || merchantStatus.value?.info.sms.firebase === true;
}
