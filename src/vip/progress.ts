/** The VIP rank progress rule (SPEC §4), kept pure so that it is tested on its own. */

export interface RankProgress {
  /** The member's rank label; null when the member has none. */
  labelId: number | string | null;
  completedConditions: number;
  totalExpectedConditions: number;
}

/**
 * How far the member is towards the next rank, from 0 to 1: 1 without a rank label id, else completed ÷
 * expected. Nothing expected counts as done; bad numbers from the server fall back to 0, and the result never
 * leaves [0, 1].
 */
export function rankProgressRatio(progress: RankProgress | null | undefined): number {
  if (!progress) return 0;
  const { labelId, completedConditions: done, totalExpectedConditions: expected } = progress;
  if (labelId === null || labelId === undefined || labelId === '') return 1;
  if (!Number.isFinite(expected) || expected <= 0) return 1;
  if (!Number.isFinite(done) || done <= 0) return 0;
  return Math.min(1, done / expected);
}

/** Whether the member has a VIP club label (SPEC §4: VIP exists when `clubLabel.labelName` is set). */
export function hasVip(clubLabelName: string | null | undefined): boolean {
  return typeof clubLabelName === 'string' && clubLabelName.trim() !== '';
}
