import fs from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Database } from "@/server/db/client";
import {
  BACKUP_FORMAT,
  type BackupManifest,
  PGLITE_DUMP_FILE,
  POSTGRES_DUMP_FILE,
  packArchive,
  stageOutbox,
  writeManifest,
} from "./backup-archive";
import { pgDump } from "./postgres-tools";

/** What is backed up: the PGlite instance of the process that owns it, or a PostgreSQL database by its URL. */
export type BackupSource = { kind: "pglite"; client: PGlite } | { kind: "postgres"; url: string };

export function backupSourceOf(database: Database, databaseUrl: string | undefined): BackupSource {
  if (database.kind === "pglite") return { kind: "pglite", client: database.client };
  if (!databaseUrl) throw new Error("A PostgreSQL backup needs DATABASE_URL.");
  return { kind: "postgres", url: databaseUrl };
}

/**
 * Writes a backup of `source` and of the e-mail files in `outboxDir` to `out` (format in backup-archive.ts). Every
 * transaction committed before the call is in it, and no transaction is in it by half: PGlite's copy is taken while
 * no transaction is open (queries wait while its files are copied in memory), pg_dump's is one snapshot.
 */
export async function createBackup(
  source: BackupSource,
  { out, outboxDir, now = new Date() }: { out: string; outboxDir: string; now?: Date },
): Promise<BackupManifest> {
  // PGlite's copy first, before any file I/O: a busy process may take a while to come back from the disk, and the
  // copy must be of the moment of the call.
  const writeDump =
    source.kind === "pglite"
      ? await copyPglite(source.client)
      : (dir: string) => dumpPostgres(source.url, path.join(dir, POSTGRES_DUMP_FILE));
  // Beside the output, so the archive is renamed into place on the same file system.
  const staging = await fs.mkdtemp(path.join(path.dirname(path.resolve(out)), ".lantern-backup-"));
  try {
    const serverVersion = await writeDump(staging);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: 1,
      kind: source.kind,
      createdAt: now.toISOString(),
      serverVersion,
      outboxFiles: await stageOutbox(outboxDir, staging),
    };
    await writeManifest(staging, manifest);
    await packArchive(staging, out);
    return manifest;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

/** Copies PGlite's data directory now; the function returned writes the copy into a folder. */
async function copyPglite(client: PGlite): Promise<(dir: string) => Promise<string>> {
  // dumpDataDir waits only for the statement under way; inside a transaction of our own, every other transaction
  // has ended (PGlite runs one at a time), so the copy holds whole transactions only.
  const { dump, serverVersion } = await client.transaction(async (tx) => {
    const version = await tx.query<{ server_version: string }>("show server_version");
    return { dump: await client.dumpDataDir("none"), serverVersion: version.rows[0]!.server_version };
  });
  const bytes = new Uint8Array(await dump.arrayBuffer());
  return async (dir) => {
    await fs.writeFile(path.join(dir, PGLITE_DUMP_FILE), bytes);
    return serverVersion;
  };
}

async function dumpPostgres(url: string, file: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let serverVersion: string;
  try {
    serverVersion = (await client.query<{ server_version: string }>("show server_version")).rows[0]!
      .server_version;
  } finally {
    await client.end();
  }
  await pgDump(url, file);
  return serverVersion;
}
