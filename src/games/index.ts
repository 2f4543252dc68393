/** Game lanes, launch paths and the trial-game screen (which its users load lazily). */
export { launchPath, loadGameLanes, prefetchGameLanes, readCards, type GameCard, type GameLane, type GamePage } from './catalogue.js';
export { TrialGame, type TrialGameProps } from './trial-game.js';
