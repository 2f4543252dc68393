/**
 * `<mc-maintenance>`: the System Maintenance and Access denied pages.
 *
 * @summary Tells the player the platform is under maintenance (with its end time, contact us and retry) or that
 *   their region or IP may not use it (with their IP and contact us). Shows nothing while the platform is open.
 *
 * @attr {'maintenance' | 'denied'} face - `maintenance` or `denied` shows that face whatever the status says; by default the
 *   platform's status decides.
 *
 * @event {MaintenanceRecoveredDetail} mc-maintenance-recovered - Retry found the platform open again;
 *   the page can let the player in.
 *
 * @csspart page - The page's frame.
 * @csspart icon - The illustration.
 * @csspart title - The heading.
 * @csspart end-time - The maintenance end time.
 * @csspart ip - The visitor's IP address.
 * @csspart text - The description.
 * @csspart contact - The contact-us button.
 * @csspart retry - The retry button.
 *
 * @cssprop --mc-color-primary - Buttons and illustration colour.
 * @cssprop --mc-color-on-primary - Button text colour.
 * @cssprop --mc-color-muted - Secondary text colour.
 * @cssprop --mc-radius - Corner radius of buttons.
 * @cssprop --mc-font-family - Font.
 * @cssprop --mc-maintenance-max-width - Widest the page grows.
 */
import { McMaintenanceElement } from './element.js';
import type { McMaintenanceProps } from './mc-maintenance.js';

export type { MaintenanceRecoveredDetail } from './mc-maintenance.js';

McMaintenanceElement.define();

export { McMaintenanceElement };

declare global {
  interface HTMLElementTagNameMap {
    'mc-maintenance': HTMLElement & McMaintenanceProps;
  }
}
