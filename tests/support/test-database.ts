import fs from "node:fs/promises";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { inject } from "vitest";
import { type Database, type Db, openDatabase, schema } from "@/server/db/client";
import { migrateDatabase } from "@/server/db/migrate";

export type TestDatabase = {
  database: Database;
  db: Db;
  kind: Database["kind"];
  /** Empties every table (between tests that need a clean slate). */
  truncate: () => Promise<void>;
  close: () => Promise<void>;
};

const tableNames = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => `"${getTableName(table)}"`);

/** The run's migrated template (tests/support/pglite-template.global.ts), read once per test file. */
let template: Promise<Blob | undefined> | undefined;
const migratedTemplate = () => {
  const file = inject("pgliteTemplate");
  template ??= file ? fs.readFile(file).then((bytes) => new Blob([bytes])) : Promise.resolve(undefined);
  return template;
};

/**
 * A migrated, empty database for one test file: in-memory PGlite by default, started from the run's migrated
 * template (no initdb, no migrations to apply), or the PostgreSQL server of TEST_DATABASE_URL under
 * `npm run test:pg` (emptied first; files run one at a time there).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_KIND === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
  const database = url
    ? await openDatabase({ kind: "postgres", url, maxConnections: 25 })
    : await openDatabase({ kind: "pglite", loadDataDir: await migratedTemplate() });
  // Applies nothing on the template (its migrations are recorded); a database without one is migrated here.
  await migrateDatabase(database);
  const truncate = async () => {
    await database.db.execute(sql.raw(`truncate ${tableNames.join(", ")} restart identity cascade`));
  };
  await truncate();
  return { database, db: database.db, kind: database.kind, truncate, close: () => database.close() };
}

/**
 * A new installation's embedded database, as `npm start` migrates it, rows the migrations insert included (nothing
 * truncated): the run's template on PGlite runs, a freshly migrated PGlite under test:pg (which has no template).
 */
export async function openNewInstallation(): Promise<Database> {
  const database = await openDatabase({ kind: "pglite", loadDataDir: await migratedTemplate() });
  await migrateDatabase(database);
  return database;
}
