/** The VIP club label and rank progress, and the VIP card. */
export { VipCard } from './vip-card.js';
export { watchVip } from './vip.js';
