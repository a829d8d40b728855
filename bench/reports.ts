/**
 * `npm run bench -- reports [--iterations 20] [--parks 10]`: the staff console's occupancy report
 * (`admin.reports.occupancy`'s service) over the coming year, by month and by day, for one park of 100 sites and
 * for every park (the demo parks and the scale parks, ~60 % occupied): latency percentiles and statements per
 * call. In-process on a fresh PGlite, or on BENCH_DATABASE_URL's PostgreSQL (its scale parks are made anew).
 */
import { parseArgs } from "node:util";
import { asc, eq, like } from "drizzle-orm";
import type { ReportPark } from "../src/features/reports/report-parks.service";
import { siteNightReport } from "../src/features/reports/site-nights.service";
import { addDays, todayIn } from "../src/lib/stay-dates";
import { openDatabase } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { campsites, parks } from "../src/server/db/schema";
import { seedDemoData } from "../src/server/db/seed/demo";
import { scaleParkSlug, seedScaleData } from "../src/server/db/seed/scale";
import { countStatements } from "./statement-counter";
import { measure, percentiles } from "./stats";

export async function benchReports(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: { iterations: { type: "string", default: "20" }, parks: { type: "string", default: "10" } },
  });
  const iterations = Number(values.iterations);
  const url = process.env.BENCH_DATABASE_URL;
  const database = url
    ? await openDatabase({ kind: "postgres", url })
    : await openDatabase({ kind: "pglite" });
  const statements = countStatements(database);
  const { db } = database;
  try {
    await migrateDatabase(database);
    await seedDemoData(db);
    await db.delete(parks).where(like(parks.slug, "scale-park-%"));
    const seeded = await seedScaleData(db, { parks: Number(values.parks) });
    console.info(
      `database: ${database.kind}; seeded ${seeded.campsites} scale sites, ${seeded.reservations} reservations`,
    );
    const every: ReportPark[] = await db
      .select({ id: parks.id, slug: parks.slug, timeZone: parks.timeZone })
      .from(parks)
      .orderBy(asc(parks.displayName));
    const one = every.filter((park) => park.slug === scaleParkSlug(1));
    const from = todayIn("America/New_York", new Date());
    const year = { from, to: addDays(from, 364) };

    const run = async (label: string, scope: ReportPark[], groupBy: "day" | "month") => {
      const input = { ...year, groupBy, parks: scope };
      const before = statements.read();
      const report = await siteNightReport(db, input);
      const perCall = statements.read() - before;
      const sites = await db
        .select({ id: campsites.id })
        .from(campsites)
        .where(scope.length === 1 ? eq(campsites.parkId, scope[0]!.id) : undefined);
      const samples = await measure(iterations, () => siteNightReport(db, input));
      console.info(
        JSON.stringify({
          report: `occupancy, ${label}, a year by ${groupBy}`,
          parks: scope.length,
          sites: sites.length,
          occupiedNights: report.total.occupiedNights,
          statementsPerCall: perCall,
          ms: percentiles(samples, [50, 95]),
        }),
      );
    };

    await run("one park", one, "month");
    await run("one park", one, "day");
    await run("every park", every, "month");
    await run("every park", every, "day");
  } finally {
    await database.close();
  }
}
