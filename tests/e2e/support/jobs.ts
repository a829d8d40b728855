import { type APIRequestContext, expect } from "@playwright/test";

/** The e2e servers' token for the tests-only job route (playwright.config.ts sets it as `TEST_JOBS_TOKEN`). */
export const TEST_JOBS_TOKEN = "lantern-e2e-jobs-token-not-a-secret";

/** The balance job run once at `now` on the spec's server: the injected clock of a job that runs hourly. */
export async function runBalanceJob(request: APIRequestContext, now: Date) {
  const response = await request.post("/api/test/jobs/balances", {
    headers: { authorization: `Bearer ${TEST_JOBS_TOKEN}` },
    data: { now: now.toISOString() },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { charged: number; declined: number };
}
