/** Opens the connection to the hosts of addresses the page is about to fetch from (once per origin). */
export function preconnect(addresses: readonly string[]): void {
  for (const address of addresses) {
    let origin: string;
    try {
      origin = new URL(address).origin;
    } catch {
      continue;
    }
    if (origin === location.origin || document.head.querySelector(`link[rel="preconnect"][href="${CSS.escape(origin)}"]`)) continue;
    document.head.append(Object.assign(document.createElement('link'), { rel: 'preconnect', href: origin }));
  }
}
