import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number | null,
  ) {
    super(
      `Another Lantern process (${holderPid === null ? "starting now" : `pid ${holderPid}`}) is already using the data directory ${dataDir}. ` +
        "PGlite is a single-process database: stop that process first, or point DATA_DIR at another directory.",
    );
    this.name = "DataDirLockedError";
  }
}

type LockHolder = { pid: number; startedAt: string };

/** A lock file younger than this with unreadable content is a lock being written right now, not a stale one. */
const FRESH_LOCK_MS = 10_000;

/** Data directories this process holds: a pid in a lock file that is ours but not listed here is a past life. */
const heldByThisProcess = new Set<string>();

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

function ageMs(file: string): number {
  try {
    return Date.now() - fs.statSync(file).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** Creates `file` with `content` atomically: it either does not exist or exists complete (link of a temp file). */
function createExclusive(file: string, content: string): boolean {
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  fs.writeFileSync(temp, content);
  try {
    fs.linkSync(temp, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

/** Is the lock file's holder gone (dead pid, or our own pid from a previous life of a container)? */
function isStale(lockFile: string, dataDir: string): boolean {
  const holder = readHolder(lockFile);
  if (!holder) return ageMs(lockFile) > FRESH_LOCK_MS;
  if (holder.pid === process.pid) return !heldByThisProcess.has(dataDir);
  return !isRunning(holder.pid);
}

/**
 * Takes the data directory for this process. PGlite does not lock its files, and a second process writing
 * them corrupts the database, so we refuse before anything opens it. The lock file is created atomically with
 * its content; a lock left by a dead process is taken over under a second, short-lived lock so two starting
 * processes cannot both take it over. Released by `release()` on a clean close.
 */
export function lockDataDir(dataDir: string): { release: () => void } {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, "lantern.lock");
  const takeover = `${lockFile}.takeover`;
  const content = JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() });
  const taken = () => {
    heldByThisProcess.add(dataDir);
    return {
      release: () => {
        heldByThisProcess.delete(dataDir);
        if (readHolder(lockFile)?.pid === process.pid) fs.rmSync(lockFile, { force: true });
      },
    };
  };

  if (createExclusive(lockFile, content)) return taken();
  if (!isStale(lockFile, dataDir)) throw new DataDirLockedError(dataDir, readHolder(lockFile)?.pid ?? null);

  if (ageMs(takeover) > FRESH_LOCK_MS) fs.rmSync(takeover, { force: true });
  if (!createExclusive(takeover, content)) throw new DataDirLockedError(dataDir, null);
  try {
    // Re-check under the takeover lock: another process may have taken the directory meanwhile.
    if (!isStale(lockFile, dataDir)) throw new DataDirLockedError(dataDir, readHolder(lockFile)?.pid ?? null);
    fs.rmSync(lockFile, { force: true });
    if (!createExclusive(lockFile, content))
      throw new DataDirLockedError(dataDir, readHolder(lockFile)?.pid ?? null);
    return taken();
  } finally {
    fs.rmSync(takeover, { force: true });
  }
}
