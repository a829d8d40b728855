/**
 * `npm run db:availability-index [-- --check]`: compares the availability index with the claims it summarises
 * (`site_allocations`: reservations and blocks) and reports the site-years that disagree. Without `--check` it
 * then rebuilds the index from the claims; with `--check` it only reports and exits 1 on drift (decision 0019).
 */
import { parseArgs } from "node:util";
import {
  availabilityIndexDrift,
  rebuildAvailabilityIndex,
} from "../src/features/availability/availability-index.service";
import { getEnv } from "../src/server/env";
import { openPreparedDatabase } from "./open-app-database";

const { values } = parseArgs({ options: { check: { type: "boolean", default: false } } });
const database = await openPreparedDatabase(getEnv(), (message) => console.info(message));
try {
  const drift = await availabilityIndexDrift(database.db);
  console.info(`Availability index: ${drift} site-year row(s) disagree with the claims.`);
  if (values.check) {
    process.exitCode = drift === 0 ? 0 : 1;
  } else {
    const started = performance.now();
    await rebuildAvailabilityIndex(database.db);
    const after = await availabilityIndexDrift(database.db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(`Availability index rebuilt from the claims in ${seconds} s; ${after} row(s) disagree now.`);
    process.exitCode = after === 0 ? 0 : 1;
  }
} finally {
  await database.close();
}
