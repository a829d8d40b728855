import pg from "pg";

/**
 * The integration project's setup file under `npm run test:pg`: each vitest worker gets a database of its own on the
 * server of TEST_DATABASE_URL (its name + `_w` + the worker's pool id), created on the worker's first file, so two
 * files run side by side without emptying each other's tables (decision 0047). Every later read of
 * TEST_DATABASE_URL in the worker (createTestDatabase, the tests' own pg clients) gets the worker's database.
 */
const base = process.env.TEST_DATABASE_KIND === "postgres" ? process.env.TEST_DATABASE_URL_BASE : undefined;

if (base) {
  const url = new URL(base);
  const name = `${url.pathname.slice(1)}_w${process.env.VITEST_POOL_ID ?? "1"}`;
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Unexpected test database name: ${name}`);
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) {
      // Another run's worker may create it at the same moment: 42P04 means it exists now.
      await admin.query(`create database "${name}"`).catch((error: { code?: string }) => {
        if (error.code !== "42P04") throw error;
      });
    }
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  process.env.TEST_DATABASE_URL = url.toString();
  // The same worker database without the pooler in between, for a session lock (booking-rush, npm run test:cluster).
  const sessionBase = process.env.TEST_DATABASE_SESSION_URL_BASE;
  if (sessionBase) {
    const session = new URL(sessionBase);
    session.pathname = `/${name}`;
    process.env.TEST_DATABASE_SESSION_URL = session.toString();
  }
}
