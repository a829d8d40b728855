import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * `npm test`: unit tests and the integration suite on embedded PGlite.
 * `npm run test:pg` (TEST_DATABASE_KIND=postgres): the integration suite on the PostgreSQL server of
 * TEST_DATABASE_URL, two files at a time, each worker in a database of its own beside that one.
 */
const onPostgres = process.env.TEST_DATABASE_KIND === "postgres";
if (onPostgres && !process.env.TEST_DATABASE_URL) {
  throw new Error(
    "npm run test:pg needs TEST_DATABASE_URL=postgres://… (its role may create databases: each test worker makes one beside it).",
  );
}

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname, "src"),
      "server-only": path.resolve(import.meta.dirname, "tests/support/server-only.ts"),
    },
  },
  test: {
    env: {
      TEST_DATABASE_KIND: onPostgres ? "postgres" : "pglite",
      // Each worker makes and uses a database of its own on this server (tests/support/postgres-worker-database.ts).
      ...(onPostgres ? { TEST_DATABASE_URL_BASE: process.env.TEST_DATABASE_URL } : {}),
      // Through a transaction pooler (npm run test:cluster), what holds a session lock connects straight here.
      ...(onPostgres && process.env.TEST_DATABASE_SESSION_URL
        ? { TEST_DATABASE_SESSION_URL_BASE: process.env.TEST_DATABASE_SESSION_URL }
        : {}),
    },
    // Both cores: vitest's default is one worker fewer than the CPUs (one on this 2-core machine), which leaves a
    // core idle while PGlite works in the other (decision 0045).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.test.ts"],
          exclude: ["src/**/*.integration.test.ts"],
          // One worker process runs many unit files: a fresh process and module graph per file cost ~10× the tests
          // themselves (decision 0045). What a file changes of the process is put back after it.
          isolate: false,
          setupFiles: ["tests/support/restore-process-state.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["src/**/*.integration.test.ts", "tests/integration/**/*.test.ts"],
          // One migrated PGlite per run, copied by each file (tests/support/test-database.ts).
          globalSetup: ["tests/support/pglite-template.global.ts"],
          // Like the unit files, a worker runs its integration files in one module graph: importing the app's
          // routers, Drizzle and PGlite again for each file cost ~120 s of the run's CPU (decision 0047). Each
          // file opens its own database; module caches are keyed by it; the environment is put back after a file.
          isolate: false,
          setupFiles: ["tests/support/postgres-worker-database.ts", "tests/support/restore-process-state.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
