/** The VIP club label and rank progress, and the lazy VIP card. */
export { loadVipCard } from './load-vip-card.js';
export { VipCard } from './vip-card.js';
export { watchVip } from './vip.js';
