import { useSignals } from '@preact/signals-react/runtime';
import type { MouseEvent } from 'react';
import { useEmit } from '../../src/element/index.js';
import { VipCard } from '../../src/vip/index.js';

export interface McVipCardProps {
  /** Where the card's "member benefits" link goes; `none` hides it. */
  benefitsHref?: string;
}

/** The member's VIP card; nothing for a visitor. */
export function McVipCard({ benefitsHref }: McVipCardProps) {
  useSignals();
  const emit = useEmit();
  const href = benefitsHref === 'none' ? '' : benefitsHref || '/m/member/benefits';
  function benefits(event: MouseEvent<HTMLAnchorElement>) {
    // The app's router (or a merchant's listener) may take the link over.
    if (!emit('mc-navigate', { path: href, reason: 'vip-benefits' }, { cancelable: true })) event.preventDefault();
  }
  return <VipCard benefitsHref={href} onBenefits={benefits} />;
}
