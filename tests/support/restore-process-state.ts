import { afterAll, beforeAll, vi } from "vitest";

/**
 * The unit and integration projects run their files one after another in the same worker (`isolate: false`,
 * decision 0045): what a file changes of the process must not reach the next one. Vitest already restores spies
 * between files; this restores the environment variables (a test that sets `TZ` and puts back `undefined` leaves the
 * string "undefined") and the real clock.
 */
let environment: Record<string, string | undefined> = {};

beforeAll(() => {
  environment = { ...process.env };
});

afterAll(() => {
  vi.useRealTimers();
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
  Object.assign(process.env, environment);
});
