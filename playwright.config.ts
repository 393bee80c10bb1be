import { defineConfig } from '@playwright/test';

/**
 * Browser specs against the real built server that scripts/test.mjs starts on a fresh database
 * (E2E_BASE_URL), in Debian's Chromium. scripts/test.mjs runs several of these processes at once, one per
 * shard, each against its own server: the specs change shop-wide settings, so one server never serves two
 * workers (workers: 1), and each shard keeps its artifacts in its own folder (E2E_OUTPUT_DIR), which
 * Playwright empties when it starts.
 */
/** The features Playwright turns off in Chromium (its --disable-features), which ours below must repeat. */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

export default defineConfig({
  testDir: './test/e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results/playwright-artifacts',
  // A test's bound, not its pace: on an idle two-core machine no test without a bound of its own takes 20 s,
  // and CI's machine has run the whole tier 2.3 times slower than that (a bound under 3x failed there).
  timeout: 90_000,
  // What a page shows may take a while on a loaded two-core machine (the back office's bundle after a reload).
  expect: { timeout: 10_000 },
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000',
    screenshot: 'only-on-failure',
    // A trace records every action's DOM and a screencast: it cost about 40% of the tier's time, most of it
    // Chromium's compositor. A failure still leaves its screenshot and page snapshot; E2E_TRACE=1 records traces.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    // Pages as for a user who asks for reduced motion: no transitions, ripples or spinning to wait for or
    // to paint (the back office and the storefront honour it; homepage.spec turns it off for the slider).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // Chromium 156 keeps a WebUI omnibox popup (chrome://omnibox-popup.top-chrome) rendered in every headless
        // browser, a renderer that used 50-100% of a core for the whole run: the browser tier took twice its time
        // with two shards on two cores. The switch is read once (the last one wins), so it repeats Playwright's own
        // list (playwright-core chromiumSwitches) before the two popups.
        `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',')}`,
      ],
    },
  },
});
