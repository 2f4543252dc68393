import { useSignals } from '@preact/signals-react/runtime';
import { useEmit, useHostElement } from '../../src/element/index.js';
import { requestNavigation } from '../../src/navigation/index.js';
import type { LoginResult } from '../../src/session/index.js';
import { loadTwoFactorDialog, parseEmailCode, parseMethodList } from '../../src/two-factor/index.js';
import { LazyPart } from '../../src/ui/index.js';

const loadDialog = () => loadTwoFactorDialog().then((module) => module.TwoFactorDialog);

export interface Mc2faProps {
  /** The user name that logged in and got `login_verify_required`. */
  username?: string;
  /** Its password; a property only, never an attribute, so it never shows in the page's markup. */
  password?: string;
  /**
   * The methods to offer, from the answer's flags: `payeeName`, `sms`, `ga`, `email`, comma-separated; with
   * `emailCode` among them the email tab asks for a mailed code as well.
   */
  methods?: string;
  /** Shows the dialog; the element removes it when the dialog closes. */
  open?: boolean;
  /** Stays on the page after the login; only the event fires. */
  noRedirect?: boolean;
}

/** Detail of `mc-2fa-success`: the same as a login's. */
export interface TwoFactorSuccessDetail {
  userName: string;
  destination: string;
  firstTimeLogin: boolean;
  passwordChangeReason: LoginResult['passwordChangeReason'];
}

export function Mc2fa({ username = '', password, methods = '', open = false, noRedirect = false }: Mc2faProps) {
  useSignals();
  const emit = useEmit();
  const host = useHostElement();
  const offered = parseMethodList(methods);
  const ready = open && username.trim() !== '' && typeof password === 'string' && password !== '' && offered.length > 0;

  function done(result: LoginResult | null) {
    host?.removeAttribute('open');
    emit('mc-2fa-close', { verified: result !== null });
    if (result) {
      const detail: TwoFactorSuccessDetail = {
        userName: username.trim(),
        destination: result.destination,
        firstTimeLogin: result.firstTimeLogin,
        passwordChangeReason: result.passwordChangeReason,
      };
      const proceed = emit('mc-2fa-success', detail, { cancelable: true });
      if (proceed && !noRedirect) requestNavigation(result.destination, 'login');
    }
  }

  if (!ready) return null;
  return (
    // Closing unmounts it, so every opening starts afresh (empty fields, first tab).
    <LazyPart load={loadDialog} props={{ challenge: { username: username.trim(), password: password!, methods: offered, emailCode: parseEmailCode(methods) }, onDone: done }} />
  );
}
