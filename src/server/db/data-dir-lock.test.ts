import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lantern-lock-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("lockDataDir", () => {
  it("refuses a second holder of the same data directory while the first lives", () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/already using the data directory/);
    lock.release();
  });

  it("can be taken again once released", () => {
    const dir = tempDir();
    lockDataDir(dir).release();
    expect(() => lockDataDir(dir).release()).not.toThrow();
  });

  it("takes over a lock left by a process that has died", () => {
    const dir = tempDir();
    const deadPid = spawnSync(process.execPath, ["-e", ""]).pid;
    fs.writeFileSync(path.join(dir, "lantern.lock"), JSON.stringify({ pid: deadPid, startedAt: "earlier" }));
    const lock = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, "lantern.lock"), "utf8")).pid).toBe(process.pid);
    lock.release();
    expect(fs.existsSync(path.join(dir, "lantern.lock"))).toBe(false);
  });
});

describe("lockDataDir under races", () => {
  it("treats a lock file being written right now (empty) as held", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "lantern.lock"), "");
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  it("takes over an unreadable lock file once it is old", () => {
    const dir = tempDir();
    const file = path.join(dir, "lantern.lock");
    fs.writeFileSync(file, "");
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(file, old, old);
    expect(() => lockDataDir(dir).release()).not.toThrow();
  });

  it("takes over a lock with its own pid left by a previous life of the process (containers reuse pids)", () => {
    const dir = tempDir();
    fs.writeFileSync(
      path.join(dir, "lantern.lock"),
      JSON.stringify({ pid: process.pid, startedAt: "earlier" }),
    );
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    lock.release();
  });

  it("refuses while another process is taking over a stale lock", () => {
    const dir = tempDir();
    const deadPid = spawnSync(process.execPath, ["-e", ""]).pid;
    fs.writeFileSync(path.join(dir, "lantern.lock"), JSON.stringify({ pid: deadPid, startedAt: "earlier" }));
    fs.writeFileSync(path.join(dir, "lantern.lock.takeover"), JSON.stringify({ pid: deadPid }));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });
});
