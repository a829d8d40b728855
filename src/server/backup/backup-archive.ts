import fs from "node:fs/promises";
import path from "node:path";
import { runTool } from "./run-tool";

/**
 * A Lantern backup is one gzipped tar (decision 0065):
 *   lantern-backup.json   the manifest below
 *   pglite.tar            PGlite's dump of its data directory (`dumpDataDir`), or
 *   database.pgdump       `pg_dump --format=custom` of the PostgreSQL database
 *   outbox/*.eml          the e-mails the file transport wrote to DATA_DIR/outbox
 * The mail outbox's rows (sent or still to send) are in the database dump itself.
 */
export const BACKUP_FORMAT = "lantern-backup";
const MANIFEST_FILE = "lantern-backup.json";
export const PGLITE_DUMP_FILE = "pglite.tar";
export const POSTGRES_DUMP_FILE = "database.pgdump";
const OUTBOX_FOLDER = "outbox";

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  version: 1;
  kind: "pglite" | "postgres";
  createdAt: string;
  /** PostgreSQL's version of the database dumped (PGlite 0.5 is PostgreSQL 18). */
  serverVersion: string;
  outboxFiles: number;
};

export async function writeManifest(stagingDir: string, manifest: BackupManifest): Promise<void> {
  await fs.writeFile(path.join(stagingDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Writes the staged files as the archive `out`; a half-written archive only ever exists as `out.partial`. */
export async function packArchive(stagingDir: string, out: string): Promise<void> {
  const partial = `${out}.partial`;
  try {
    await runTool("tar", ["-czf", partial, "-C", stagingDir, "."]);
    await fs.rename(partial, out);
  } finally {
    await fs.rm(partial, { force: true });
  }
}

/** Unpacks the archive `file` into `dir` and returns its manifest, refusing what is not a Lantern backup. */
export async function unpackArchive(file: string, dir: string): Promise<BackupManifest> {
  await fs.access(file).catch(() => {
    throw new Error(`No backup file at ${file}.`);
  });
  await runTool("tar", ["-xzf", file, "-C", dir]).catch((error: Error) => {
    throw new Error(
      `${file} is not a Lantern backup (a .tar.gz made by npm run db:backup): ${error.message}`,
    );
  });
  const text = await fs.readFile(path.join(dir, MANIFEST_FILE), "utf8").catch(() => null);
  const manifest = text ? (JSON.parse(text) as Partial<BackupManifest>) : null;
  if (manifest?.format !== BACKUP_FORMAT || (manifest.kind !== "pglite" && manifest.kind !== "postgres")) {
    throw new Error(
      `${file} is not a Lantern backup: it has no ${MANIFEST_FILE} of format ${BACKUP_FORMAT}.`,
    );
  }
  if (manifest.version !== 1) {
    throw new Error(
      `${file} is a backup of format version ${manifest.version}; this Lantern reads version 1.`,
    );
  }
  return manifest as BackupManifest;
}

const isMail = (name: string) => name.endsWith(".eml");

/** The outbox's e-mail files in `dir` (none when it does not exist). */
export async function outboxFiles(dir: string): Promise<string[]> {
  const names = await fs.readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [] as string[];
    throw error;
  });
  return names.filter(isMail).sort();
}

/** Copies the e-mail files of DATA_DIR/outbox into the staging folder; returns how many. */
export async function stageOutbox(outboxDir: string, stagingDir: string): Promise<number> {
  return copyMail(outboxDir, path.join(stagingDir, OUTBOX_FOLDER));
}

/** Copies the unpacked archive's e-mail files into DATA_DIR/outbox; returns how many. */
export async function restoreOutbox(stagingDir: string, outboxDir: string): Promise<number> {
  return copyMail(path.join(stagingDir, OUTBOX_FOLDER), outboxDir);
}

async function copyMail(from: string, to: string): Promise<number> {
  const names = await outboxFiles(from);
  if (names.length === 0) return 0;
  await fs.mkdir(to, { recursive: true });
  for (const name of names) await fs.copyFile(path.join(from, name), path.join(to, name));
  return names.length;
}
