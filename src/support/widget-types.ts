/**
 * Providers with a chat widget on the page (LiveChat, Comm100) when the entry's path holds the vendor account;
 * AICAN, MIDUOKE and COMM100VIP are always links to the provider's chat page. Kept apart from the entry
 * parsing so that the shared runtime can tell whether a merchant has widgets without carrying that code.
 */
export const WIDGET_CS_TYPES = ['LIVECHAT', 'COMM100'] as const;
export type WidgetCsType = (typeof WIDGET_CS_TYPES)[number];

export function isWidgetCsType(csType: unknown): csType is WidgetCsType {
  return (WIDGET_CS_TYPES as readonly unknown[]).includes(csType);
}
