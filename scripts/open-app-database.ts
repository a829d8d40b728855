import { type Database, openDatabase } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { deferredChecks } from "../src/server/db/seed/deferred-checks";
import { seedDemoData } from "../src/server/db/seed/demo";
import type { Env } from "../src/server/env";

/** Opens the configured database (taking the data-dir lock for PGlite), migrates it and seeds it when empty. */
export async function openPreparedDatabase(env: Env, log: (message: string) => void): Promise<Database> {
  const database = env.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: env.DATABASE_URL, maxConnections: env.DB_POOL_SIZE })
    : await openDatabase({ kind: "pglite", dataDir: env.dataDir });
  try {
    log(
      env.DATABASE_URL
        ? "Database: PostgreSQL (DATABASE_URL)"
        : `Database: embedded PGlite in ${env.dataDir}`,
    );
    await migrateDatabase(database);
    const { seeded } = await seedDemoData(database.db);
    if (seeded) log("Seeded the demo parks.");
    const off = await deferredChecks(database.db);
    if (off > 0) {
      console.warn(
        `WARNING: ${off} foreign keys and indexes of the big tables are off: a scale seed was interrupted. Run \`npm run db:seed -- --scale N\` again to finish it before serving from this database.`,
      );
    }
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
