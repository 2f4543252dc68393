export const styles = /* css */ `
:host { display: block; }
:host(:state(empty)) { display: none; }
.banner { position: relative; border-radius: var(--mc-banner-radius, var(--mc-radius, 10px)); overflow: hidden;
  aspect-ratio: 750 / 300; background: var(--mc-banner-placeholder, #eceef2); }
.banner--loading { animation: pulse 1.2s ease-in-out infinite alternate; }
@keyframes pulse { to { opacity: .6; } }
.track { inline-size: 100%; block-size: 100%; touch-action: pan-y; }
.slide { inline-size: 100%; block-size: 100%; }
.slide[hidden] { display: none; }
.slide a { display: block; block-size: 100%; }
.image { display: block; inline-size: 100%; block-size: 100%; object-fit: cover; opacity: 0; transition: opacity .3s; }
.mc-lazy-image--loaded { opacity: 1; }
/* The first banner is the lobby's largest paint: it shows the moment it has loaded, without fading in. */
.image[loading='eager'] { opacity: 1; transition: none; }
.dots { position: absolute; inset-block-end: 4px; inset-inline: 0; display: flex; justify-content: center; gap: 2px; }
.dot { inline-size: 24px; block-size: 24px; padding: 0; border: 0; background: none; cursor: pointer; display: grid; place-items: center; }
.dot::before { content: ''; inline-size: 7px; block-size: 7px; border-radius: 50%; background: rgba(255,255,255,.6); box-shadow: 0 0 2px rgba(0,0,0,.4); }
.dot[aria-current='true']::before { background: #fff; inline-size: 16px; border-radius: 4px; }
.dot:focus-visible, .slide a:focus-visible { outline: 3px solid var(--mc-color-focus, #1a73e8); outline-offset: -3px; }
@media (prefers-reduced-motion: reduce) { .banner--loading { animation: none; } .image { transition: none; } }
`;
