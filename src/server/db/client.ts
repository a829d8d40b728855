import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock";
import * as schema from "./schema";

export { schema };

/** A Drizzle database or transaction on either driver; services take it as their first argument. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database =
  | { kind: "pglite"; db: Db; client: PGlite; close: () => Promise<void> }
  | { kind: "postgres"; db: Db; client: pg.Pool; close: () => Promise<void> };

export type DatabaseOptions =
  /** Embedded PGlite in `dataDir/pglite`, or in memory (tests); `loadDataDir` starts from a dump. */
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob }
  | { kind: "postgres"; url: string; maxConnections?: number; connectTimeoutMs?: number };

const drizzleConfig = { schema, casing: "snake_case" } as const;

/** The one factory of database connections. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.maxConnections ?? 10,
      // A database that is down or stuck fails requests quickly instead of hanging them.
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
      statement_timeout: 30_000,
      idle_in_transaction_session_timeout: 60_000,
    });
    // An idle client that errors (server restart) must not crash the process; the pool replaces it.
    pool.on("error", (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg({ client: pool, ...drizzleConfig }) as unknown as Db;
    return { kind: "postgres", db, client: pool, close: () => pool.end() };
  }
  const lock = options.dataDir ? lockDataDir(options.dataDir) : null;
  try {
    const client = await PGlite.create({
      dataDir: options.dataDir ? path.join(options.dataDir, "pglite") : undefined,
      loadDataDir: options.loadDataDir,
      extensions: { btree_gist },
    });
    const db = drizzlePglite({ client, ...drizzleConfig }) as unknown as Db;
    return {
      kind: "pglite",
      db,
      client,
      close: async () => {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
