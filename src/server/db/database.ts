import { getEnv } from "@/server/env";
import { type Database, openDatabase } from "./client";

type DatabaseGlobal = typeof globalThis & { __lanternDatabase?: Promise<Database> };
const store = globalThis as DatabaseGlobal;

/**
 * The process's database. `npm start` opens, migrates and seeds it before serving and installs it with
 * `provideDatabase`; otherwise (`next dev`) it is opened on first use. Kept on `globalThis` so every bundle of
 * the app in this process (and hot reload) shares one PGlite instance and one pool.
 */
export function getDatabase(): Promise<Database> {
  if (!store.__lanternDatabase) {
    const env = getEnv();
    const opening = env.DATABASE_URL
      ? openDatabase({ kind: "postgres", url: env.DATABASE_URL, maxConnections: env.DB_POOL_SIZE })
      : openDatabase({ kind: "pglite", dataDir: env.dataDir });
    store.__lanternDatabase = opening;
    opening.then(closeOnSignals, () => {
      store.__lanternDatabase = undefined;
    });
  }
  return store.__lanternDatabase;
}

export function provideDatabase(database: Database): void {
  store.__lanternDatabase = Promise.resolve(database);
}

let signalsInstalled = false;

/** SIGTERM/SIGINT close the database cleanly (PGlite flushes and the data-dir lock is released). */
export function closeOnSignals(database: Database, beforeClose?: () => Promise<void>): void {
  if (signalsInstalled) return;
  signalsInstalled = true;
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    void (async () => {
      try {
        await beforeClose?.();
        await database.close();
        console.info(`Lantern stopped (${signal}); database closed.`);
        process.exit(0);
      } catch (error) {
        console.error("Lantern could not close the database cleanly", error);
        process.exit(1);
      }
    })();
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}
