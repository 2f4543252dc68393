/** The member pages that are one element each: the route's title above the element (SPEC §2). */
import { t } from '../../src/i18n/index.js';
import type { Route } from './routes.js';
import { h } from './views.js';

const ELEMENTS: Record<string, string> = {
  '/m/rewardCenter': 'mc-reward-center',
  '/m/voucherCenter': 'mc-deposit-center',
  '/m/mall/mallHome': 'mc-point-market',
  '/m/leaderBoard': 'mc-mission-board',
};

export function memberPageView(route: Route): HTMLElement | null {
  const tag = ELEMENTS[route.path];
  if (!tag) return null;
  return h('section', { class: 'page page--member', 'data-route': route.path }, h('h1', { class: 'page__title' }, t(route.title)), h(tag));
}
