/**
 * `npm run db:seed`: migrates, then seeds the demo parks when the database is empty.
 * `npm run db:seed -- --scale N`: adds N synthetic parks with a year of reservations (for benchmarks).
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { rebuildAvailabilityIndex } from "../src/features/availability/availability-index.service";
import { seedScaleData } from "../src/server/db/seed/scale";
import { getEnv } from "../src/server/env";
import { openPreparedDatabase } from "./open-app-database";

const { values } = parseArgs({ options: { scale: { type: "string" } } });
const scale = values.scale === undefined ? null : Number(values.scale);
if (scale !== null && (!Number.isInteger(scale) || scale < 1)) {
  console.error("--scale needs a whole number of parks, e.g. --scale 200");
  process.exit(2);
}

const database = await openPreparedDatabase(getEnv(), (message) => console.info(message));
try {
  if (scale !== null) {
    const started = performance.now();
    const result = await seedScaleData(database.db, {
      parks: scale,
      writers: database.kind === "postgres" ? 2 : 1,
      // An empty benchmark database: foreign keys and indexes are built once at the end, not row by row.
      deferChecks: true,
      onProgress: (message) => console.info(message),
    });
    const seeded = performance.now();
    // The bulk seed writes claims directly; the availability index is built from them once, set-based.
    if (result.parks > 0) {
      await rebuildAvailabilityIndex(database.db, undefined, {
        concurrency: database.kind === "postgres" ? 2 : 1,
      });
      // PGlite runs no autovacuum: without statistics its planner scans a million claims for the live holds.
      await database.db.execute(sql`analyze`);
    }
    const seconds = (from: number, to = performance.now()) => ((to - from) / 1000).toFixed(1);
    console.info(
      `Scale seed: ${result.parks} parks, ${result.campsites} campsites, ${result.reservations} reservations in ${seconds(started, seeded)} s; availability index rebuilt in ${seconds(seeded)} s.`,
    );
  }
} finally {
  await database.close();
}
