import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Db } from "@/server/db/client";
import { endJobLease, takeJobLease } from "@/server/jobs/job-lease";
import { type BackupSource, createBackup } from "./create-backup";

/**
 * The schedule of backups across app processes: its lease is taken for a whole interval and never given back after
 * a backup, so it expires when the next one is due — whichever process checks first then takes it, and a restart
 * does not make another.
 */
export const BACKUP_LEASE = "backup";

const FILE_PATTERN = /^lantern-backup-\d{8}T\d{6}Z\.tar\.gz$/;

/** `lantern-backup-20261129T020000Z.tar.gz`: UTC, sorting by name sorts by age. */
export function backupFileName(now: Date): string {
  return `lantern-backup-${now
    .toISOString()
    .replace(/\.\d{3}/, "")
    .replace(/[-:]/g, "")}.tar.gz`;
}

export type ScheduledBackup = {
  dir: string;
  keep: number;
  intervalMs: number;
  outboxDir: string;
  now: Date;
};

/**
 * Writes a backup into `dir` when one is due (see BACKUP_LEASE) and removes the oldest beyond `keep`. Returns the
 * file written, or null when none was due. A failed backup gives the lease back, so the next check tries again.
 */
export async function runScheduledBackup(
  db: Db,
  source: BackupSource,
  options: ScheduledBackup,
): Promise<{ file: string; pruned: string[] } | null> {
  const lease = { name: BACKUP_LEASE, holder: randomUUID() };
  if (!(await takeJobLease(db, { ...lease, now: options.now, ttlMs: options.intervalMs }))) return null;
  try {
    await fs.mkdir(options.dir, { recursive: true });
    const file = path.join(options.dir, backupFileName(options.now));
    await createBackup(source, { out: file, outboxDir: options.outboxDir, now: options.now });
    return { file, pruned: await pruneBackups(options.dir, options.keep) };
  } catch (error) {
    await endJobLease(db, lease);
    throw error;
  }
}

/** Removes all but the newest `keep` backups of `dir` (only files named as this job names them). */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const backups = (await fs.readdir(dir)).filter((name) => FILE_PATTERN.test(name)).sort();
  const old = backups.slice(0, Math.max(0, backups.length - keep)).map((name) => path.join(dir, name));
  for (const file of old) await fs.rm(file, { force: true });
  return old;
}
