import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/e2e/support/chromium";
import { STRIPE_E2E } from "./tests/e2e/support/fake-stripe";
import { TEST_JOBS_TOKEN } from "./tests/e2e/support/jobs";
import { SERVER_NODE_FLAGS, START_SCRIPT } from "./tests/e2e/support/tsx-args";

/**
 * Browser tests against a production build served by `npm start` on a fresh embedded database (demo seed).
 * Chromium is Debian's /usr/bin/chromium; Playwright never downloads a browser here.
 *
 * Each worker has a server of its own (decision 0047): worker slot N (`TEST_PARALLEL_INDEX`, the same for a worker
 * that replaces a failed one) talks to port E2E_PORT + N on a data directory of its own, so specs running side by
 * side share no demo data, rate limits or outbox. A spec file runs in one worker, its tests in order. One worker by
 * default: on this 2-core machine two workers measured no faster (the browser and the server already fill the
 * cores); E2E_WORKERS=2 or more where there are cores to spare.
 */
const workers = Number(process.env.E2E_WORKERS ?? 1);
const firstPort = Number(process.env.E2E_PORT ?? 3100);
// The run's directory, made once by the runner and inherited by its workers (they load this file too).
process.env.E2E_RUN_DIR ??= path.join(os.tmpdir(), `lantern-e2e-${process.pid}`);
const runDir = process.env.E2E_RUN_DIR;
const server = (slot: number) => ({ port: firstPort + slot, dataDir: path.join(runDir, `server-${slot}`) });
const own = server(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
/** The data directory of this worker's server (its outbox is where the specs read e-mails). */
process.env.E2E_DATA_DIR = own.dataDir;

export default defineConfig({
  testDir: "tests/e2e",
  // The deployment recipe's smoke journey runs against a running cluster (playwright.cluster.config.ts).
  testIgnore: /cluster-smoke\.spec\.ts$/,
  fullyParallel: false,
  workers,
  // With more than one worker, servers and browsers share the machine's cores and a step can take twice as long as
  // alone: the waits are bounded wider (bounds on waiting, not measured times; no test asserts a duration).
  ...(workers > 1 ? { timeout: 90_000, expect: { timeout: 10_000 } } : {}),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? "list" : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${own.port}`,
    // A trace records every action's DOM and screenshots while the test runs, kept or not: ~16 % of the suite's time
    // (decision 0047). Off in CI, where a failure keeps its screenshot and error context; E2E_TRACE=on to have it.
    trace:
      (process.env.E2E_TRACE as "on" | "off" | undefined) ?? (process.env.CI ? "off" : "retain-on-failure"),
    screenshot: "only-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  // Desktop journeys at 1440 px; the phone journeys set 390 px themselves.
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, channel: undefined },
    },
  ],
  webServer: [
    ...Array.from({ length: workers }, (_, slot) => server(slot)).map(({ port, dataDir }) =>
      siteServer(port, dataDir),
    ),
    // One site with Stripe as its gateway (decision 0054), on the local Stripe-compatible server: its specs set this
    // baseURL themselves (stripe-checkout.spec.ts).
    {
      command: "npx tsx tests/e2e/support/stripe-process.ts",
      url: `http://127.0.0.1:${STRIPE_E2E.apiPort}/v1/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: "pipe" as const,
    },
    siteServer(STRIPE_E2E.sitePort, STRIPE_E2E.dataDir, {
      STRIPE_SECRET_KEY: STRIPE_E2E.secretKey,
      STRIPE_PUBLISHABLE_KEY: STRIPE_E2E.publishableKey,
      STRIPE_WEBHOOK_SECRET: STRIPE_E2E.webhookSecret,
      STRIPE_API_BASE: `http://127.0.0.1:${STRIPE_E2E.apiPort}`,
    }),
  ],
});

/** A production server of the app on its own port and data directory. */
function siteServer(port: number, dataDir: string, env: Record<string, string> = {}) {
  return {
    command: `npx tsx --conditions=react-server ${SERVER_NODE_FLAGS.join(" ")} ${START_SCRIPT}`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "pipe" as const,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      // The specs read mailed links from the outbox: delivered every second rather than every five.
      MAIL_OUTBOX_INTERVAL_MS: "1000",
      // A container id so the data-layer events can be observed; the GTM script itself is blocked in the tests.
      NEXT_PUBLIC_GTM_ID: "GTM-TEST123",
      // The specs' injected clock for the balance job (`POST /api/test/jobs/balances`, tests only).
      TEST_JOBS_TOKEN: TEST_JOBS_TOKEN,
      // One proxy in front, as in production: each test says which client it is (tests/e2e/support/test.ts), so
      // rate limits count per test, not over the whole suite from 127.0.0.1.
      TRUSTED_PROXY_HOPS: "1",
      ...env,
    },
  };
}
