import { useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEmit } from '../../src/element/index.js';
import { requestNavigation } from '../../src/navigation/index.js';
import { loadStatus, merchantStatus } from '../../src/platform/index.js';
import { requestPrompt, type PromptHandle } from '../../src/prompts/index.js';
import { logout, token } from '../../src/session/index.js';
import { answered, intervalOf, loadSummary, nextCheckAt, type SessionSummary } from './schedule.js';
import type { RealityCheckDialog } from './reality-check-dialog.js';

export interface McRealityCheckProps {
  /** Where "See records" goes (default `/m/member/records`, the app's records page). */
  recordsPath?: string;
}

/** Detail of the element's events: the session's length and result when the player answered. */
export interface RealityCheckDetail {
  playedMs: number;
  netResult: number | null;
  currency: string;
}

/**
 * The most the element waits between two looks at the platform's clock, which a test or a platform may move on
 * its own: a tab coming back to view looks at once as well.
 */
export const POLL_MS = 5 * 60_000;

/** The dialog is a chunk of its own: pages load it only when a check is due. */
const loadDialog = () => import('./reality-check-dialog.js').then((module) => module.RealityCheckDialog);

export function McRealityCheck({ recordsPath = '/m/member/records' }: McRealityCheckProps) {
  useSignals();
  const emit = useEmit();
  const session = token.value;
  const status = merchantStatus.value;
  const interval = intervalOf(status?.info.responsibleGaming?.realityCheckMinutes);
  const [due, setDue] = useState<{ summary: SessionSummary; Dialog: typeof RealityCheckDialog } | null>(null);
  const prompt = useRef<PromptHandle | null>(null);
  const recheck = useRef<() => void>(() => {});

  // A merchant page may hold the element alone: the interval comes with the status.
  useEffect(() => {
    if (session && !status) void loadStatus().catch(() => {});
  }, [session, status]);

  useEffect(() => {
    if (!session || !interval) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      clearTimeout(timer);
      if (prompt.current) return;
      const summary = await loadSummary().catch(() => null);
      if (!live || prompt.current) return;
      const wait = summary ? nextCheckAt(summary, interval) - summary.now : POLL_MS;
      if (!summary || wait > 0) {
        timer = setTimeout(() => void check(), Math.min(wait, POLL_MS));
        return;
      }
      const Dialog = await loadDialog().catch(() => null);
      if (!live || !Dialog || prompt.current) return;
      const handle = requestPrompt('reality-check', () => {
        setDue({ summary, Dialog });
        return () => setDue(null);
      });
      prompt.current = handle;
      void handle.closed.then(() => {
        if (prompt.current === handle) prompt.current = null;
        setDue(null);
      });
    };
    recheck.current = () => void check();
    const onVisible = () => document.visibilityState === 'visible' && void check();
    document.addEventListener('visibilitychange', onVisible);
    void check();
    return () => {
      live = false;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
      prompt.current?.close();
    };
  }, [session, interval]);

  if (!due || !interval) return null;
  const { summary, Dialog } = due;
  const detail = (): RealityCheckDetail => ({
    playedMs: Date.now() + summary.offset - summary.startedAt,
    netResult: summary.netResult,
    currency: summary.currency,
  });
  const carryOn = (event: 'mc-reality-check-continue' | 'mc-reality-check-records') => {
    answered(summary, Date.now() + summary.offset, interval);
    prompt.current?.close();
    recheck.current();
    return emit<RealityCheckDetail>(event, detail(), { cancelable: true });
  };

  return (
    <Dialog
      summary={summary}
      onContinue={() => carryOn('mc-reality-check-continue')}
      onRecords={() => carryOn('mc-reality-check-records') && requestNavigation(recordsPath, 'reality-check')}
      onStop={() => {
        prompt.current?.close();
        emit<RealityCheckDetail>('mc-reality-check-stop', detail());
        void logout();
      }}
    />
  );
}
