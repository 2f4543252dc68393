/**
 * The VIP card for a page that shows it among other lazily loaded parts (member home): its own chunk, so the
 * member pages' shared kit stays without it.
 */
export const loadVipCard = () => import('./vip-card.js').then((module) => module.VipCard);
