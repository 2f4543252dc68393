import { expect } from 'chai';
import { hasVip, rankProgressRatio } from './progress.js';
import { parseRankProgress } from './vip.js';

describe('VIP progress rule (SPEC §4)', () => {
  it('is 1 without a rank label id, whatever the counts say', () => {
    expect(rankProgressRatio({ labelId: null, completedConditions: 0, totalExpectedConditions: 5 })).to.equal(1);
    expect(rankProgressRatio({ labelId: '', completedConditions: 2, totalExpectedConditions: 5 })).to.equal(1);
  });

  it('is completed ÷ expected with a rank label id', () => {
    expect(rankProgressRatio({ labelId: 103, completedConditions: 3, totalExpectedConditions: 5 })).to.equal(0.6);
    expect(rankProgressRatio({ labelId: 'gold', completedConditions: 0, totalExpectedConditions: 4 })).to.equal(0);
    expect(rankProgressRatio({ labelId: 0, completedConditions: 4, totalExpectedConditions: 4 })).to.equal(1);
  });

  it('stays within 0 and 1 for odd server numbers', () => {
    expect(rankProgressRatio({ labelId: 1, completedConditions: 9, totalExpectedConditions: 3 })).to.equal(1);
    expect(rankProgressRatio({ labelId: 1, completedConditions: -2, totalExpectedConditions: 3 })).to.equal(0);
    expect(rankProgressRatio({ labelId: 1, completedConditions: 2, totalExpectedConditions: 0 })).to.equal(1);
    expect(rankProgressRatio({ labelId: 1, completedConditions: NaN, totalExpectedConditions: 3 })).to.equal(0);
    expect(rankProgressRatio(null)).to.equal(0);
  });

  it('VIP exists only with a club label name', () => {
    expect(hasVip('Gold')).to.equal(true);
    expect(hasVip('')).to.equal(false);
    expect(hasVip('  ')).to.equal(false);
    expect(hasVip(null)).to.equal(false);
  });

  it('reads the platform answer, and a malformed one as a member without a rank', () => {
    expect(
      parseRankProgress({ currentProgress: { completedConditions: '2', totalExpectedConditions: 8 }, playerRankProgress: { labelId: 7 } }),
    ).to.deep.equal({ labelId: 7, completedConditions: 2, totalExpectedConditions: 8 });
    // Not a record at all: a failure, not a member at 100 %.
    for (const wrong of ['nonsense', null, []]) expect(() => parseRankProgress(wrong)).to.throw();
    expect(parseRankProgress({ currentProgress: null, playerRankProgress: { labelId: { x: 1 } } })).to.deep.equal({
      labelId: null,
      completedConditions: 0,
      totalExpectedConditions: 0,
    });
  });
});
