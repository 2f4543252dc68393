/**
 * Whether an address carries one of the ad ids `pixel-track.ts` keeps (its `PIXEL_IDS` queries). Every page
 * starts the runtime and few arrive from an ad, so that module (with the tracking's lazy code) loads at start
 * only for an address that brings one. A test keeps this pattern and that list in step.
 */
export const AD_ID_QUERY = /[?&](fbPixelId|fbclid|ttPixelId|ttclid|kwaiPixelId|kwaiClickId|gtag|cid|visitor_id|twPixelId|twclid|kadam_id)=/;
