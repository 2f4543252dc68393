export { rankProgressRatio, hasVip, type RankProgress } from './progress.js';
export { rankProgress, rankProgressLoad, vipStatus, loadRankProgress, watchVip, parseRankProgress, type VipLoad } from './vip.js';
