// Debian's chromium as the browser tests and the benches launch it, with the flags this kind of
// machine needs (no background networking: the network is closed and Chromium would otherwise
// retry Google's hosts at every start).

/**
 * Playwright's own `--disable-features` list (playwright-core 1.65, `chromiumSwitches.ts`).
 * Chromium reads only the last `--disable-features` of its command line, so ours must repeat
 * Playwright's; `chromium.test.ts` fails when an upgrade of Playwright changes its list.
 */
export const playwrightDisabledFeatures = [
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
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 builds the address bar's suggestion popups as web pages (WebUI), two renderers for
 * every window, and each browser context is a window: 1.8 s of CPU a context on this machine (10
 * contexts: 25.7 s of the browser's CPU with them, 7.8 s without). Headless, no one ever sees them.
 */
const addressBarPopups = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  // Without a GPU, Chromium still starts a GPU process to composite in software; run it as a
  // thread of the browser instead: one process less to schedule on two cores (5-10 % of a spec's time).
  '--in-process-gpu',
  `--disable-features=${[...playwrightDisabledFeatures, ...addressBarPopups].join(',')}`,
];
