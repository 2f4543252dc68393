/**
 * The member's language (SPEC §1, §3, §6): a language the player picks is saved on their account, and the
 * account's language is applied when they log in, so that every device shows the same one.
 */
import { call } from '../api/client.js';
import type { Endpoint } from '../api/endpoint.js';
import { accountLanguage, language, preferredLanguage, setLanguage, storedLanguage } from '../i18n/i18n.js';
import { toLanguageCode, type LanguageCode } from '../i18n/languages.js';
import { isLoggedIn, memberInfo, type MemberInfo } from './session.js';

const memberLanguage = { method: 'POST', path: '/wps/member/language', auth: 'required' } as const satisfies Endpoint;

/** Member type 4 accounts have no language of their own on the platform (SPEC §6). */
const NO_LANGUAGE_SYNC_TYPE = 4;

/**
 * Saves `code` as the member's language when it differs from the account's (`POST /wps/member/language`, with
 * the `Merchant` header every call carries). Resolves true when it was sent.
 */
export async function syncMemberLanguage(code: LanguageCode): Promise<boolean> {
  const member = memberInfo.value;
  if (!isLoggedIn.value || !member || member.type === NO_LANGUAGE_SYNC_TYPE) return false;
  if (toLanguageCode(member.language) === code) return false;
  await call(memberLanguage, { body: { language: code }, alert: false });
  if (memberInfo.value === member) memberInfo.value = { ...member, language: code };
  return true;
}

/**
 * The player picked a language: the page switches at once (strings first), then the account follows. A failed
 * save keeps the page in the chosen language; it is tried again on the next pick.
 */
export async function chooseLanguage(input: unknown): Promise<LanguageCode> {
  const code = await setLanguage(input);
  await syncMemberLanguage(code).catch(() => false);
  return code;
}

/**
 * At login (and when a stored session is picked up again): a language the player picked in this browser stays
 * and is saved on the account when it differs; otherwise the account's language, when it names one of the 22,
 * is kept with the session and becomes the page's where it comes before the page's own (preferredLanguage: in
 * the /m app, or on a merchant's page that set none), without counting as the player's pick.
 */
export async function applyMemberLanguage(member: MemberInfo): Promise<void> {
  const picked = toLanguageCode(storedLanguage.read());
  if (picked) {
    await syncMemberLanguage(picked).catch(() => false);
    return;
  }
  const code = toLanguageCode(member.language);
  if (!code) return;
  accountLanguage.write(code);
  const shown = preferredLanguage();
  if (shown !== language.value) await setLanguage(shown, { remember: false });
}
