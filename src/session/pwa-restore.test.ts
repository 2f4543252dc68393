import { expect } from 'chai';
import { ApiError } from '../api/api-error.js';
import { applyErrorPolicy } from '../api/error-policy.js';
import { setToken, sessionInfo } from './session.js';
import { type NavigateDetail } from '../navigation/navigation.js';
import { notices } from '../ui/notices.js';
import { isOldIos, lastPathKey } from './pwa-restore.js';

const IOS_12_1 = 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const IOS_16 = 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

describe('old iOS home-screen session restore', () => {
  afterEach(() => {
    delete (navigator as unknown as Record<string, unknown>).userAgent;
    delete (navigator as unknown as Record<string, unknown>).standalone;
    for (const notice of notices.value) notice.close();
    lastPathKey.remove();
  });

  it('counts iOS 12.2 and below as old', () => {
    expect(isOldIos(IOS_12_1)).to.equal(true);
    expect(isOldIos(IOS_12_1.replace('12_1', '12_2_1'))).to.equal(true);
    expect(isOldIos(IOS_12_1.replace('12_1', '12_3'))).to.equal(false);
    expect(isOldIos(IOS_16)).to.equal(false);
    expect(isOldIos('Mozilla/5.0 (Linux; Android 14)')).to.equal(false);
  });

  it('a 401 on the restored session clears the stored path and the session and goes home, without a notice', () => {
    Object.defineProperty(navigator, 'userAgent', { value: IOS_12_1, configurable: true });
    Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
    setToken('restored-token-123', 'DEMO');
    lastPathKey.write('/m/activity');
    const wanted: string[] = [];
    const listener = (event: Event) => {
      event.preventDefault();
      wanted.push((event as CustomEvent<NavigateDetail>).detail.path);
    };
    document.addEventListener('mc-navigate', listener);
    try {
      applyErrorPolicy(new ApiError('user.or.token.invalid', 'expired', 401), { alert: false, sessionRestore: true });
    } finally {
      document.removeEventListener('mc-navigate', listener);
    }
    expect(sessionInfo.value).to.equal(null);
    expect(lastPathKey.read()).to.equal(null);
    expect(wanted).to.deep.equal(['/m/home']);
    expect(notices.value).to.deep.equal([]);
  });
});
