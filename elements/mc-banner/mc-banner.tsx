import { useEffect, useState, type MouseEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useElementState, useEmit } from '../../src/element/index.js';
import { direction, language, t } from '../../src/i18n/index.js';
import { requestNavigation } from '../../src/navigation/index.js';
import {
  bannerTarget,
  currentStatus,
  imageUrl,
  loadBanners,
  type Banner,
  type BannerTarget,
} from '../../src/popups/index.js';
import { LazyImage, useCarousel } from '../../src/ui/index.js';

export interface McBannerProps {
  /** The banner group, such as `m_home`. */
  group?: string;
  /** Milliseconds between slides (default 5000); 0 stops autoplay. */
  autoplay?: number;
}

/** Detail of `mc-banner-click`. */
export interface BannerClickDetail {
  banner: Banner;
  /** Where the tap goes: `{ kind: 'route', path }`, `{ kind: 'url', href }`, or null. */
  target: BannerTarget;
}

/** A carousel of one banner group (SPEC §2, §3), each banner linked by its linkage (P, URL or G). */
/** A banner's picture: not drawn yet (a slide out of view waits to be shown), drawn, or failed (its title stands in). */
type Picture = 'pending' | 'loaded' | 'failed';

export function McBanner({ group = 'm_home', autoplay = 5000 }: McBannerProps) {
  useSignals();
  const emit = useEmit();
  const [loaded, setLoaded] = useState<Banner[] | null>(null);
  const [pictures, setPictures] = useState<Record<string, Picture>>({});
  const lang = language.value;
  // No slide without content: a banner whose picture cannot be fetched (no address, or one the page may not load)
  // is left out, and one whose picture failed stays only with a title to show in its place.
  const banners = loaded?.filter((banner) => imageUrl(banner.url) && (pictures[banner.url] !== 'failed' || banner.title.trim())) ?? null;
  const { index, go, handlers } = useCarousel(banners?.length ?? 0, autoplay, direction.value === 'rtl');

  useEffect(() => {
    const run = new AbortController();
    // The banners are shown once the status is there too (it names the image CDNs and the merchant's domains
    // the links are checked against), but neither call waits for the other. A new language asks again (titles
    // and artwork come in the player's language) and keeps the slides on screen meanwhile.
    void Promise.all([currentStatus().catch(() => null), loadBanners(group, run.signal)]).then(
      ([, banners]) => setLoaded(banners),
      () => !run.signal.aborted && setLoaded((before) => before ?? []),
    );
    return () => run.abort();
  }, [group, lang]);

  // No banners: the element takes no room in the page either.
  useElementState('empty', banners !== null && !banners.length);
  if (banners === null) return <div className="banner banner--loading" part="placeholder" aria-busy="true" />;
  if (!banners.length) return null;

  const settle = (url: string) => (status: Picture) => setPictures((before) => ({ ...before, [url]: status }));

  const onClick = (event: MouseEvent, banner: Banner, target: BannerTarget) => {
    if (!emit<BannerClickDetail>('mc-banner-click', { banner, target }, { cancelable: true })) {
      event.preventDefault();
      return;
    }
    if (target?.kind === 'route') {
      event.preventDefault();
      requestNavigation(target.path, 'banner');
    } else if (!target) {
      event.preventDefault();
    }
  };

  return (
    <section className="banner" part="carousel" aria-roledescription={t('banner_carousel_role')} aria-label={t('banner_label')}>
      <div className="track" {...handlers}>
        {banners.map((banner, at) => {
          const target = bannerTarget(banner);
          const picture = pictures[banner.url] ?? 'pending';
          const image =
            picture === 'failed' ? (
              <span className="fallback" part="fallback" role="img" aria-label={banner.title}>
                <span aria-hidden="true">{banner.title}</span>
              </span>
            ) : (
              <LazyImage
                src={imageUrl(banner.url)}
                alt={banner.title}
                className="image"
                width={750}
                height={300}
                part="image"
                eager={at === 0}
                onStatus={settle(banner.url)}
              />
            );
          const slideLabel = t('popup_slide', { n: at + 1, total: banners.length });
          return (
            <div
              key={`${banner.url}-${at}`}
              className={`slide slide--${picture}`}
              part="slide"
              role="group"
              aria-label={slideLabel}
              hidden={at !== index}
            >
              {target ? (
                <a
                  href={target.kind === 'url' ? target.href : target.path}
                  part="link"
                  data-linkage={banner.linkageType}
                  onClick={(event) => onClick(event, banner, target)}
                >
                  {image}
                </a>
              ) : (
                image
              )}
            </div>
          );
        })}
      </div>
      {banners.length > 1 && (
        <div className="dots" part="dots">
          {banners.map((banner, at) => (
            <button
              key={`${banner.url}-${at}`}
              type="button"
              className="dot"
              aria-label={t('popup_slide', { n: at + 1, total: banners.length })}
              aria-current={at === index ? 'true' : undefined}
              onClick={() => go(at)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
