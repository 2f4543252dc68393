/** Facts about the device and how the app runs (in an app shell, as an installed PWA). */
export { isInApp, isPwa } from './device.js';
