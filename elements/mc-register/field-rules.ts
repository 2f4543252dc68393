/**
 * The platform's rules for a new account's fields (docs/wire-contract.md, Registration), checked in the form as
 * the player types or leaves a field, so a refusal names the field before anything is sent. They mirror what the
 * platform refuses with `validation.failed` or `password.too.weak`; the platform stays the judge.
 */
import { t } from '../../src/i18n/index.js';

/** The fields the rules cover, by their names in the request. */
export type RuleField = 'username' | 'password' | 'mobileNum';

const USERNAME = /^[A-Za-z0-9_]{4,30}$/;
const MOBILE = /^\+?[0-9]{6,15}$/;

function passwordFits(password: string): boolean {
  return password.length >= 6 && password.length <= 64 && /[A-Za-z]/.test(password) && /\d/.test(password);
}

/**
 * What is wrong with a value, in the player's language, or '' when it follows the rules. An empty field is not
 * judged here: the form asks for it on submit, without scolding a player who has not typed yet.
 */
export function ruleProblem(field: RuleField, value: string): string {
  // A password is taken as typed: spaces in it are the player's.
  const text = field === 'password' ? value : value.trim();
  if (!text) return '';
  if (field === 'username') return USERNAME.test(text) ? '' : t('register_username_rule');
  if (field === 'password') return passwordFits(text) ? '' : t('register_password_rule');
  return MOBILE.test(text) ? '' : t('register_mobile_rule');
}
