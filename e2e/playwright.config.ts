import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
/**
 * The map tiles' own server (support/tile-server.mjs), away from the app ports of parallel runs
 * (and from the usual services' ports of the 4000s and 5000s).
 */
const tilePort = Number(process.env.E2E_TILE_PORT ?? port + 20_000);
// A fresh data folder per run: the server migrates and seeds the demo data on start.
const dataDir = join(tmpdir(), `comoe-e2e-${Date.now()}`);

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  outputDir: '../test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'fr-FR',
    timezoneId: 'Africa/Abidjan',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 5'], viewport: { width: 360, height: 740 }, browserName: 'chromium' },
    },
    {
      // Every journey runs on the phone; those tagged `@laptop` in their title run again at
      // 1280×800 because what they use is laid out otherwise there (issue 32 §4): the admin's
      // navigation, dashboard and finances (admin.spec.ts), the tables that are cards on a phone
      // (clients, desk, businesses, couriers, admins) and the verification queue's documents side
      // by side. A journey whose screens look the same at both sizes runs once.
      name: 'laptop',
      grep: /@laptop/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, browserName: 'chromium' },
    },
  ],
  webServer: [
    {
      command: 'node ../scripts/start.mjs',
      cwd: '.',
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        REDIS_URL: '',
        // Every simulated person comes from 127.0.0.1 and every test starts with an empty browser
        // cache (real phones keep the immutable assets): the per-address limit is raised to match.
        RATE_LIMIT_PER_MINUTE: '3000',
        // The maps' tiles come from the tile server below, never from OpenStreetMap (issue 22 §1).
        MAP_TILE_URL: `http://127.0.0.1:${tilePort}/tuiles/{z}/{x}/{y}.png`,
      },
    },
    {
      command: `node support/tile-server.mjs ${tilePort}`,
      cwd: '.',
      url: `http://127.0.0.1:${tilePort}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
  ],
});
