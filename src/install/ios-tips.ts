/**
 * The notice that tells a player on iOS 17 or later where to finish installing the profile. Only such a player,
 * after a download tap, loads it and its string.
 */
import { iosTipsStrings } from '../i18n/ios-tips-strings.js';
import { ensureLocale, t } from '../i18n/i18n.js';
import { showNotice } from '../ui/notices.js';

export async function showIosTips(): Promise<void> {
  await ensureLocale([iosTipsStrings]);
  void showNotice({ title: t('notice'), message: t('ios17_download_tips'), kind: 'ios17-download-tips' });
}
