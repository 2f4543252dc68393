import { defineConfig } from 'vite';

// No React plugin: Vite compiles TSX itself; React 19's automatic runtime is all the app needs.
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: { target: 'es2022' },
});
