/**
 * `npm run db:backup -- --out FILE`: a backup of the configured database and of DATA_DIR/outbox's e-mails, as one
 * .tar.gz (decision 0065). On PostgreSQL it runs pg_dump; on PGlite it asks the `npm start` that holds DATA_DIR
 * (its loopback port PORT, with the token it wrote there), or opens the database itself when no server runs.
 * Exit codes: 0 written, 1 failed, 2 wrong usage.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { createBackup } from "../src/server/backup/create-backup";
import { requestServerBackup } from "../src/server/backup/request-server-backup";
import { openDatabase } from "../src/server/db/client";
import { DataDirLockedError } from "../src/server/db/data-dir-lock";
import { getEnv } from "../src/server/env";

const USAGE = "Usage: npm run db:backup -- --out FILE   (e.g. --out lantern-2026-11-29.tar.gz)";

function usageError(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

let out: string;
try {
  const { values } = parseArgs({ options: { out: { type: "string" } }, strict: true });
  out = values.out ? path.resolve(values.out) : usageError("Missing --out FILE.");
} catch (error) {
  usageError((error as Error).message);
}
if (fs.existsSync(out)) usageError(`${out} already exists: choose another file name.`);
if (!fs.existsSync(path.dirname(out))) usageError(`The folder ${path.dirname(out)} does not exist.`);

const env = getEnv();
const outboxDir = path.join(env.dataDir, "outbox");

async function backUpPglite(): Promise<string> {
  if (!fs.existsSync(path.join(env.dataDir, "pglite", "PG_VERSION"))) {
    throw new Error(`There is no database in ${env.dataDir} (DATA_DIR) to back up.`);
  }
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ kind: "pglite", dataDir: env.dataDir });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    // A running server owns the files: it makes the copy.
    await requestServerBackup({ dataDir: env.dataDir, port: env.PORT, out });
    return `by the server on port ${env.PORT}`;
  }
  try {
    if (database.kind !== "pglite") throw new Error("Expected the embedded database.");
    await createBackup({ kind: "pglite", client: database.client }, { out, outboxDir });
    return "with no server running";
  } finally {
    await database.close();
  }
}

try {
  const how = env.DATABASE_URL
    ? await createBackup({ kind: "postgres", url: env.DATABASE_URL }, { out, outboxDir }).then(
        () => "by pg_dump",
      )
    : await backUpPglite();
  console.info(`Backup written to ${out} (${how}).`);
} catch (error) {
  console.error(`The backup failed: ${(error as Error).message}`);
  process.exit(1);
}
