/**
 * Where the two-factor dialog renders when a login asks for it: a shadow root of its own at the end of the
 * body (like the notices), so that `<mc-login>` opens it through the runtime and any page gets the same one.
 */
import { createRoot, type Root } from 'react-dom/client';
import { signal } from '@preact/signals-core';
import { useSignals } from '@preact/signals-react/runtime';
import { adoptStyles } from '../element/adopt-styles.js';
import { HostContext } from '../element/host-context.js';
import { direction, ensureLocale, language } from '../i18n/i18n.js';
import { languageInfo } from '../i18n/languages.js';
import { baseStyles } from '../ui/base-styles.js';
import type { LoginResult } from '../session/login.js';
import { TwoFactorDialog } from './two-factor-dialog.js';
import type { TwoFactorChallenge } from './two-factor.js';

interface Pending {
  id: number;
  challenge: TwoFactorChallenge;
  done: (result: LoginResult | null) => void;
}

const pending = signal<Pending | null>(null);
let root: Root | null = null;
let host: HTMLElement | null = null;
let nextId = 1;

function Outlet({ element }: { element: HTMLElement }) {
  useSignals();
  const current = pending.value;
  if (!current) return null;
  return (
    <HostContext.Provider value={element}>
      <div dir={direction.value} lang={languageInfo(language.value).tag}>
        <TwoFactorDialog key={current.id} challenge={current.challenge} onDone={current.done} />
      </div>
    </HostContext.Provider>
  );
}

/** Shows the dialog; a newer challenge replaces one still open (which resolves null). */
export function openTwoFactorDialog(challenge: TwoFactorChallenge): Promise<LoginResult | null> {
  if (!host?.isConnected) {
    host = document.createElement('div');
    host.setAttribute('data-mc-two-factor', '');
    const shadow = host.attachShadow({ mode: 'open' });
    adoptStyles(shadow, baseStyles);
    document.body.append(host);
    root = createRoot(shadow);
    root.render(<Outlet element={host} />);
  }
  void ensureLocale();
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
