/**
 * `<mc-responsible-gaming>`: the responsible-gaming page.
 *
 * @summary The 18+ rule and the tools a player has to stay in control: deposit and session limits, time-out and
 *   self-exclusion (links to their member pages; a visitor logs in first), the merchant's reality check (its
 *   interval, or that the merchant has none), and the merchant's help line where it has one. The merchant's
 *   settings come with the platform's status (`info.responsibleGaming`); while it loads a placeholder shows,
 *   and a failed load offers a retry.
 *
 * @attr {string} limits-href - Where the limits link goes (default `/m/member/limits`).
 * @attr {string} self-exclusion-href - Where the time-out and self-exclusion link goes (default `/m/member/self-exclusion`).
 *
 * @event {NavigateDetail} mc-navigate - A tool's link was followed; cancel it to route yourself.
 *
 * @csspart page - The page.
 * @csspart adults - The 18+ rule with its mark.
 * @csspart tool - One tool (`data-tool`: limits, self-exclusion or reality-check); the first two are links.
 * @csspart help-line - The merchant's help line (absent when the merchant has none).
 *
 * @cssprop --mc-color-primary - The 18+ mark and the tools' accents.
 */
import { McResponsibleGamingElement } from './element.js';
import type { McResponsibleGamingProps } from './mc-responsible-gaming.js';

McResponsibleGamingElement.define();

export { McResponsibleGamingElement };

declare global {
  interface HTMLElementTagNameMap {
    'mc-responsible-gaming': HTMLElement & McResponsibleGamingProps;
  }
}
