import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "@/server/db/client";
import { lockDataDir } from "@/server/db/data-dir-lock";
import {
  type BackupManifest,
  outboxFiles,
  PGLITE_DUMP_FILE,
  POSTGRES_DUMP_FILE,
  restoreOutbox,
  unpackArchive,
} from "./backup-archive";
import { pgRestore } from "./postgres-tools";

/** Where a backup is restored: DATA_DIR's PGlite, or the PostgreSQL database of DATABASE_URL. The outbox's
 * e-mail files go to DATA_DIR/outbox in both cases. */
export type RestoreTarget =
  | { kind: "pglite"; dataDir: string }
  | { kind: "postgres"; url: string; dataDir: string };

export class RestoreTargetNotEmptyError extends Error {
  constructor(what: string) {
    super(`${what} is not empty. Restore into an empty one, or pass --force to replace what is there.`);
    this.name = "RestoreTargetNotEmptyError";
  }
}

export type RestoreOutcome = {
  manifest: BackupManifest;
  /** With --force on PGlite: where the data directory's previous database and outbox were moved. */
  replacedTo: string | null;
};

/**
 * Restores the backup `file` into `target`, refusing a target that holds data unless `force`. A PGlite data
 * directory that a running Lantern holds is always refused (it would be corrupted under the server).
 */
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  { force = false, now = new Date() }: { force?: boolean; now?: Date } = {},
): Promise<RestoreOutcome> {
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), "lantern-restore-"));
  try {
    const manifest = await unpackArchive(file, staging);
    if (manifest.kind !== target.kind) {
      throw new Error(
        manifest.kind === "pglite"
          ? `${file} is a backup of an embedded (PGlite) database: restore it with DATABASE_URL unset.`
          : `${file} is a backup of a PostgreSQL database (pg_dump): restore it with DATABASE_URL set.`,
      );
    }
    const replacedTo =
      target.kind === "pglite"
        ? await restorePglite(path.join(staging, PGLITE_DUMP_FILE), target.dataDir, { force, now })
        : await restorePostgres(path.join(staging, POSTGRES_DUMP_FILE), target.url, { force });
    await restoreOutbox(staging, path.join(target.dataDir, "outbox"));
    return { manifest, replacedTo };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

async function restorePglite(
  dump: string,
  dataDir: string,
  { force, now }: { force: boolean; now: Date },
): Promise<string | null> {
  const databaseDir = path.join(dataDir, "pglite");
  const outboxDir = path.join(dataDir, "outbox");
  let replacedTo: string | null = null;
  // Throws DataDirLockedError while a server holds the directory, before anything in it is touched.
  const lock = lockDataDir(dataDir);
  try {
    const holdsData =
      (await fs.readdir(databaseDir).catch(() => [])).length > 0 || (await outboxFiles(outboxDir)).length > 0;
    if (holdsData && !force) throw new RestoreTargetNotEmptyError(`The data directory ${dataDir}`);
    if (holdsData) {
      // Moved aside, not deleted: a mistaken --force loses nothing.
      replacedTo = path.join(dataDir, `replaced-${now.toISOString().replace(/[-:.]/g, "")}`);
      await fs.mkdir(replacedTo, { recursive: true });
      for (const dir of [databaseDir, outboxDir]) {
        await fs
          .rename(dir, path.join(replacedTo, path.basename(dir)))
          .catch((error: NodeJS.ErrnoException) => {
            if (error.code !== "ENOENT") throw error;
          });
      }
    }
  } finally {
    lock.release();
  }
  // openDatabase takes the lock again (a server started in between makes this fail, not share the files).
  const database = await openDatabase({
    kind: "pglite",
    dataDir,
    loadDataDir: new Blob([await fs.readFile(dump)]),
  });
  try {
    await database.db.execute(sql`select 1`);
  } finally {
    await database.close();
  }
  return replacedTo;
}

async function restorePostgres(dump: string, url: string, { force }: { force: boolean }): Promise<null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let tables: number;
  try {
    const { rows } = await client.query<{ tables: number }>(
      "select count(*)::int as tables from pg_tables where schemaname = 'public'",
    );
    tables = rows[0]!.tables;
  } finally {
    await client.end();
  }
  if (tables > 0 && !force) {
    throw new RestoreTargetNotEmptyError(
      `The database of DATABASE_URL (${tables} tables in its public schema)`,
    );
  }
  await pgRestore(url, dump, { clean: tables > 0 });
  return null;
}
