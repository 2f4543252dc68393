/**
 * Loads each element's code the first time its tag is in the document, now or later: what the loader does on a
 * merchant's page, and the /m app on its own pages. Custom elements upgrade when defined, so a tag may be written
 * before its code arrives.
 */

/** @param loaders how to load each tag's code (its defining module), by tag */
export function loadTagsWhenSeen(loaders: Record<string, () => Promise<unknown>>): void {
  const pending = new Set(Object.keys(loaders));

  function load(tag: string): void {
    if (!pending.delete(tag) || customElements.get(tag)) return;
    loaders[tag]!().catch((error: unknown) => {
      pending.add(tag);
      console.error(`mc-elements: could not load <${tag}>`, error);
    });
  }

  function scan(within: ParentNode): void {
    for (const tag of pending) if (within.querySelector(tag)) load(tag);
  }

  scan(document);
  new MutationObserver((records) => {
    if (!pending.size) return;
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.nodeType !== 1) continue;
        const element = node as Element;
        if (pending.has(element.localName)) load(element.localName);
        if (element.firstElementChild) scan(element);
      }
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
}
