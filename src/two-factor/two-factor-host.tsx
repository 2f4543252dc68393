/**
 * Where the two-factor dialog renders when a login asks for it: a page layer of its own
 * (`data-mc-two-factor`, like the notices), so that `<mc-login>` opens it through the runtime and any page
 * gets the same one.
 */
import { signal } from '@preact/signals-core';
import { useSignals } from '@preact/signals-react/runtime';
import { ensureLocale, localeReady } from '../i18n/i18n.js';
import { passwordStrings } from '../i18n/password-strings.js';
import { signInStrings } from '../i18n/sign-in-strings.js';
import { mountPageLayer, type PageLayer } from '../element/page-layer.js';
import type { LoginResult } from '../session/login.js';
import { TwoFactorDialog } from './two-factor-dialog.js';
import type { TwoFactorChallenge } from './two-factor.js';

/** The dialog's strings: the sign-in's, and the password field's. */
const STRINGS = [signInStrings, passwordStrings];

interface Pending {
  id: number;
  challenge: TwoFactorChallenge;
  done: (result: LoginResult | null) => void;
}

const pending = signal<Pending | null>(null);
let layer: PageLayer | null = null;
let nextId = 1;

function Outlet() {
  useSignals();
  const current = pending.value;
  // The dialog shows once its strings are there, never its keys.
  if (!localeReady(STRINGS)) return null;
  return current && <TwoFactorDialog key={current.id} challenge={current.challenge} onDone={current.done} />;
}

/** Shows the dialog; a newer challenge replaces one still open (which resolves null). */
export function openTwoFactorDialog(challenge: TwoFactorChallenge): Promise<LoginResult | null> {
  if (!layer?.host.isConnected) layer = mountPageLayer('two-factor', [], <Outlet />);
  // Its strings, whoever opened it.
  void ensureLocale(STRINGS);
  pending.value?.done(null);
  return new Promise((resolve) => {
    const id = nextId++;
    pending.value = {
      id,
      challenge,
      done: (result) => {
        if (pending.value?.id === id) pending.value = null;
        resolve(result);
      },
    };
  });
}
