// The registration form as the journeys see it in English: its fields, the legal boxes, and what the platform
// received. Shared by the registration journeys (register*.spec.mjs).
import { sandbox } from './fixtures.mjs';

export const EN = {
  username: 'User name',
  password: 'Password',
  referral: 'Referral code',
  submit: 'Register',
  confirm: 'Confirm',
};

export function registerForm(scope) {
  return {
    username: scope.getByLabel(EN.username, { exact: true }),
    password: scope.getByLabel(EN.password, { exact: true }),
    referral: scope.getByLabel(EN.referral, { exact: true }),
    submit: scope.getByRole('button', { name: EN.submit, exact: true }),
  };
}

/** Ticks the legal-age box and, where the merchant has terms (the demo merchant does), the terms box. */
export async function accept(scope, { terms = true } = {}) {
  await scope.locator('form:not([hidden]) input[name="ageConfirmed"]').check();
  if (terms) await scope.locator('form:not([hidden]) input[name="termsAccepted"]').check();
}

/** The registrations the platform received on exactly this path (the user-name checks share its start). */
export async function registrations(path = '/wps/member/register') {
  return (await sandbox.requests(path)).filter((request) => request.path === path);
}
