/**
 * A layer over the page (a trial game, say) as a history entry at the same address: the browser's and Android's
 * back close the layer and leave the player on the page they were on, rather than taking them to the page
 * before it. Only where the runtime navigates (the /m app); on a merchant's page the history is the page's own.
 */
import { getConfig } from '../config/config.js';

const MARK = 'mcLayer';
let nextId = 1;

const markOf = () => (history.state as Record<string, unknown> | null)?.[MARK];

export interface HistoryLayer {
  /** The layer was closed by its own control: its entry goes too, so that back then leaves the page as before. */
  close(): void;
}

/** Adds the layer's entry; `onBack` runs when back leaves it. */
export function openHistoryLayer(onBack: () => void): HistoryLayer {
  if (!getConfig().navigate) return { close() {} };
  const id = nextId++;
  let open = true;
  const onPop = () => {
    if (!open || markOf() === id) return;
    open = false;
    window.removeEventListener('popstate', onPop);
    onBack();
  };
  history.pushState({ ...(history.state as object | null), [MARK]: id }, '', location.href);
  window.addEventListener('popstate', onPop);
  return {
    close() {
      if (!open) return;
      open = false;
      window.removeEventListener('popstate', onPop);
      if (markOf() === id) history.back();
    },
  };
}
