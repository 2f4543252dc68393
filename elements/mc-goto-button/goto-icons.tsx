import type { GotoTarget } from '../../src/goto/index.js';

/** One line icon per target, 24 px, drawn in the current colour. */
const PATHS: Record<GotoTarget, string> = {
  REWARD_CENTER: 'M4 11h16v9H4zM2 7h20v4H2zM12 7v13M12 7c-2-4-6-4-6-1s6 1 6 1zm0 0c2-4 6-4 6-1s-6 1-6 1z',
  INVITE_FRIENDS: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a7 7 0 0 1 14 0v1M17 11a3 3 0 1 0 0-6M22 21v-1a6 6 0 0 0-4-5.6',
  REGISTER: 'M10 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM3 21v-1a7 7 0 0 1 11-5.7M19 14v6M16 17h6',
  DEPOSIT: 'M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 7l12-4 2 4M16 13h2',
  POINT_MARKET: 'M3 4h2l2.4 11h11l2-8H6.2M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM18 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
  MISSION: 'M5 21V4M5 4h12l-2 4 2 4H5',
  MEMBER: 'M3 8l4 4 5-7 5 7 4-4-2 11H5zM5 19h14',
  APP_DOWNLOAD: 'M7 2h10a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM12 7v8M9 12l3 3 3-3M10 19h4',
};

export function GotoIcon({ target }: { target: GotoTarget }) {
  return (
    <svg className="icon" part="icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d={PATHS[target]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
