/**
 * Where the chat sheet renders: a page layer of its own (`data-mc-chat`, like the notices), so that every
 * support button, on the /m app or a merchant's page, opens the same one. In the /m app the sheet is a history
 * entry, so that the browser's and Android's back close it instead of leaving the page.
 */
import { effect, signal } from '@preact/signals-core';
import { useSignals } from '@preact/signals-react/runtime';
import { getConfig } from '../config/config.js';
import { mountPageLayer, type PageLayer } from '../element/page-layer.js';
import { ensureLocale } from '../i18n/i18n.js';
import { isLoggedIn } from '../session/session.js';
import { ChatSheet } from './chat-sheet.js';
import { chatSeen } from './chat-seen.js';
import { chatSheetStyles } from './chat-sheet.styles.js';

interface OpenSheet {
  id: number;
  title: string;
  launch: () => Promise<string>;
}

const open = signal<OpenSheet | null>(null);
let layer: PageLayer | null = null;
let nextId = 1;
/** The id of the sheet whose history entry is the current one, if it added one. */
let entryId: number | null = null;

const HISTORY_MARK = 'mcChat';
const markOf = () => (history.state as Record<string, unknown> | null)?.[HISTORY_MARK];

/** Back (the browser's or Android's) left the sheet's entry: the sheet closes. */
function onPop(): void {
  if (entryId === null || markOf() === entryId) return;
  const id = entryId;
  entryId = null;
  window.removeEventListener('popstate', onPop);
  if (open.value?.id === id) open.value = null;
}

function close(id: number): void {
  if (open.value?.id !== id) return;
  open.value = null;
  if (entryId !== id) return;
  entryId = null;
  window.removeEventListener('popstate', onPop);
  // Closed by its own control: the entry it added goes too, so that back then leaves the page as before.
  if (markOf() === id) history.back();
}

// A chat belongs to the member: a logout (or an ended session) closes it, and the page goes where it sends.
effect(() => {
  if (isLoggedIn.value || !open.value) return;
  open.value = null;
  entryId = null;
  window.removeEventListener('popstate', onPop);
});

function Outlet() {
  useSignals();
  const sheet = open.value;
  return (
    sheet && (
      <ChatSheet
        key={sheet.id}
        title={sheet.title}
        launch={sheet.launch}
        onSeen={() => (chatSeen.value += 1)}
        onClose={() => close(sheet.id)}
      />
    )
  );
}

/** Opens the chat sheet; `launch` gives the chat's address. A sheet already open is replaced, in its entry. */
export function openChatSheet(title: string, launch: () => Promise<string>): void {
  if (!layer?.host.isConnected) layer = mountPageLayer('chat', [chatSheetStyles], <Outlet />);
  void ensureLocale();
  const id = nextId++;
  open.value = { id, title, launch };
  if (!getConfig().navigate) return;
  const state = { ...(history.state as object | null), [HISTORY_MARK]: id };
  if (entryId !== null) history.replaceState(state, '', location.href);
  else {
    history.pushState(state, '', location.href);
    window.addEventListener('popstate', onPop);
  }
  entryId = id;
}
