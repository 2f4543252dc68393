/** What the member pages load on first use, as one lazy chunk: their platform calls and shared parts. */
export * from './index.js';
