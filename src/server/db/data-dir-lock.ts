import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `Another Lantern process (pid ${holderPid}) is already using the data directory ${dataDir}. ` +
        "PGlite is a single-process database: stop that process first, or point DATA_DIR at another directory.",
    );
    this.name = "DataDirLockedError";
  }
}

type LockHolder = { pid: number; startedAt: string };

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readHolder(lockFile: string): LockHolder | null {
  try {
    const holder = JSON.parse(fs.readFileSync(lockFile, "utf8")) as Partial<LockHolder>;
    return typeof holder.pid === "number" ? { pid: holder.pid, startedAt: String(holder.startedAt) } : null;
  } catch {
    return null;
  }
}

/**
 * Takes the data directory for this process. PGlite does not lock its files, and a second process writing
 * them corrupts the database, so we refuse before anything opens it. A lock left by a dead process is taken
 * over. The lock is released by `release()` (on a clean close) or dies with the process's pid.
 */
export function lockDataDir(dataDir: string): { release: () => void } {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, "lantern.lock");
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() }), {
        flag: "wx",
      });
      return {
        release: () => {
          if (readHolder(lockFile)?.pid === process.pid) fs.rmSync(lockFile, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readHolder(lockFile);
      if (holder && isRunning(holder.pid)) throw new DataDirLockedError(dataDir, holder.pid);
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}: another process keeps taking it.`);
}
