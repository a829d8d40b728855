/**
 * `npm run bench -- search [--parks 200] [--db pglite|postgres] [--iterations 20]`: latency percentiles and
 * statements per call of booking.search.searchParks, searchCampsites and calendar at scale, in-process and over HTTP, and
 * the time of the loader's SQL alone (our overhead above the database is the difference). PGlite data is kept in
 * `.data/bench-<parks>` so a second run does not seed again; PostgreSQL uses BENCH_DATABASE_URL (emptied of
 * nothing: parks already there are kept).
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { createTRPCClient, httpLink } from "@trpc/client";
import { eq, sql } from "drizzle-orm";
import superjson from "superjson";
import { loadSearchData } from "../src/features/availability/availability-data.service";
import {
  availabilityIndexDrift,
  rebuildAvailabilityIndex,
} from "../src/features/availability/availability-index.service";
import { allocateSite, releaseHold } from "../src/features/availability/site-allocations.service";
import { addDays, todayIn } from "../src/lib/stay-dates";
import { createTrpcHandler } from "../src/server/api/http-handler";
import { createRequestContext } from "../src/server/api/request-context";
import { type AppRouter, createCaller } from "../src/server/api/root";
import { openDatabase } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { campsites, parks } from "../src/server/db/schema";
import { seedDemoData } from "../src/server/db/seed/demo";
import { seedScaleData } from "../src/server/db/seed/scale";
import { getEnv } from "../src/server/env";
import { serveApiHandler } from "../tests/support/http-server";
import { measure, percentiles } from "./stats";

export async function benchSearch(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      parks: { type: "string", default: "200" },
      db: { type: "string", default: "pglite" },
      iterations: { type: "string", default: "20" },
    },
  });
  const parkCount = Number(values.parks);
  const iterations = Number(values.iterations);
  const url = process.env.BENCH_DATABASE_URL;
  if (values.db === "postgres" && !url)
    throw new Error("--db postgres needs BENCH_DATABASE_URL=postgres://…");
  const database =
    values.db === "postgres"
      ? await openDatabase({ kind: "postgres", url: url!, maxConnections: 10 })
      : await openDatabase({ kind: "pglite", dataDir: path.resolve(".data", `bench-${parkCount}`) });

  let statements = 0;
  const client = database.client as unknown as { query: (...args: unknown[]) => Promise<unknown> };
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    statements += 1;
    return query(...args);
  };
  const perCall = async (run: () => Promise<unknown>) => {
    const before = statements;
    await run();
    return statements - before;
  };

  try {
    await migrateDatabase(database);
    await seedDemoData(database.db);
    const seeded = await seedScaleData(database.db, {
      parks: parkCount,
      writers: database.kind === "postgres" ? 2 : 1,
      deferChecks: true,
      onProgress: (message) => process.stderr.write(`${message}\n`),
    });
    // The bulk seed writes claims directly: the availability index is built from them (decision 0019).
    if (seeded.parks > 0 || (await availabilityIndexDrift(database.db)) > 0) {
      const indexing = performance.now();
      await rebuildAvailabilityIndex(database.db, undefined, {
        concurrency: database.kind === "postgres" ? 2 : 1,
      });
      // PGlite runs no autovacuum: without statistics its planner scans a million claims for the live holds.
      await database.db.execute(sql`analyze`);
      process.stderr.write(
        `Availability index built in ${((performance.now() - indexing) / 1000).toFixed(1)} s\n`,
      );
    }
    const [scalePark] = await database.db
      .select({ id: parks.id })
      .from(parks)
      .where(eq(parks.slug, "scale-park-0001"));
    const start = addDays(todayIn("America/New_York", new Date()), 30);
    const input = { dates: { start, end: addDays(start, 2) }, guests: { adults: 2, children: 1, pets: 0 } };
    const env = getEnv({ ...process.env, BETTER_AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0000" });
    // Each call comes from its own address, so the search flood limit (one of the statements counted) never trips.
    let calls = 0;
    const clientIp = () => {
      calls += 1;
      return { "x-lantern-client-ip": `bench-${calls}` };
    };
    const caller = {
      get booking() {
        return createCaller(createRequestContext({ db: database.db, env, headers: new Headers(clientIp()) }))
          .booking;
      },
    };
    const server = await serveApiHandler(createTrpcHandler({ getDatabase: async () => database, env }));
    const http = createTRPCClient<AppRouter>({
      links: [httpLink({ url: `${server.url}/api/trpc`, transformer: superjson, headers: clientIp })],
    });
    const campsitesInput = { ...input, parkId: scalePark!.id };
    const calendarInput = {
      parkId: scalePark!.id,
      month: addDays(start, 30).slice(0, 7),
      nights: 2,
      guests: input.guests,
    };
    // A new question each call: a stay that starts one day later than the last (searchParks keeps each park's
    // answer per question, decision 0022, so the same question again is the kept-answer case).
    let shift = 0;
    const newQuestion = () => {
      shift += 1;
      const from = addDays(start, shift);
      return { ...input, dates: { start: from, end: addDays(from, 2) } };
    };
    // A guest's hold on some park's site for the stay, written before a call: one park's answer must be redone.
    const holdSites = await database.db
      .selectDistinctOn([campsites.parkId], {
        parkId: campsites.parkId,
        id: campsites.id,
        name: campsites.name,
      })
      .from(campsites)
      .orderBy(campsites.parkId, campsites.id)
      .limit(100);
    const holds: { parkId: string; cartItemId: string }[] = [];
    const holdOneSite = async () => {
      const site = holdSites[holds.length % holdSites.length]!;
      const cartItemId = crypto.randomUUID();
      await allocateSite(database.db, {
        parkId: site.parkId,
        campsiteId: site.id,
        campsiteName: site.name,
        stay: input.dates,
        kind: "hold",
        cartItemId,
        expiresAt: new Date(Date.now() + 30 * 60_000),
        now: new Date(),
      }).catch(() => undefined);
      holds.push({ parkId: site.parkId, cartItemId });
    };
    const cases: [string, () => Promise<unknown>, (() => Promise<unknown>)?][] = [
      ["searchParks in-process", () => caller.booking.search.searchParks(input)],
      ["searchParks over HTTP", () => http.booking.search.searchParks.query(input)],
      [
        "searchParks over HTTP, a hold written before each call",
        () => http.booking.search.searchParks.query(input),
        holdOneSite,
      ],
      [
        "searchParks over HTTP, a new question each call",
        () => http.booking.search.searchParks.query(newQuestion()),
      ],
      [
        "searchParks loader, search caches",
        () =>
          loadSearchData(database.db, { ...input.dates, now: new Date() }, undefined, {
            claims: "nearest",
            cached: true,
          }),
      ],
      [
        "searchParks loader SQL only",
        () =>
          loadSearchData(database.db, { ...input.dates, now: new Date() }, undefined, { claims: "nearest" }),
      ],
      [
        "searchParks loader SQL only, claims table (before the index)",
        () =>
          loadSearchData(database.db, { ...input.dates, now: new Date() }, undefined, {
            claims: "nearest",
            source: "claims",
          }),
      ],
      // Flexible dates (issue 17): a month of arrivals for one park of 100 sites, every type, one call.
      ["calendar over HTTP, a month, every type", () => http.booking.search.calendar.query(calendarInput)],
      ["searchCampsites in-process", () => caller.booking.search.searchCampsites(campsitesInput)],
      ["searchCampsites over HTTP", () => http.booking.search.searchCampsites.query(campsitesInput)],
      [
        "searchCampsites loader, search caches",
        () =>
          loadSearchData(database.db, { ...input.dates, now: new Date() }, [scalePark!.id], { cached: true }),
      ],
      [
        "searchCampsites loader SQL only",
        () => loadSearchData(database.db, { ...input.dates, now: new Date() }, [scalePark!.id]),
      ],
      [
        "searchCampsites loader SQL only, claims table (before the index)",
        () =>
          loadSearchData(database.db, { ...input.dates, now: new Date() }, [scalePark!.id], {
            source: "claims",
          }),
      ],
    ];
    const [totals] = await database.db
      .select({
        parks: sql<number>`(select count(*)::int from parks)`,
        campsites: sql<number>`(select count(*)::int from campsites)`,
        reservations: sql<number>`(select count(*)::int from reservations)`,
      })
      .from(sql`(select 1) as one`);
    console.info(
      JSON.stringify({
        database: database.kind,
        seededNow: seeded.parks,
        ...totals,
        stay: input.dates,
        iterations,
      }),
    );
    for (const [name, run, before] of cases) {
      await before?.();
      const statementsPerCall = await perCall(run);
      const samples = await measure(iterations, run, before);
      console.info(JSON.stringify({ case: name, statementsPerCall, ms: percentiles(samples) }));
    }
    for (const hold of holds) await releaseHold(database.db, hold);
    await server.close();
  } finally {
    await database.close();
  }
}
