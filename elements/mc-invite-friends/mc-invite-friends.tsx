import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { ApiError, errorMessage } from '../../src/api/index.js';
import { useEmit } from '../../src/element/index.js';
import { t } from '../../src/i18n/index.js';
import { loadMembershipKit, type Referral } from '../../src/membership/index.js';
import { isLoggedIn, memberInfo, sessionInfo } from '../../src/session/index.js';
import { openSupport } from '../../src/support/index.js';

export interface McInviteFriendsProps {
  /** The page a friend opens; `?r=<code>` is added (default: this site's `/m/register`, which fills the code in). */
  linkBase?: string;
}

type View =
  | { state: 'loading' }
  | { state: 'error'; error?: unknown }
  | { state: 'agent' }
  | { state: 'closed' }
  | { state: 'visitor' }
  | { state: 'ready'; referral: Referral; link: string };

const AGENT_PATH = '/m/agentRegister';

/**
 * Who gets what (SPEC §5): agents go to agent registration; everyone else needs the merchant's referral
 * promotion, else customer service opens; a visitor is asked to log in for a link of their own.
 */
export function McInviteFriends({ linkBase }: McInviteFriendsProps) {
  useSignals();
  const emit = useEmit();
  const [view, setView] = useState<View>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [copied, setCopied] = useState<'' | 'done' | 'failed'>('');
  const field = useRef<HTMLInputElement>(null);
  const loggedIn = isLoggedIn.value;
  const type = memberInfo.value?.type ?? sessionInfo.value?.type ?? 0;
  const agent = loggedIn && (type === 1 || type === 2);

  useEffect(() => {
    let live = true;
    if (agent) {
      setView({ state: 'agent' });
      emit('mc-navigate', { path: AGENT_PATH, reason: 'agent-referral' }, { cancelable: true });
      return;
    }
    setView({ state: 'loading' });
    (async () => {
      const kit = await loadMembershipKit();
      // The member's code depends on the session only: it is asked beside the promotion check, not after it.
      const referralCall = loggedIn ? kit.loadReferral() : null;
      referralCall?.catch(() => {});
      if (!(await kit.referralPromotionOpen())) {
        if (!live) return;
        setView({ state: 'closed' });
        // Customer service takes over (SPEC §5); a visitor opens it from the button, since a chat needs a login.
        if (loggedIn) void openSupport();
        return;
      }
      if (!loggedIn) return live && setView({ state: 'visitor' });
      const referral = await referralCall!;
      if (!live) return;
      if (!referral.referralCode) return setView({ state: 'error' });
      setView({ state: 'ready', referral, link: kit.referralLink(referral.referralCode, linkBase || undefined) });
    })().catch((error: unknown) => live && setView({ state: 'error', error }));
    return () => void (live = false);
  }, [agent, loggedIn, attempt, linkBase]);

  function go(event: MouseEvent<HTMLAnchorElement>, path: string) {
    if (!emit('mc-navigate', { path, reason: 'invite-friends' }, { cancelable: true })) event.preventDefault();
  }

  /** The phone's share sheet where it has one; the player may also cancel it, which is no failure. */
  async function share(link: string) {
    try {
      await navigator.share({ title: t('invite_share_title'), text: t('invite_share_text'), url: link });
      setCopied('');
      emit('mc-invite-friends-share', { link });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // A share sheet that cannot open (no user gesture left, a blocked target): the link is copied instead.
      await copy(link);
    }
  }

  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('done');
    } catch {
      // Without clipboard access the link is selected, so the player can copy it by hand.
      field.current?.select();
      setCopied('failed');
    }
    emit('mc-invite-friends-copy', { link });
  }

  const canShare = typeof navigator.share === 'function';

  switch (view.state) {
    case 'loading':
      return <div className="invite invite--loading" part="invite" aria-busy="true" aria-label={t('loading')} />;
    case 'error':
      return (
        <div className="invite" part="invite" role="alert">
          <p className="note" dir="auto">{view.error instanceof ApiError ? errorMessage(view.error, t('invite_load_failed')) : t('invite_load_failed')}</p>
          <button type="button" className="mc-button" onClick={() => setAttempt((n) => n + 1)}>
            {t('retry_once')}
          </button>
        </div>
      );
    case 'agent':
      return (
        <div className="invite" part="invite">
          <p className="note">{t('invite_agent')}</p>
          <a className="mc-button" href={AGENT_PATH} onClick={(event) => go(event, AGENT_PATH)}>
            {t('route_agent_register')}
          </a>
        </div>
      );
    case 'closed':
      return (
        <div className="invite" part="invite">
          <p className="note" data-testid="invite-closed">
            {t('invite_closed')}
          </p>
          <button type="button" className="mc-button" part="support" onClick={() => void openSupport()}>
            {t('in_customer_services')}
          </button>
        </div>
      );
    case 'visitor':
      return (
        <div className="invite" part="invite">
          <h2 className="invite__title">{t('invite_title')}</h2>
          <p className="note">{t('invite_login')}</p>
          <a className="mc-button" href="/m/login" onClick={(event) => go(event, '/m/login')}>
            {t('route_login')}
          </a>
        </div>
      );
    case 'ready':
      return (
        <div className="invite" part="invite">
          <div className="hero" aria-hidden="true">
            <svg viewBox="0 0 64 64" focusable="false">
              <path d="M8 28h48v28H8zM6 18h52v10H6zM32 18v38M32 18c-4-8-14-9-14-3 0 3 6 3 14 3zm0 0c4-8 14-9 14-3 0 3-6 3-14 3z" />
            </svg>
          </div>
          <h2 className="invite__title">{t('invite_title')}</h2>
          <p className="note">{t('invite_how')}</p>
          <label className="mc-field">
            <span className="mc-field__label">{t('invite_link')}</span>
            <input ref={field} className="mc-input link" part="link" readOnly value={view.link} dir="ltr" onFocus={(event) => event.target.select()} />
          </label>
          <p className="code">
            {t('invite_code')} <strong dir="ltr">{view.referral.referralCode}</strong>
          </p>
          {canShare ? (
            <button type="button" className="mc-button" part="share" onClick={() => void share(view.link)}>
              {t('invite_share')}
            </button>
          ) : (
            <button type="button" className="mc-button" part="copy" onClick={() => void copy(view.link)}>
              {t('invite_copy')}
            </button>
          )}
          <p className="status" role="status">
            {copied === 'done' ? t('invite_copied') : copied === 'failed' ? t('invite_copy_manual') : ''}
          </p>
          <p className="count" part="count">
            {t('invite_count', { n: view.referral.invitedCount })}
          </p>
        </div>
      );
  }
}
