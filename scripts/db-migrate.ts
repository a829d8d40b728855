/** `npm run db:migrate`: applies the committed migrations to the configured database. */
import { openDatabase } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { getEnv } from "../src/server/env";

const env = getEnv();
const database = env.DATABASE_URL
  ? await openDatabase({ kind: "postgres", url: env.DATABASE_URL })
  : await openDatabase({ kind: "pglite", dataDir: env.dataDir });
try {
  await migrateDatabase(database);
  console.info("Migrations applied.");
} finally {
  await database.close();
}
