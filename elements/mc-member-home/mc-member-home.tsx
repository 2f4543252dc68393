import { useEffect, useState, type MouseEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { ApiError, errorMessage } from '../../src/api/index.js';
import { useEmit } from '../../src/element/index.js';
import { LANGUAGES, LANGUAGE_NAMES, chooseLanguage as choose, language, t } from '../../src/i18n/index.js';
import { isLoggedIn, logout, memberInfo, refreshMember } from '../../src/session/index.js';
import { openSupport } from '../../src/support/index.js';
import { VipCard } from '../../src/vip/index.js';

export interface McMemberHomeProps {
  /** Hides the language choice (when the page offers its own). */
  noLanguage?: boolean;
}

/** The member's shortcuts: the routes of SPEC §2 a member uses most. */
export const SHORTCUTS = [
  { path: '/m/voucherCenter', label: 'route_voucher_center', icon: 'M4 7h16v10H4zM4 10h16M8 14h3' },
  { path: '/m/member/withdraw', label: 'route_withdraw', icon: 'M12 16V4M7 9l5-5 5 5M5 20h14' },
  { path: '/m/member/records', label: 'route_records', icon: 'M6 3h12v18H6zM9 8h6M9 12h6M9 16h3' },
  { path: '/m/member/limits', label: 'route_limits', icon: 'M4 17a8 8 0 1 1 16 0M12 17l4-5M9 20h6' },
  { path: '/m/rewardCenter', label: 'route_reward_center', icon: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13' },
  { path: '/m/mall/mallHome', label: 'route_mall', icon: 'M5 8h14l-1 12H6zM9 8a3 3 0 0 1 6 0' },
  { path: '/m/leaderBoard', label: 'route_leaderboard', icon: 'M5 20V11M12 20V5M19 20v-6' },
  { path: '/m/member/benefits', label: 'route_member_benefits', icon: 'M12 3l2.6 5.6 6 .7-4.5 4.1 1.3 6L12 16.3 6.6 19.4l1.3-6L3.4 9.3l6-.7z' },
  { path: '/m/inviteFriends', label: 'route_invite_friends', icon: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20a6 6 0 0 1 12 0M18 8v6M15 11h6' },
  // The bubble's tail points along the line, so it turns round right to left.
  { path: '/m/feedback', label: 'route_feedback', icon: 'M4 5h16v11H8l-4 4z', mirrored: true },
] as const;

export function McMemberHome({ noLanguage }: McMemberHomeProps) {
  useSignals();
  const emit = useEmit();
  const [failed, setFailed] = useState<ApiError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const loggedIn = isLoggedIn.value;
  const member = memberInfo.value;

  useEffect(() => {
    if (!loggedIn || memberInfo.value) return;
    let live = true;
    setFailed(null);
    refreshMember({ alert: false }).catch((error: ApiError) => live && setFailed(error));
    return () => void (live = false);
  }, [loggedIn, attempt]);

  function go(event: MouseEvent<HTMLAnchorElement>, path: string) {
    if (!emit('mc-navigate', { path, reason: 'member-shortcut' }, { cancelable: true })) event.preventDefault();
  }

  if (!loggedIn) {
    return (
      <section className="member member--visitor" part="member">
        <p className="member__note">{t('member_login_needed')}</p>
        <a className="mc-button" href="/m/login" onClick={(event) => go(event, '/m/login')}>
          {t('route_login')}
        </a>
      </section>
    );
  }
  // The shared pick: it saves the language on the account when it differs, never for member type 4 (SPEC §6, §7).
  async function chooseLanguage(code: string) {
    emit('mc-member-home-language', { language: await choose(code) });
  }

  async function signOut() {
    await logout();
    emit('mc-member-home-logout');
  }

  const agent = member?.type === 1 || member?.type === 2;
  // Only the profile waits for the member's details: the balance card, the VIP card and the shortcuts stand
  // whatever becomes of that call, so that a failing call never takes the way to a deposit or the records.
  const profile = member ? (
    <header className="profile" part="profile">
      <span className="avatar" aria-hidden="true">
        {member.userName.slice(0, 1).toUpperCase() || '?'}
      </span>
      <div className="profile__text">
        <h2 className="profile__name" data-testid="member-name">
          {member.userName}
        </h2>
        <p className="profile__meta">
          {member.id ? t('member_id', { id: member.id }) : null}
          {agent ? <span className="tag">{t('member_agent')}</span> : null}
        </p>
      </div>
    </header>
  ) : failed ? (
    <div className="profile profile--failed" part="profile" role="alert">
      <p className="member__note" dir="auto">{errorMessage(failed, t('member_load_failed'))}</p>
      <button type="button" className="mc-button" onClick={() => setAttempt((n) => n + 1)}>
        {t('retry_once')}
      </button>
    </div>
  ) : (
    <div className="profile member--loading" part="profile" aria-busy="true" aria-label={t('loading')}>
      <span className="skeleton skeleton--avatar" />
      <span className="skeleton" />
      <span className="skeleton skeleton--short" />
    </div>
  );
  return (
    <section className="member" part="member">
      {profile}
      {/* The page's balance card, when the page gives one (the /m app does): <mc-balance slot="balance">. */}
      <slot name="balance" />
      <VipCard benefitsHref="/m/member/benefits" onBenefits={(event: MouseEvent<HTMLAnchorElement>) => go(event, '/m/member/benefits')} />
      <nav aria-label={t('member_shortcuts')} part="shortcuts">
        <ul className="shortcuts">
          {SHORTCUTS.map((shortcut) => (
            <li key={shortcut.path}>
              <a className="shortcut" href={shortcut.path} onClick={(event) => go(event, shortcut.path)}>
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={'mirrored' in shortcut ? 'mc-mirror-rtl' : undefined}>
                  <path d={shortcut.icon} />
                </svg>
                <span>{t(shortcut.label)}</span>
              </a>
            </li>
          ))}
          <li>
            <button type="button" className="shortcut" onClick={() => void openSupport()}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M4 13a8 8 0 0 1 16 0v4h-3v-5h3M4 12h3v5H4z" />
              </svg>
              <span>{t('in_customer_services')}</span>
            </button>
          </li>
        </ul>
      </nav>
      {!noLanguage && (
        <label className="language" part="language">
          <span className="language__label">{t('member_language')}</span>
          <select className="mc-input" value={language.value} onChange={(event) => void chooseLanguage(event.target.value)}>
            {LANGUAGES.map(({ code }) => (
              <option key={code} value={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </label>
      )}
      <button type="button" className="mc-button mc-button--secondary logout" part="logout" onClick={() => void signOut()}>
        {t('logout')}
      </button>
    </section>
  );
}
