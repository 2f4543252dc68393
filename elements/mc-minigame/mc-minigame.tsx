import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { getConfig } from '../../src/config/index.js';
import { useEmit } from '../../src/element/index.js';
import { direction, language } from '../../src/i18n/index.js';
import { apiBase } from '../../src/net/index.js';
import { loadStatus, merchantStatus, switchOn } from '../../src/platform/index.js';
import { isLoggedIn, token } from '../../src/session/index.js';
import { loadMiniGame, type MiniGameApi, type MiniGameInstance, type MiniGameVariant } from './script.js';
import {
  BOUNDS_POLL_MS, TAP_DEBOUNCE_MS, clamp, movedBeyondTap, snapToSide, startPoint, type Point,
} from './drag.js';

export type McMinigameProps = Record<string, never>;

/** Detail of `mc-minigame-toggle`. */
export interface MinigameToggleDetail {
  open: boolean;
  variant: MiniGameVariant;
}

/** The variant the merchant's switches turn on (SPEC §6): LOTTMINIGAME3 → v1, SEALOTTMINIGAME3 → s1. */
export function miniGameVariant(): MiniGameVariant | null {
  if (switchOn('LOTTMINIGAME3')) return 'v1';
  if (switchOn('SEALOTTMINIGAME3')) return 's1';
  return null;
}

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });

export function McMinigame(_props: McMinigameProps) {
  useSignals();
  const emit = useEmit();
  const [api, setApi] = useState<MiniGameApi | null>(null);
  const [position, setPosition] = useState<Point | null>(null);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const instance = useRef<MiniGameInstance | null>(null);
  const drag = useRef<{ start: Point; origin: Point; moved: boolean } | null>(null);
  const suppressClick = useRef(false);
  const lastTap = useRef(0);

  // The switches come with the status; on a merchant's page nobody may have asked for it yet.
  useEffect(() => {
    if (!merchantStatus.value) void loadStatus().catch(() => {});
  }, []);
  const variant = merchantStatus.value ? miniGameVariant() : null;
  const loggedIn = isLoggedIn.value;
  const rendered = Boolean(variant && loggedIn && api);
  const draggable = variant === 'v1';

  // The script loads once the switch is on, before login, so the game is there the moment a member arrives.
  useEffect(() => {
    if (!variant) return;
    let live = true;
    loadMiniGame(variant).then(
      (loaded) => live && setApi(loaded),
      () => live && setApi(null),
    );
    return () => void (live = false);
  }, [variant]);

  // Rendered on login, destroyed on logout (SPEC §4).
  useEffect(() => {
    if (!rendered || !api || !stage.current) return;
    const mounted = api.mount(stage.current, {
      token: token.value,
      language: language.value,
      merchant: getConfig().merchant,
      apiBase: apiBase(),
      onClose: () => {
        setOpen(false);
        button.current?.focus();
      },
    });
    instance.current = mounted;
    return () => {
      mounted.destroy();
      instance.current = null;
      setOpen(false);
      setPosition(null);
    };
  }, [rendered, api]);

  useEffect(() => {
    instance.current?.update({ token: token.value, language: language.value });
  }, [token.value, language.value]);

  // Bounds are polled until the button has a width (it may be laid out late, e.g. inside a hidden page).
  useEffect(() => {
    if (!rendered || position) return;
    const poll = () => {
      const rect = button.current?.getBoundingClientRect();
      if (!rect?.width) return false;
      setPosition(startPoint({ width: rect.width, height: rect.height }, viewport(), direction.value === 'rtl'));
      return true;
    };
    if (poll()) return;
    const timer = setInterval(() => poll() && clearInterval(timer), BOUNDS_POLL_MS);
    return () => clearInterval(timer);
  }, [rendered, position]);

  useEffect(() => {
    if (!rendered) return;
    const keepInside = () =>
      setPosition((current) => {
        const rect = button.current?.getBoundingClientRect();
        return current && rect ? clamp(current, rect, viewport()) : current;
      });
    window.addEventListener('resize', keepInside);
    return () => window.removeEventListener('resize', keepInside);
  }, [rendered]);

  if (!rendered || !variant || !api) return <div ref={stage} hidden />;

  function pointerDown(event: PointerEvent<HTMLButtonElement>) {
    if (!draggable || !position || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { start: { x: event.clientX, y: event.clientY }, origin: position, moved: false };
  }

  function pointerMove(event: PointerEvent<HTMLButtonElement>) {
    const current = drag.current;
    if (!current) return;
    const point = { x: event.clientX, y: event.clientY };
    if (!current.moved && !movedBeyondTap(current.start, point)) return;
    current.moved = true;
    const rect = event.currentTarget.getBoundingClientRect();
    setPosition(clamp({ x: current.origin.x + point.x - current.start.x, y: current.origin.y + point.y - current.start.y }, rect, viewport()));
  }

  function pointerUp(event: PointerEvent<HTMLButtonElement>) {
    const current = drag.current;
    drag.current = null;
    if (!current?.moved) return;
    // A drag is not a tap: the click the browser may still send is ignored.
    suppressClick.current = true;
    setTimeout(() => (suppressClick.current = false), 0);
    const rect = event.currentTarget.getBoundingClientRect();
    setPosition((point) => (point ? snapToSide(point, rect, viewport()) : point));
  }

  function click() {
    if (suppressClick.current) return;
    const now = performance.now();
    if (now - lastTap.current < TAP_DEBOUNCE_MS) return;
    lastTap.current = now;
    instance.current?.toggle();
    const next = instance.current?.isOpen() ?? false;
    setOpen(next);
    emit<MinigameToggleDetail>('mc-minigame-toggle', { open: next, variant: variant! });
  }

  const title = api.title(language.value);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={`launcher launcher--${variant}`}
        part="launcher"
        aria-label={title}
        aria-expanded={open}
        data-variant={variant}
        data-draggable={draggable ? 'true' : 'false'}
        style={position ? { left: `${position.x}px`, top: `${position.y}px` } : { visibility: 'hidden' }}
        onPointerDown={pointerDown}
        onPointerMove={pointerMove}
        onPointerUp={pointerUp}
        onPointerCancel={() => (drag.current = null)}
        onClick={click}
      >
        <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="20" className="ball" />
          <text x="24" y="31" textAnchor="middle" className="digit">
            7
          </text>
        </svg>
      </button>
      <div ref={stage} className="stage" />
    </>
  );
}
