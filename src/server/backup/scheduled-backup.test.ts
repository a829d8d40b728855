import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backupFileName, pruneBackups } from "./scheduled-backup";

describe("scheduled backups' files", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "lantern-prune-"));
  });
  afterEach(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("names a backup by its UTC time, so names sort by age", () => {
    expect(backupFileName(new Date("2026-11-29T02:00:05.123Z"))).toBe(
      "lantern-backup-20261129T020005Z.tar.gz",
    );
  });

  it("keeps the newest backups and leaves every other file alone", async () => {
    const names = [
      backupFileName(new Date("2026-11-27T02:00:00Z")),
      backupFileName(new Date("2026-11-28T02:00:00Z")),
      backupFileName(new Date("2026-11-29T02:00:00Z")),
      "lantern-backup-20261126T020000Z.tar.gz.partial",
      "notes.txt",
    ];
    for (const name of names) await fs.writeFile(path.join(dir, name), "");

    const removed = await pruneBackups(dir, 2);

    expect(removed).toEqual([path.join(dir, "lantern-backup-20261127T020000Z.tar.gz")]);
    expect((await fs.readdir(dir)).sort()).toEqual(
      [
        "lantern-backup-20261126T020000Z.tar.gz.partial",
        "lantern-backup-20261128T020000Z.tar.gz",
        "lantern-backup-20261129T020000Z.tar.gz",
        "notes.txt",
      ].sort(),
    );
  });
});
