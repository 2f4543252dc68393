/**
 * The lobby's banners, asked for by the /m app as it starts rather than once `<mc-banner>` has loaded: the first
 * banner's image is usually the largest thing the lobby paints, so it is preloaded as soon as its address is
 * known, while the element's code and strings are still on their way.
 */
import { currentStatus, prefetchBanners } from './content.js';
import { imageUrl } from './image-cdn.js';

export function prefetchBannerGroup(groupName: string): void {
  void Promise.all([currentStatus().catch(() => null), prefetchBanners(groupName)]).then(
    ([, banners]) => {
      const src = banners[0] ? imageUrl(banners[0].url) : '';
      if (!src || document.head.querySelector(`link[rel="preload"][href="${CSS.escape(src)}"]`)) return;
      document.head.append(Object.assign(document.createElement('link'), { rel: 'preload', as: 'image', href: src, fetchPriority: 'high' }));
    },
    () => {},
  );
}
