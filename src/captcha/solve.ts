/**
 * Solving a captcha (lazy chunk with the box and Geetest's client): the refusals of SPEC §5 and §8, one
 * captcha at a time, and the box.
 */
import { t } from '../i18n/i18n.js';
import { showNotice } from '../ui/notices.js';
import type { CaptchaFields, CaptchaKind, CaptchaScene } from './captcha.js';
import { openCaptchaBox } from './captcha-box.js';
import { openImageCaptchaBox } from './image-captcha-box.js';

/**
 * Why `solveCaptcha` gave up (SPEC §5, §8):
 * - `verify_first`: the player closed the captcha before solving it;
 * - `verify_too_fast`: a captcha is already open ('verify geetest too fast');
 * - `geetest_not_work`: SMS captcha on a merchant still on Geetest v3 ('Geetest service not work').
 */
export type CaptchaErrorCode = 'verify_first' | 'verify_too_fast' | 'geetest_not_work';

export class CaptchaError extends Error {
  readonly code: CaptchaErrorCode;
  constructor(code: CaptchaErrorCode, message: string) {
    super(message);
    this.name = 'CaptchaError';
    this.code = code;
  }
}

let open = false;

/** `solveCaptcha` behind its lazy import: the rules of SPEC §5, then the box. */
export async function solve(scene: CaptchaScene, version: CaptchaKind): Promise<CaptchaFields> {
  if (scene === 'sms' && version !== 'v4') {
    void showNotice({ title: t('notice'), message: t('captcha_not_work') });
    throw new CaptchaError('geetest_not_work', t('captcha_not_work'));
  }
  if (open) {
    void showNotice({ title: t('notice'), message: t('captcha_too_fast') });
    throw new CaptchaError('verify_too_fast', t('captcha_too_fast'));
  }
  open = true;
  try {
    const fields = version === 'image' ? await openImageCaptchaBox() : await openCaptchaBox(version);
    if (!fields) {
      void showNotice({ title: t('notice'), message: t('captcha_verify_first') });
      throw new CaptchaError('verify_first', t('captcha_verify_first'));
    }
    return fields;
  } finally {
    open = false;
  }
}
