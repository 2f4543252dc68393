import { expect } from 'chai';
import { bannerTarget } from './banner-link.js';
import { clearSession } from '../session/session.js';
import { gotoVisible } from '../goto/goto.js';
import { imageUrl } from './image-cdn.js';
import { loadStatus } from '../platform/merchant-status.js';
import { type Banner } from './content.js';
import { sanitizeHtml } from './sanitize.js';
import { resetSandbox, sandboxUrl, useSandbox } from '../../test/browser/sandbox.js';

const banner = (fields: Partial<Banner>): Banner => ({
  groupName: 'm_home', url: 'banners/a.svg', title: '', linkageType: '', linkage: '', roomId: '', nodeId: '', gameType: '', vendor: '', ...fields,
});

describe('banner links, images and server HTML', () => {
  before(async () => {
    useSandbox();
    clearSession();
    await resetSandbox();
    await loadStatus();
  });

  it('links P to the activity page, G to the game launch, URL only to allowed hosts', () => {
    expect(bannerTarget(banner({ linkageType: 'P', linkage: 'a b' }))).to.deep.equal({ kind: 'route', path: '/m/activity?link=a+b' });
    expect(bannerTarget(banner({ linkageType: 'G', roomId: 'R', nodeId: 'N', gameType: 'SLOT', vendor: 'TCG' }))).to.deep.equal({
      kind: 'route',
      path: '/m/launchGame?roomId=R&nodeId=N&gameType=SLOT&vendor=TCG',
    });
    // The app's own pages are routes inside the app, whether the banner says URL or P.
    expect(bannerTarget(banner({ linkageType: 'URL', linkage: '/m/rewardCenter' }))).to.deep.equal({ kind: 'route', path: '/m/rewardCenter' });
    expect(bannerTarget(banner({ linkageType: 'URL', linkage: `${location.origin}/m/home?tab=1` }))).to.deep.equal({ kind: 'route', path: '/m/home?tab=1' });
    expect(bannerTarget(banner({ linkageType: 'P', linkage: '/m/member/benefits' }))).to.deep.equal({ kind: 'route', path: '/m/member/benefits' });
    expect(bannerTarget(banner({ linkageType: 'P', linkage: '/promo/week.html' }))).to.deep.equal({ kind: 'route', path: '/m/activity?link=%2Fpromo%2Fweek.html' });
    expect(bannerTarget(banner({ linkageType: 'URL', linkage: '/promo/week.html' }))).to.deep.equal({ kind: 'url', href: `${location.origin}/promo/week.html` });
    expect(bannerTarget(banner({ linkageType: 'URL', linkage: 'javascript:alert(1)' }))).to.equal(null);
    expect(bannerTarget(banner({ linkageType: 'URL', linkage: 'https://evil.example/' }))).to.equal(null);
    expect(bannerTarget(banner({ linkageType: 'P', linkage: '' }))).to.equal(null);
  });

  it('loads images from the image CDN, keeps https and drops other schemes', () => {
    expect(imageUrl('banners/a.svg')).to.equal(`${sandboxUrl}/wps/static/banners/a.svg`);
    expect(imageUrl('https://cdn.example/x.png')).to.equal('https://cdn.example/x.png');
    expect(imageUrl('data:image/svg+xml,<svg/>')).to.equal('');
    expect(imageUrl('javascript:alert(1)')).to.equal('');
  });

  it('sanitizes HTML: no script, handler or style; links only to allowed hosts', async () => {
    const fragment = await sanitizeHtml('<p onclick="x()" style="color:red">a<script>x()</script><img src="banners/b.svg" onerror="x()"><a href="javascript:x()">j</a><a href="/m/home">h</a></p>');
    const holder = document.createElement('div');
    holder.append(fragment);
    expect(holder.querySelector('script')).to.equal(null);
    expect(holder.querySelector('[onclick], [onerror], [style]')).to.equal(null);
    const [js, home] = holder.querySelectorAll('a');
    expect(js!.hasAttribute('href')).to.equal(false);
    expect(home!.getAttribute('href')).to.equal(`${location.origin}/m/home`);
    expect(holder.querySelector('img')!.getAttribute('src')).to.equal(`${sandboxUrl}/wps/static/banners/b.svg`);
  });
});

describe('goto visibility (SPEC §5)', () => {
  const guest = { loggedIn: false, memberType: null, referral: false, vip: false };
  const member = { loggedIn: true, memberType: 0, referral: true, vip: true };

  it('shows register to guests only and member benefits to guests or VIP members', () => {
    expect(gotoVisible('REGISTER', guest)).to.equal(true);
    expect(gotoVisible('REGISTER', member)).to.equal(false);
    expect(gotoVisible('MEMBER', guest)).to.equal(true);
    expect(gotoVisible('MEMBER', { ...member, vip: false })).to.equal(false);
  });

  it('needs the referral flag for invite friends and member types 0, 1 or 2', () => {
    expect(gotoVisible('INVITE_FRIENDS', guest)).to.equal(false);
    expect(gotoVisible('INVITE_FRIENDS', member)).to.equal(true);
    expect(gotoVisible('DEPOSIT', { ...member, memberType: 2 })).to.equal(true);
    expect(gotoVisible('DEPOSIT', { ...member, memberType: 4 })).to.equal(false);
    expect(gotoVisible('APP_DOWNLOAD', guest)).to.equal(true);
  });
});
