import { expect } from 'chai';
import { until } from '../../test/browser/wait.js';
import { notices } from '../ui/notices.js';
import { parseAppDownload } from './app-download.js';
import { downloadTarget } from './download-target.js';
import { afterDownload, cancelProfileOnReturn } from './download.js';
import { compareVersions, downloadPlatform, inAppBrowser, iosVersion, isOldIos, nativeAppVersion } from './platform.js';

export const AGENTS = {
  ios16: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  ios17: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ios12: 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  facebook: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/460.0]',
  line: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 Line/14.5.0',
  app: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 McApp/2.4.40',
};

const app = parseAppDownload({
  appName: 'Demo',
  appVersion: '2.4.41',
  links: [
    { resourceType: 'Android', url: 'https://dl.example/android' },
    { resourceType: 'apk', url: 'https://dl.example/app.apk' },
    { resourceType: 'IOS', url: 'https://dl.example/ios' },
    { resourceType: 'iOS', url: 'https://dl.example/app.mobileconfig' },
    { resourceType: 'MOBILECONFIG', url: 'https://dl.example/settings.mobileprovision' },
  ],
});

describe('install platform facts', () => {
  it('reads the iOS version and counts 12.2 and below as old', () => {
    expect(iosVersion(AGENTS.ios16)).to.deep.equal([16, 6]);
    expect(iosVersion(AGENTS.ios17)).to.deep.equal([17, 4]);
    expect(iosVersion(AGENTS.android)).to.equal(null);
    expect(isOldIos(AGENTS.ios12)).to.equal(true);
    expect(isOldIos(AGENTS.ios16)).to.equal(false);
    expect(downloadPlatform(AGENTS.ios16)).to.equal('ios');
    expect(downloadPlatform(AGENTS.android)).to.equal('android');
  });

  it('recognises in-app browsers and the native app with its version', () => {
    expect(inAppBrowser(AGENTS.facebook)).to.equal('facebook');
    expect(inAppBrowser(AGENTS.line)).to.equal('line');
    expect(inAppBrowser(AGENTS.ios17)).to.equal(null);
    expect(nativeAppVersion(AGENTS.app)).to.equal('2.4.40');
    expect(nativeAppVersion(AGENTS.android)).to.equal(null);
  });

  it('compares versions number by number', () => {
    expect(compareVersions('2.4.9', '2.4.39')).to.be.below(0);
    expect(compareVersions('2.4.39', '2.4.39')).to.equal(0);
    expect(compareVersions('3', '2.4.39')).to.be.above(0);
  });
});

describe('download target', () => {
  it('is the package itself from 2.4.39 on, else the download page', () => {
    expect(downloadTarget(app, 'android')).to.deep.include({ url: 'https://dl.example/app.apk', direct: true });
    expect(downloadTarget(app, 'ios')).to.deep.include({
      url: 'https://dl.example/app.mobileconfig',
      direct: true,
      profileUrl: 'https://dl.example/settings.mobileprovision',
    });
    const older = { ...app, appVersion: '2.4.38' };
    expect(downloadTarget(older, 'android')).to.deep.include({ url: 'https://dl.example/android', direct: false });
    expect(downloadTarget(older, 'ios')).to.deep.include({ url: 'https://dl.example/ios', direct: false });
  });

  it('never offers a script or data address, and nothing without links', () => {
    const hostile = parseAppDownload({
      appVersion: '2.5.0',
      links: [
        { resourceType: 'apk', url: 'javascript:alert(1)' },
        { resourceType: 'Android', url: 'data:text/html,x' },
      ],
    });
    expect(downloadTarget(hostile, 'android')).to.equal(null);
    expect(downloadTarget(parseAppDownload('garbage'), 'ios')).to.equal(null);
  });
});

describe('after a download', () => {
  afterEach(() => {
    cancelProfileOnReturn();
    for (const notice of notices.value) notice.close();
  });

  it('tells iOS 17 players where to finish installing', async () => {
    expect(afterDownload(downloadTarget(app, 'ios')!, AGENTS.ios17)).to.equal('tips');
    const tip = await until(() => notices.value.find((notice) => notice.kind === 'ios17-download-tips'), 'the tip');
    // Its string came with it: the player reads the tip, not its key.
    expect(tip.message).to.be.a('string').and.not.be.oneOf(['', 'ios17_download_tips']);
  });

  it('waits on earlier iOS for the player to come back, then opens the settings profile', () => {
    expect(afterDownload(downloadTarget(app, 'ios')!, AGENTS.ios16)).to.equal('profile');
    expect(notices.value).to.have.length(0);
  });

  it('does nothing more on Android or for a download page', () => {
    expect(afterDownload(downloadTarget(app, 'android')!, AGENTS.android)).to.equal('none');
    expect(afterDownload(downloadTarget({ ...app, appVersion: '2.0.0' }, 'ios')!, AGENTS.ios16)).to.equal('none');
  });
});
