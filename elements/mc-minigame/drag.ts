/** The floating button's geometry (SPEC §9): a 2 % margin of the window width, and 2 px between a tap and a drag. */

export const MARGIN_RATIO = 0.02;
export const TAP_SLOP_PX = 2;
export const TAP_DEBOUNCE_MS = 250;
export const BOUNDS_POLL_MS = 250;

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export function margin(viewportWidth: number): number {
  return viewportWidth * MARGIN_RATIO;
}

/** Keeps the button inside the window, a margin away from every edge. */
export function clamp(point: Point, size: Size, viewport: Size): Point {
  const m = margin(viewport.width);
  const maxX = Math.max(m, viewport.width - size.width - m);
  const maxY = Math.max(m, viewport.height - size.height - m);
  return { x: Math.min(maxX, Math.max(m, point.x)), y: Math.min(maxY, Math.max(m, point.y)) };
}

/** After a drag the button rests against the nearer side, a margin away from it. */
export function snapToSide(point: Point, size: Size, viewport: Size): Point {
  const m = margin(viewport.width);
  const left = point.x + size.width / 2 < viewport.width / 2;
  return clamp({ x: left ? m : viewport.width - size.width - m, y: point.y }, size, viewport);
}

/**
 * Where the button starts: the end side (right, or left in right-to-left pages), low on the screen but above a
 * bottom navigation bar, where it covers the least of a page.
 */
export function startPoint(size: Size, viewport: Size, rtl: boolean): Point {
  const m = margin(viewport.width);
  const y = viewport.height - size.height - Math.max(96, viewport.height * 0.14);
  return clamp({ x: rtl ? m : viewport.width - size.width - m, y }, size, viewport);
}

export function movedBeyondTap(from: Point, to: Point): boolean {
  return Math.abs(to.x - from.x) >= TAP_SLOP_PX || Math.abs(to.y - from.y) >= TAP_SLOP_PX;
}
