/** Start-up shared by every element and the host page. */
export { startRuntime } from './runtime.js';
