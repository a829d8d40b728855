/**
 * For the e2e check that menus come from the database: prepares DATA_DIR (migrate, demo seed) and adds the menu
 * links given as JSON in MENU_LINKS, as staff would, before a server is started on it.
 */
import { openPreparedDatabase } from "../../../scripts/open-app-database";
import { menuLinks } from "../../../src/server/db/schema";
import { getEnv } from "../../../src/server/env";

const database = await openPreparedDatabase(getEnv(), () => {});
try {
  await database.db.insert(menuLinks).values(JSON.parse(process.env.MENU_LINKS ?? "[]"));
} finally {
  await database.close();
}
