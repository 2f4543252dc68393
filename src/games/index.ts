/** Game lanes, launch paths and the lazy trial-game screen. */
export { launchPath, loadGameLanes, prefetchGameLanes, readCards, type GameCard, type GameLane, type GamePage } from './catalogue.js';
export { loadTrialGame } from './load-trial.js';
