/** The API lines and the connection state. */
export { watchConnectivity } from './connectivity.js';
export { apiBase, platformBase, platformUrl } from './lines.js';
