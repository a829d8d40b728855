/** Before `next dev`: migrate and seed, then release the database so the dev server can open it. */
import { getEnv } from "../src/server/env";
import { openPreparedDatabase } from "./open-app-database";

const database = await openPreparedDatabase(getEnv(), (message) => console.info(message));
await database.close();
