import { useEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useElementState, useEmit, useHostElement } from '../../src/element/index.js';
import { gotoVisible, isGotoTarget, type GotoTarget } from '../../src/goto/index.js';
import { t } from '../../src/i18n/index.js';
import { loadPromotions } from '../../src/popups/index.js';
import { isLoggedIn, memberFailure, memberInfo, sessionInfo } from '../../src/session/index.js';
import { runGoto } from './goto-action.js';
import { GotoIcon } from './goto-icons.js';

export interface McGotoButtonProps {
  /** The goto item's `redirect`: REWARD_CENTER, INVITE_FRIENDS, REGISTER, DEPOSIT, POINT_MARKET, MISSION, MEMBER, APP_DOWNLOAD. */
  target?: string;
  /** The goto item's `externalLink`: opened instead of the target's page, when it is an allowed address. */
  externalLink?: string;
  /** The button's text; defaults to the target's translated name. */
  label?: string;
}

/** Detail of `mc-goto`. */
export interface GotoDetail {
  target: string;
  externalLink: string;
}

/** SPEC §9: the merchant's goto style is read once the page's own styles had a moment to apply. */
export const STYLE_READ_DELAY_MS = 200;
const STYLES = ['tile', 'pill', 'link'];

/** The target's name: the page's own title where it has one. */
const LABEL_KEYS: Record<GotoTarget, string> = {
  REWARD_CENTER: 'route_reward_center',
  INVITE_FRIENDS: 'route_invite_friends',
  REGISTER: 'route_register',
  DEPOSIT: 'route_voucher_center',
  POINT_MARKET: 'route_mall',
  MISSION: 'route_leaderboard',
  MEMBER: 'route_member_benefits',
  APP_DOWNLOAD: 'goto_app_download',
};

/** A shortcut button of the home page (SPEC §2, §5), shown or hidden by the target's rule. */
export function McGotoButton({ target = '', externalLink = '', label }: McGotoButtonProps) {
  useSignals();
  const emit = useEmit();
  const host = useHostElement();
  const name = target.trim().toUpperCase();
  const known = isGotoTarget(name);
  const loggedIn = isLoggedIn.value;
  const member = memberInfo.value;
  const memberType = loggedIn ? (member?.type ?? sessionInfo.value?.type ?? null) : null;
  const [referral, setReferral] = useState<boolean | null>(null);
  const [look, setLook] = useState('tile');

  useEffect(() => {
    if (!known) console.warn(`mc-goto-button: unknown target "${target}"`);
  }, [known, target]);

  useEffect(() => {
    if (name !== 'INVITE_FRIENDS') return;
    let live = true;
    void loadPromotions().then((promotions) => live && setReferral(promotions.REFERRAL !== undefined));
    return () => void (live = false);
  }, [name]);

  useEffect(() => {
    const timer = setTimeout(() => {
      const value = host ? getComputedStyle(host).getPropertyValue('--mc-goto-style').trim() : '';
      if (STYLES.includes(value)) setLook(value);
    }, STYLE_READ_DELAY_MS);
    return () => clearTimeout(timer);
  }, [host]);

  // While what decides its visibility is still on its way, the button keeps its place, unseen: a row of
  // shortcuts does not jump when the answer comes.
  // A member that could not be loaded decides too: without a known VIP the member shortcut stays hidden.
  const pending = (name === 'INVITE_FRIENDS' && referral === null) || (name === 'MEMBER' && loggedIn && !member && !memberFailure.value);
  const visible =
    known &&
    gotoVisible(name as GotoTarget, {
      loggedIn,
      memberType,
      referral: referral === true,
      vip: Boolean(member?.clubLabelName),
    });
  // Nothing to show: the element leaves the page's layout too (no empty cell in a grid of shortcuts).
  useElementState('empty', !known || (!pending && !visible));

  if (!known) return null;
  if (pending) {
    return (
      <span className="goto goto--pending" aria-hidden="true">
        <span className="icon" />
        <span className="label">{'\u00a0'}</span>
      </span>
    );
  }
  if (!visible) return null;

  const onClick = () => {
    if (!emit<GotoDetail>('mc-goto', { target: name, externalLink }, { cancelable: true })) return;
    void runGoto(name as GotoTarget, externalLink).catch((error: unknown) => console.warn('mc-goto-button:', error));
  };

  return (
    <button type="button" className={`goto goto--${look}`} part="button" data-target={name} onClick={onClick}>
      <GotoIcon target={name as GotoTarget} />
      <span className="label" part="label">
        {label || t(LABEL_KEYS[name as GotoTarget])}
      </span>
    </button>
  );
}
