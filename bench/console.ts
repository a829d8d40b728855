/**
 * `npm run bench -- console [--iterations 40]`: the staff console's reservation grid (`admin.reservations.grid`'s
 * service) for one park over 31 nights, at 100, 300 and 1,000 sites, at the scale seed's ~60 % occupancy: latency
 * percentiles and statements per call. In-process on a fresh PGlite, or on BENCH_DATABASE_URL's PostgreSQL (the
 * parks it makes are removed first). 300 and 1,000 sites: three, then all ten scale parks merged into the first.
 */
import { parseArgs } from "node:util";
import { eq, inArray, like, sql } from "drizzle-orm";
import { reservationGrid } from "../src/features/staff/grid.service";
import { addDays, todayIn } from "../src/lib/stay-dates";
import { openDatabase } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import {
  campsites,
  campsiteTypes,
  parks,
  reservations,
  siteAllocations,
  siteNightOccupancy,
} from "../src/server/db/schema";
import { scaleParkSlug, seedScaleData } from "../src/server/db/seed/scale";
import { countStatements } from "./statement-counter";
import { measure, percentiles } from "./stats";

export async function benchConsole(argv: string[]) {
  const { values } = parseArgs({ args: argv, options: { iterations: { type: "string", default: "40" } } });
  const iterations = Number(values.iterations);
  const url = process.env.BENCH_DATABASE_URL;
  const database = url
    ? await openDatabase({ kind: "postgres", url })
    : await openDatabase({ kind: "pglite" });
  const statements = countStatements(database);
  const { db } = database;
  try {
    await migrateDatabase(database);
    await db.delete(parks).where(like(parks.slug, "scale-park-%"));
    const seeded = await seedScaleData(db, { parks: 10 });
    console.info(
      `database: ${database.kind}; seeded ${seeded.campsites} sites, ${seeded.reservations} reservations`,
    );
    const slugs = Array.from({ length: 10 }, (_, index) => scaleParkSlug(index + 1));
    const rows = await db
      .select({ id: parks.id, slug: parks.slug })
      .from(parks)
      .where(inArray(parks.slug, slugs));
    const first = rows.find((row) => row.slug === slugs[0])!;
    const from = addDays(todayIn("America/New_York", new Date()), 30);
    const window = { parkId: first.id, from, to: addDays(from, 31) };

    const run = async (label: string) => {
      const before = statements.read();
      await reservationGrid(db, window, new Date());
      const perCall = statements.read() - before;
      const [{ sites }] = (await db
        .select({ sites: sql<number>`count(*)::int` })
        .from(campsites)
        .where(eq(campsites.parkId, first.id))) as [{ sites: number }];
      const grid = await reservationGrid(db, window, new Date());
      const samples = await measure(iterations, () => reservationGrid(db, window, new Date()));
      console.info(
        JSON.stringify({
          grid: label,
          sites: Number(sites),
          nights: 31,
          claims: grid.claims.length,
          statementsPerCall: perCall,
          ms: percentiles(samples, [50, 95]),
        }),
      );
    };

    // Scale parks become one: their types, sites, claims and index rows move to the first (names made unique).
    const merge = (others: string[]) =>
      db.transaction(async (tx) => {
        await tx
          .update(campsiteTypes)
          .set({
            parkId: first.id,
            slug: sql`${campsiteTypes.slug} || '-' || left(md5(${campsiteTypes.parkId}::text), 8)`,
          })
          .where(inArray(campsiteTypes.parkId, others));
        await tx
          .update(campsites)
          .set({
            parkId: first.id,
            name: sql`${campsites.name} || '-' || left(md5(${campsites.parkId}::text), 6)`,
          })
          .where(inArray(campsites.parkId, others));
        await tx
          .update(siteAllocations)
          .set({ parkId: first.id })
          .where(inArray(siteAllocations.parkId, others));
        await tx
          .update(siteNightOccupancy)
          .set({ parkId: first.id })
          .where(inArray(siteNightOccupancy.parkId, others));
        await tx.update(reservations).set({ parkId: first.id }).where(inArray(reservations.parkId, others));
      });
    const others = slugs.slice(1).map((slug) => rows.find((row) => row.slug === slug)!.id);

    await run("one park, 100 sites");
    await merge(others.slice(0, 2));
    await run("one park, 300 sites");
    await merge(others.slice(2));
    await run("one park, 1,000 sites");
  } finally {
    await database.close();
  }
}
