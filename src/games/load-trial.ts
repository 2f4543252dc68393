import type { ComponentType } from 'react';
import type { TrialGameProps } from './trial-game.js';

/** The trial-game screen, in its own chunk: only a player who taps "try" downloads it. */
export function loadTrialGame(): Promise<ComponentType<TrialGameProps>> {
  return import('./trial-game.js').then((module) => module.TrialGame);
}

export type { TrialGameProps };
