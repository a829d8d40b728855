import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "@/server/db/client";
import { migrateDatabase } from "@/server/db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    /** A tarball of an embedded database with every migration applied, built once per run (PGlite only). */
    pgliteTemplate: string | undefined;
  }
}

/**
 * The integration project's global setup: on PGlite, one database is created (PostgreSQL's initdb, the slow part
 * of a new PGlite) and migrated once per run, and its data directory is dumped to a temporary file. Each test file
 * then starts its own database from that file (`createTestDatabase`), instead of running initdb and the 17
 * migrations again. Nothing is kept between runs: the template is always built from the migrations of this checkout.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_KIND === "postgres") {
    project.provide("pgliteTemplate", undefined);
    return;
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "lantern-test-template-"));
  const file = path.join(dir, "migrated.tar");
  const database = await openDatabase({ kind: "pglite" });
  try {
    await migrateDatabase(database);
    if (database.kind !== "pglite") throw new Error("The template is an embedded database.");
    const dump = await database.client.dumpDataDir("none");
    await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide("pgliteTemplate", file);
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}
