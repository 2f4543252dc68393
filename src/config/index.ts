/** Runtime config: the loader's data attributes and configure(). */
export { configure, getConfig } from './config.js';
export { recordScriptConfig } from './script-config.js';
