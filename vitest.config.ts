import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * `npm test`: unit tests and the integration suite on embedded PGlite.
 * `npm run test:pg` (TEST_DATABASE_KIND=postgres): the integration suite on the PostgreSQL of TEST_DATABASE_URL,
 * one file at a time (the files share that database).
 */
const onPostgres = process.env.TEST_DATABASE_KIND === "postgres";
if (onPostgres && !process.env.TEST_DATABASE_URL) {
  throw new Error("npm run test:pg needs TEST_DATABASE_URL=postgres://… (a database the tests may empty).");
}

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname, "src"),
      "server-only": path.resolve(import.meta.dirname, "tests/support/server-only.ts"),
    },
  },
  test: {
    env: { TEST_DATABASE_KIND: onPostgres ? "postgres" : "pglite" },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.test.ts"],
          exclude: ["src/**/*.integration.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["src/**/*.integration.test.ts", "tests/integration/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: !onPostgres,
        },
      },
    ],
  },
});
