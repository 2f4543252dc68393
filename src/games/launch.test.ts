import { expect } from 'chai';
import { buildLaunchRequest, parseLaunchQuery, resolveBackUrl, type LaunchContext } from './launch.js';

const context: LaunchContext = {
  backUrl: 'https://www.demo.test/m/home',
  title: 'Demo Lottery',
  labelName: 'Gold',
  language: 'EN',
  lotteryLanguage: 'VI',
};

describe('game launch request (SPEC §2, §3)', () => {
  it('reads a lottery launch, betting view by default', () => {
    expect(parseLaunchQuery('?prize_mode=Hanoi&code=HNL')).to.deep.include({ kind: 'lottery', prizeMode: 'Hanoi', code: 'HNL', lottoView: 'betting' });
    expect(parseLaunchQuery('?prize_mode=Hanoi&code=HNL&lottoView=lobby')).to.deep.include({ lottoView: 'lobby' });
    expect(parseLaunchQuery('?prize_mode=Hanoi&code=HNL&lottoView=<x>')).to.deep.include({ lottoView: 'betting' });
  });

  it('refuses a query that names no game', () => {
    expect(parseLaunchQuery('')).to.equal(null);
    expect(parseLaunchQuery('?prize_mode=Hanoi')).to.equal(null);
    expect(parseLaunchQuery('?code=HNL')).to.equal(null);
  });

  it('builds the lottery body, with the SEA mode when the play type asks for it', () => {
    const target = parseLaunchQuery('?prize_mode=Hanoi&code=HNL')!;
    expect(buildLaunchRequest(target, context)).to.deep.equal({
      lottoArea: 'VN', launchMode: 'LOTT', lottoPrizeMode: 'Hanoi', lottoGameCode: 'HNL', lottoView: 'betting', device: 'MOBILE',
      backUrl: context.backUrl, hasLobby: false, language: 'VI', title: 'Demo Lottery', labelName: 'Gold',
    });
    const sea = buildLaunchRequest(parseLaunchQuery('?prize_mode=SEA&code=SEA1&playType=SEA')!, context);
    expect(sea.lottoMode).to.equal('SEA_Tradition_Mobile');
  });

  it('builds the body of other games, and of a banner of type G', () => {
    expect(buildLaunchRequest(parseLaunchQuery('?vendor=JILI&code=ACE&playType=FUN')!, context)).to.deep.equal({
      vendor: 'JILI', gameCode: 'ACE', prizeMode: 'FUN', device: 'MOBILE', backUrl: context.backUrl, language: 'EN', title: 'Demo Lottery',
    });
    expect(buildLaunchRequest(parseLaunchQuery('?vendor=EVO&roomId=7&nodeId=9006&gameType=LIVE')!, context)).to.deep.equal({
      vendor: 'EVO', roomId: '7', nodeId: '9006', gameType: 'LIVE', device: 'MOBILE', backUrl: context.backUrl, language: 'EN', title: 'Demo Lottery',
    });
  });

  it('keeps a backUrl on this host and refuses others', () => {
    const home = `${location.origin}/m/home`;
    expect(resolveBackUrl('')).to.deep.equal({ backUrl: home, refused: false });
    expect(resolveBackUrl('/m/game')).to.deep.equal({ backUrl: `${location.origin}/m/game`, refused: false });
    for (const bad of ['https://evil.example/', 'javascript:alert(1)', 'data:text/html,x', `https://${location.hostname}.evil.example/`]) {
      expect(resolveBackUrl(bad), bad).to.deep.equal({ backUrl: home, refused: true });
    }
  });
});
