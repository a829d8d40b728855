import path from "node:path";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./client";

export const migrationsFolder = path.join(process.cwd(), "drizzle");

/** An arbitrary constant: the advisory lock that lets one of several starting app processes migrate at a time. */
const MIGRATION_LOCK_ID = 7_241_001;

/** Applies the committed migrations of `drizzle/` (idempotent). */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === "pglite") {
    await migratePglite(drizzlePglite({ client: database.client }), { migrationsFolder });
    return;
  }
  const connection = await database.client.connect();
  try {
    const db = drizzlePg({ client: connection });
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`);
    try {
      await migratePg(db, { migrationsFolder });
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`);
    }
  } finally {
    connection.release();
  }
}
