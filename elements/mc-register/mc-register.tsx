import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { loadProviderSignIn, providersOffered } from '../../src/auth-provider/index.js';
import { t } from '../../src/i18n/index.js';
import { currentAttribution, useAcceptance } from '../../src/registration/index.js';
import { loadSmsKit } from '../../src/sms/index.js';
import { LazyPart, ModeTabs, usePrefetchEnvelopeOnUse } from '../../src/ui/index.js';
import { MobilePane } from './mobile-pane.js';
import { useProviderOutcome, type OutcomeSettings, type PaneProps, type RegisterMethod } from './register-outcome.js';
import { UsernamePane } from './username-pane.js';

export type { RegisterSuccessDetail, RegisterErrorDetail, RegisterMethod } from './register-outcome.js';

// Most players register by user name: the SMS sender and the country list load on first switch. The mobile
// pane itself is a kilobyte, in this element's file: a chunk of its own would be one more request.
async function loadMobilePane() {
  const kit = await loadSmsKit();
  return (props: PaneProps) => <MobilePane kit={kit} {...props} />;
}

export interface McRegisterProps {
  /** The way shown first: `username` (default) or `mobile`. */
  mode?: string;
  /** Hides the switch to registration by mobile number. */
  noMobile?: boolean;
  /** Hides the built-in heading. */
  noTitle?: boolean;
  /** Stays on the page after registering instead of going home; only the event fires. */
  noRedirect?: boolean;
  /** Registers without logging in (SPEC §4: login off). */
  noLogin?: boolean;
  /** Shows the success notice and logs in when the player confirms it (SPEC §4: with modal). */
  successNotice?: boolean;
  /** The success notice's text instead of the translated default. */
  successMessage?: string;
  /** Agent registration through an agent's referral link (SPEC §1, §6). */
  agent?: boolean;
  /** Hides the Google and phone sign-in the merchant may offer (GOOGLELOGIN3, status `sms.firebase`). */
  noProviders?: boolean;
}

const MODES: RegisterMethod[] = ['username', 'mobile'];

export function McRegister({
  mode: initialMode,
  noMobile = false,
  noTitle = false,
  noRedirect = false,
  noLogin = false,
  successNotice = false,
  successMessage = '',
  agent = false,
  noProviders = false,
}: McRegisterProps) {
  useSignals();
  const provider = useProviderOutcome(noRedirect);
  const form = useRef<HTMLDivElement>(null);
  const [mode, setMode] = useState<RegisterMethod>(initialMode === 'mobile' && !noMobile ? 'mobile' : 'username');
  const [mobileOpened, setMobileOpened] = useState(mode === 'mobile');
  const ids = useId();
  // The codes the visitor arrived with (address, stored reg_info): read once, they prefill the referral field.
  const attribution = useMemo(() => currentAttribution(), []);
  const settings: OutcomeSettings = { noRedirect, noLogin, successNotice, successMessage };
  // One acceptance for the whole form: ticked once, it holds for either pane and for Google or phone sign-in.
  const acceptance = useAcceptance();

  useEffect(() => {
    if (initialMode === 'mobile' || initialMode === 'username') choose(initialMode);
  }, [initialMode]);

  useEffect(() => {
    if (noMobile) setMode('username');
  }, [noMobile]);

  const prefetchOnUse = usePrefetchEnvelopeOnUse();

  function choose(next: RegisterMethod) {
    if (next === 'mobile' && noMobile) return;
    setMode(next);
    if (next === 'mobile') setMobileOpened(true);
  }

  const paneProps = { settings, agent, initialReferral: attribution.referralCode, acceptance };
  return (
    <div className="register" ref={form} {...prefetchOnUse}>
      {!noTitle && (
        <h2 className="title" part="title">
          {t(agent ? 'route_agent_register' : 'register_title')}
        </h2>
      )}
      {agent && (
        <p className="agent-note" part="agent-note">
          {attribution.referralCode
            ? t('register_agent_intro_code', { code: attribution.referralCode })
            : t('register_agent_intro')}
        </p>
      )}
      {!noMobile && (
        <ModeTabs
          modes={MODES.map((each) => ({ mode: each, label: t(each === 'mobile' ? 'login_mode_sms' : 'login_mode_username') }))}
          selected={mode}
          onChoose={choose}
          label={t('register_mode_label')}
          ids={ids}
        />
      )}
      <div id={`${ids}-panel`} role={noMobile ? undefined : 'tabpanel'}>
        {/* Both panes stay mounted once shown, so switching back and forth keeps what was typed. */}
        <UsernamePane {...paneProps} hidden={mode !== 'username'} />
        {mobileOpened && !noMobile && (
          <div hidden={mode !== 'mobile'}>
            <LazyPart load={loadMobilePane} props={{ ...paneProps, hidden: mode !== 'mobile' }} />
          </div>
        )}
      </div>
      {/* Its own chunk, and Firebase another: neither is part of this element's first download. */}
      {!noProviders && !agent && providersOffered() && (
        <LazyPart
          load={loadProviderSignIn}
          props={{
            context: 'register',
            onSuccess: provider.succeed,
            onError: provider.fail,
            // A new account from Google or phone needs the same boxes ticked as one from the form: they are checked
            // (and marked and focused when missing) before the provider opens.
            acceptance: () => acceptance.check(true, mode),
            // "Register" from the choice offered to a provider identity without an account: the form is here.
            onChooseRegister: () => {
              choose('username');
              form.current?.querySelector<HTMLInputElement>('input[name="username"]')?.focus();
            },
          }}
        />
      )}
    </div>
  );
}
