import { css } from '../../src/element/index.js';

export const styles = css`
:host { display: block; }
:host(:state(empty)) { display: none; }
.banner { position: relative; border-radius: var(--mc-banner-radius, var(--mc-radius, 10px)); overflow: hidden;
  aspect-ratio: 750 / 300; background: var(--mc-banner-placeholder, #eceef2); }
.banner--loading { animation: pulse 1.2s ease-in-out infinite alternate; }
@keyframes pulse { to { opacity: .6; } }
.track { inline-size: 100%; block-size: 100%; touch-action: pan-y; }
.slide { inline-size: 100%; block-size: 100%; }
/* The slide in front pulses while its picture is on its way, like the loading carousel, rather than sitting grey
   (a slide out of view fetches its picture once it is shown). */
.slide--pending:not([hidden]) { animation: pulse 1.2s ease-in-out infinite alternate; }
/* A picture that failed: the banner's title on the merchant's colours, as a text banner would look. */
.fallback { box-sizing: border-box; display: grid; place-items: center; inline-size: 100%; block-size: 100%;
  padding-inline: 24px; text-align: center; font-weight: 800; font-size: clamp(1.05rem, 5vw, 1.5rem); line-height: 1.25;
  color: var(--mc-color-on-primary, #fff); text-wrap: balance;
  background: radial-gradient(circle at 85% 15%, rgba(255,255,255,.18) 0 22%, transparent 23%),
    linear-gradient(135deg, var(--mc-color-primary, #c8102e), var(--mc-banner-fallback-end, #5a0a1c)); }
.slide[hidden] { display: none; }
.slide a { display: block; block-size: 100%; }
.image { display: block; inline-size: 100%; block-size: 100%; object-fit: cover; opacity: 0; transition: opacity .3s; }
.mc-lazy-image--loaded { opacity: 1; }
/* The first banner is the lobby's largest paint: it shows the moment it has loaded, without fading in. */
.image[loading='eager'] { opacity: 1; transition: none; }
.dots { position: absolute; inset-block-end: 0; inset-inline: 0; display: flex; justify-content: center; gap: 0; }
/* The dot is small; the control around it is a full 44 px touch target. */
.dot { inline-size: 44px; block-size: 44px; padding: 0; border: 0; background: none; cursor: pointer; display: grid; place-items: center; }
.dot::before { content: ''; inline-size: 7px; block-size: 7px; border-radius: 50%; background: rgba(255,255,255,.6); box-shadow: 0 0 2px rgba(0,0,0,.4); }
.dot[aria-current='true']::before { background: #fff; inline-size: 16px; border-radius: 4px; }
.dot:focus-visible, .slide a:focus-visible { outline: 3px solid var(--mc-color-focus, #1a73e8); outline-offset: -3px; }
@media (prefers-reduced-motion: reduce) { .banner--loading, .slide--pending { animation: none; } .image { transition: none; } }
`;
