// Player journeys in mobile emulation, against the built app served by the host page in front of a sandbox
// platform that test/e2e/global-setup.mjs starts for the run. Both devices run in Debian's Chromium.
import { defineConfig, devices } from '@playwright/test';
import { chromeArgs, chromePath } from './test/browser-launch.mjs';

const CI = Boolean(process.env.CI);

const chromium = {
  browserName: 'chromium',
  launchOptions: { executablePath: chromePath, args: chromeArgs },
};

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.mjs',
  globalSetup: './test/e2e/global-setup.mjs',
  fullyParallel: false,
  workers: 2,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  outputDir: 'test-results',
  use: {
    // Set by the global setup; workers start after it and read the same environment. Each worker has its
    // own server pair, and test/e2e/fixtures.mjs points baseURL at the worker's own.
    baseURL: process.env.E2E_BASE_URL,
    headless: true,
    // Tracing every journey slows the whole run a lot on two cores; the retry of a failing one records it.
    trace: CI ? 'on-first-retry' : 'off',
    screenshot: 'only-on-failure',
    // The /m app's service worker would take over a page in the middle of a journey; the journeys about the
    // worker (test/e2e/pwa.spec.mjs) allow it.
    serviceWorkers: 'block',
  },
  // Most of what a journey checks does not depend on the phone (a flow, a request, a header), so every journey
  // runs on the Android phone, and only those tagged @every-device (test/e2e/fixtures.mjs EVERY_DEVICE: the
  // iPhone's own paths, a narrower screen, the main flows) run on the iPhone too. That keeps npm test short.
  //
  // A first visit speaks the phone's language (docs/languages.md). The phones here are set to Chinese, the
  // platform's default language, so a journey that picks no language sees the app as a Chinese player does;
  // journeys about the phone's language (test/e2e/first-language.spec.mjs) open phones set to others.
  projects: [
    { name: 'iphone', use: { ...devices['iPhone 13'], ...chromium, locale: 'zh-CN' }, grep: /@every-device/ },
    { name: 'android', use: { ...devices['Pixel 7'], ...chromium, locale: 'zh-CN' } },
  ],
});
