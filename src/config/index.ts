/** Runtime config: the loader's data attributes and configure(). */
export { configure, getConfig } from './config.js';
export { recordScriptConfig, SCRIPT_CONFIG_GLOBAL, type ScriptConfig } from './script-config.js';
