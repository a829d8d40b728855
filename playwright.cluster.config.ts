import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/e2e/support/chromium";

/**
 * The smoke journey through the deployment recipe (scripts/cluster/start.sh: nginx with TLS in front of two app
 * processes on PostgreSQL through PgBouncer): `CLUSTER_URL=https://localhost:8443 npx playwright test -c
 * playwright.cluster.config.ts`. It starts no server: the cluster is already running. The certificate is the
 * recipe's own, self-signed.
 */
export default defineConfig({
  testDir: "tests/e2e",
  testMatch: /cluster-smoke\.spec\.ts$/,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: "list",
  use: {
    baseURL: process.env.CLUSTER_URL ?? "https://localhost:8443",
    ignoreHTTPSErrors: true,
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 }, channel: undefined },
    },
  ],
});
