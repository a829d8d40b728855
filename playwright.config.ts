import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { SERVER_NODE_FLAGS, START_SCRIPT } from "./tests/e2e/support/tsx-args";

/**
 * Browser tests against a production build served by `npm start` on a fresh embedded database (demo seed).
 * Chromium is Debian's /usr/bin/chromium; Playwright never downloads a browser here.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
export const e2eDataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `lantern-e2e-${process.pid}`);
process.env.E2E_DATA_DIR = e2eDataDir;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? "list" : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  // Desktop journeys at 1440 px; the phone journeys set 390 px themselves.
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, channel: undefined },
    },
  ],
  webServer: {
    command: `npx tsx --conditions=react-server ${SERVER_NODE_FLAGS.join(" ")} ${START_SCRIPT}`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      PORT: String(port),
      DATA_DIR: e2eDataDir,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      // A container id so the data-layer events can be observed; the GTM script itself is blocked in the tests.
      NEXT_PUBLIC_GTM_ID: "GTM-TEST123",
    },
  },
});
