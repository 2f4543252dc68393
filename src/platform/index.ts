/** The merchant status: its switches, maintenance and refresh. */
export { faceOf, type MaintenanceFace } from './maintenance.js';
export { loadStatus, merchantStatus, parseStatus, switchOn, type MerchantStatus } from './merchant-status.js';
export { refreshStatusWhenVisible } from './status-refresh.js';
export { responsibleGaming, type ResponsibleGamingSettings } from './responsible-gaming.js';
