/**
 * `npm run bench -- api`: latency percentiles and queries per call of the foundation's read procedures,
 * in-process (createCaller) on an in-memory PGlite with the demo seed, or on TEST_DATABASE_URL's PostgreSQL.
 */
import { createRequestContext } from "../src/server/api/request-context";
import { createCaller } from "../src/server/api/root";
import { openDatabase } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { carts } from "../src/server/db/schema";
import { seedDemoData } from "../src/server/db/seed/demo";
import { getEnv } from "../src/server/env";
import { measure, percentiles } from "./stats";

export async function benchApi(iterations = 300) {
  const url = process.env.TEST_DATABASE_URL;
  const database = url
    ? await openDatabase({ kind: "postgres", url })
    : await openDatabase({ kind: "pglite" });
  let queries = 0;
  const client = database.client as unknown as { query: (...args: unknown[]) => Promise<unknown> };
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    queries += 1;
    return query(...args);
  };
  try {
    await migrateDatabase(database);
    await seedDemoData(database.db);
    const [cart] = await database.db.insert(carts).values({}).returning();
    const env = getEnv({ ...process.env, BETTER_AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0000" });
    const caller = createCaller(createRequestContext({ db: database.db, env, headers: new Headers() }));
    const cases: [string, () => Promise<unknown>][] = [
      ["booking.parks.list", () => caller.booking.parks.list()],
      ["booking.parks.getBySlug", () => caller.booking.parks.getBySlug({ slug: "trout-town-farms" })],
      ["booking.cart.getCart (empty)", () => caller.booking.cart.getCart({ shoppingCartUuid: cart!.id })],
      ["booking.content.getBanner", () => caller.booking.content.getBanner()],
    ];
    console.info(`database: ${database.kind}; ${iterations} calls each after warm-up`);
    for (const [name, run] of cases) {
      const before = queries;
      await run();
      const perCall = queries - before;
      const samples = await measure(iterations, run);
      console.info(JSON.stringify({ procedure: name, queriesPerCall: perCall, ms: percentiles(samples) }));
    }
  } finally {
    await database.close();
  }
}
