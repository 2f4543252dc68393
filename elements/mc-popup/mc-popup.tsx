import { useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEmit, useHostElement } from '../../src/element/index.js';
import { recordClose, userKey } from './popup-store.js';
import { requestPrompt, type PromptHandle } from '../../src/prompts/index.js';
import { isLoggedIn, sessionInfo } from '../../src/session/index.js';
import { DOWNLOAD_GROUPS, downloadFilesKey, dueDownloadPopup, duePopups, sleep, TIMINGS, type DueContent } from './popup-sequence.js';

type Views = typeof import('./popup-views.js');
let viewsLoading: Promise<Views> | null = null;

/** The popups' faces load when the first popup is due (a phone that lost its connection tries again next time). */
function loadViews(): Promise<Views> {
  viewsLoading ??= import('./popup-views.js').catch((error: unknown) => {
    viewsLoading = null;
    throw error;
  });
  return viewsLoading;
}

export interface McPopupProps {
  /** Milliseconds between promo slides (SPEC §9: 5 s); 0 stops autoplay. */
  autoplay?: number;
  /** Leaves out the two download-image popups. */
  noDownloadPopups?: boolean;
}

/** Detail of `mc-popup-show` and `mc-popup-close`. */
export interface PopupEventDetail {
  kind: 'announcement' | 'promotion' | 'download';
  /** Popup item ids, or the banner group of a download popup. */
  ids: string[];
  /** For `mc-popup-close`: whether "don't show again today" was ticked. */
  hideToday?: boolean;
}

/**
 * The announcement popup, the promo carousel and the download-image popups, each shown when due, one at a
 * time through the prompt arbiter. A change of session starts the check again; a newer check ends an older
 * one and anything it still had on screen.
 */
export function McPopup({ autoplay = TIMINGS.autoplay, noDownloadPopups = false }: McPopupProps) {
  useSignals();
  const emit = useEmit();
  const host = useHostElement();
  const session = sessionInfo.value;
  const loggedIn = isLoggedIn.value;
  const user = userKey(session);
  const firstLogin = session?.firstTimeLogin === true;
  // Right after login the member is not known yet: their key comes with the member info.
  const identified = !loggedIn || Boolean(session?.id || session?.userName);
  const [shown, setShown] = useState<DueContent | null>(null);
  const [views, setViews] = useState<Views | null>(null);
  const handle = useRef<PromptHandle | null>(null);
  const closing = useRef(false);
  const mountedAt = useRef(Date.now());
  const runs = useRef(0);

  useEffect(() => {
    if (!identified) return;
    const run = new AbortController();
    const { signal } = run;
    const refresh = runs.current++ > 0;

    /** Shows one popup through the arbiter and settles when it has been closed (or the run ended). */
    const present = async (content: DueContent) => {
      const loaded = await loadViews();
      const markup = 'items' in content && content.items.some((item) => /[<&]/.test(item.content));
      if (markup) await loaded.preloadSanitizer().catch(() => {});
      setViews(loaded);
      if (signal.aborted) return;
      await new Promise<void>((resolve) => {
        let announced = false;
        const prompt = requestPrompt(content.kind === 'download' ? 'download-popup' : 'announcement', () => {
          setShown(content);
          if (!announced) {
            announced = true;
            emit('mc-popup-show', detailOf(content));
          }
          return () => setShown(null);
        });
        handle.current = prompt;
        signal.addEventListener('abort', () => prompt.close(), { once: true });
        void prompt.closed.then(() => {
          if (handle.current === prompt) handle.current = null;
          resolve();
        });
      });
    };

    const sequence = async () => {
      // Visitors wait a moment (SPEC §9: 1 s, members 0); a session change settles first (popup refresh).
      await sleep((refresh ? TIMINGS.refresh : 0) + (loggedIn ? TIMINGS.memberDelay : TIMINGS.visitorDelay), signal);
      let shownBefore = false;
      const next = async (content: DueContent) => {
        if (shownBefore) await sleep(TIMINGS.closedWait, signal);
        await present(content);
        shownBefore = true;
      };
      for (const content of await duePopups(user, loggedIn, firstLogin, signal)) await next(content);
      if (noDownloadPopups) return;
      for (const group of DOWNLOAD_GROUPS) {
        const waitLeft = mountedAt.current + TIMINGS.downloadWait - Date.now();
        if (waitLeft > 0) await sleep(waitLeft, signal);
        const content = await dueDownloadPopup(group, signal);
        if (content) await next(content);
      }
    };
    sequence().catch(() => {
      /* ended by a newer run, or the content could not be loaded: nothing to show */
    });
    return () => run.abort();
  }, [user, identified, loggedIn, firstLogin, noDownloadPopups, emit]);

  useEffect(() => () => handle.current?.close(), []);

  /** Closing animates, then hides (SPEC §4), and remembers what the player chose. */
  const close = (hideToday: boolean) => {
    if (!shown || closing.current) return;
    closing.current = true;
    host?.setAttribute('data-closing', '');
    const content = shown;
    const prompt = handle.current;
    setTimeout(() => {
      closing.current = false;
      host?.removeAttribute('data-closing');
      if (content.kind === 'download') downloadFilesKey.write({ ...downloadFilesKey.read(), [content.group]: content.files });
      else recordClose(user, content.kind, content.hashes, hideToday);
      emit('mc-popup-close', { ...detailOf(content), hideToday });
      prompt?.close();
    }, TIMINGS.animation);
  };

  if (!shown || !views) return null;
  const { AnnouncementPopup, DownloadPopup, PopupStyles, PromoCarousel } = views;
  return (
    <>
      <PopupStyles />
      {shown.kind === 'download' ? (
        <DownloadPopup banner={shown.banners[0]!} onClose={() => close(false)} />
      ) : shown.kind === 'promotion' ? (
        <PromoCarousel items={shown.items} autoplay={autoplay} onClose={close} />
      ) : (
        <AnnouncementPopup items={shown.items} onClose={close} />
      )}
    </>
  );
}

function detailOf(content: DueContent): PopupEventDetail {
  return content.kind === 'download'
    ? { kind: 'download', ids: [content.group] }
    : { kind: content.kind, ids: content.items.map((item) => item.id) };
}
