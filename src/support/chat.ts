/**
 * Opening support (SPEC §3, §5, §6): the CBS chat when the merchant has it, else a customer-service entry. The
 * code loads on first use (`open.ts`), so that a page showing a support button does not download it up front.
 */

/**
 * What a support button does: the CBS chat when the merchant has it, else the first customer-service entry
 * (or the one of `csType`). Shows a message when there is nothing to open.
 */
export async function openSupport(csType?: string): Promise<void> {
  const { openSupportNow } = await import('./open.js');
  return openSupportNow(csType);
}
