/**
 * `npm run db:restore -- --from FILE [--force]`: restores a backup of `npm run db:backup` (decision 0065) into
 * DATA_DIR's embedded database, or into DATABASE_URL's database, and its e-mails into DATA_DIR/outbox. Refuses a
 * target that holds data unless --force, and always refuses a data directory a running server holds.
 * Exit codes: 0 restored, 1 failed or refused, 2 wrong usage.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { type RestoreTarget, restoreBackup } from "../src/server/backup/restore-backup";
import { getEnv } from "../src/server/env";

const USAGE = "Usage: npm run db:restore -- --from FILE [--force]";

function usageError(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

let from: string;
let force: boolean;
try {
  const { values } = parseArgs({
    options: { from: { type: "string" }, force: { type: "boolean", default: false } },
    strict: true,
  });
  from = values.from ? path.resolve(values.from) : usageError("Missing --from FILE.");
  force = values.force ?? false;
} catch (error) {
  usageError((error as Error).message);
}

const env = getEnv();
const target: RestoreTarget = env.DATABASE_URL
  ? { kind: "postgres", url: env.DATABASE_URL, dataDir: env.dataDir }
  : { kind: "pglite", dataDir: env.dataDir };

try {
  const { manifest, replacedTo } = await restoreBackup(from, target, { force });
  console.info(
    `Restored the backup of ${manifest.createdAt} (${manifest.outboxFiles} outbox e-mails) into ${
      target.kind === "pglite" ? env.dataDir : "the database of DATABASE_URL"
    }.`,
  );
  if (replacedTo)
    console.info(`What was there before is in ${replacedTo}; delete it once you are satisfied.`);
  console.info("`npm start` applies any newer migrations at start.");
} catch (error) {
  console.error(`The restore did not happen: ${(error as Error).message}`);
  process.exit(1);
}
