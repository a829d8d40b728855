import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { type SiteNightCounts, siteNightFigures } from "./report-figures";
import type { ReportPark } from "./report-parks.service";
import { type GroupBy, sumByPeriod, sumFigures } from "./report-periods";
import type { TSiteNightReport } from "./reports.schemas";
import { inParks, isoDay, rowsOf, stayNightsSql } from "./stay-nights-sql";

type Range = { from: string; to: string };

/**
 * Available site-nights per day: each active site of an active type, on each night its park is open for that
 * type — as the engine's calendar (availability/stay-calendar.ts) decides: the night's season (the one starting
 * latest) has a rate for the type, the night is not a closed date, and no `closed` closure of the park or of the
 * type covers it. Counted per type, not per site, so the statement stays small at any number of sites.
 */
function availableByDay(db: Db, parkIds: readonly string[], range: Range) {
  return rowsOf<{ day: string; available: number }>(
    db.execute(sql`
      with nights as (
        select night::date as night
        from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') as night
      ),
      type_sites as (
        select c.park_id, c.campsite_type_id as type_id, count(*) as sites
        from campsites c
        join campsite_types t on t.id = c.campsite_type_id
        where c.active and t.active and ${inParks(sql`c.park_id`, parkIds)}
        group by c.park_id, c.campsite_type_id
      ),
      park_nights as (
        select p.park_id, n.night,
          (select s.id from seasons s
            where s.park_id = p.park_id and s.start_date <= n.night and n.night <= s.end_date
            order by s.start_date desc, s.id
            limit 1) as season_id
        from (select distinct park_id from type_sites) as p
        cross join nights as n
        where not exists (select 1 from closed_dates d where d.park_id = p.park_id and d.date = n.night)
      )
      select ${isoDay(sql`pn.night`)} as day, sum(ts.sites)::float8 as available
      from park_nights pn
      join type_sites ts on ts.park_id = pn.park_id
      where exists (select 1 from rates r where r.campsite_type_id = ts.type_id and r.season_id = pn.season_id)
        and not exists (
          select 1 from closures c
          where c.park_id = pn.park_id and c.kind = 'closed'
            and (c.campsite_type_id is null or c.campsite_type_id = ts.type_id)
            and c.start_date <= pn.night and pn.night < c.end_date)
      group by pn.night`),
  );
}

/** Occupied site-nights and their room revenue per day: the nights of confirmed reservations. */
function occupiedByDay(db: Db, parkIds: readonly string[], range: Range) {
  const nights = stayNightsSql(sql`
    r.status = 'confirmed' and ${inParks(sql`r.park_id`, parkIds)}
    and r.arrival <= ${range.to}::date and r.departure > ${range.from}::date`);
  return rowsOf<{ day: string; occupied: number; revenue: number }>(
    db.execute(sql`
      select ${isoDay(sql`night`)} as day, count(*)::float8 as occupied, sum(revenue)::float8 as revenue
      from (${nights}) as stay_nights
      where night between ${range.from}::date and ${range.to}::date
      group by night`),
  );
}

const ZERO: SiteNightCounts = { availableNights: 0, occupiedNights: 0, roomRevenueCents: 0 };

/**
 * `admin.reports.occupancy` and `.revenue`: per period, available and occupied site-nights, occupancy %, room
 * revenue, ADR and RevPAR (domain.md "Staff console"). Two statements whatever the range or the number of parks.
 */
export async function siteNightReport(
  db: Db,
  input: Range & { groupBy: GroupBy; parks: readonly ReportPark[] },
): Promise<TSiteNightReport> {
  const parkIds = input.parks.map((park) => park.id);
  const [available, occupied] =
    parkIds.length === 0
      ? [[], []]
      : await Promise.all([availableByDay(db, parkIds, input), occupiedByDay(db, parkIds, input)]);
  const days = [
    ...available.map((row) => ({ day: row.day, ...ZERO, availableNights: Number(row.available) })),
    ...occupied.map((row) => ({
      day: row.day,
      ...ZERO,
      occupiedNights: Number(row.occupied),
      roomRevenueCents: Number(row.revenue),
    })),
  ];
  const periods = sumByPeriod(days, input, ZERO);
  const total = sumFigures(periods, ZERO);
  return {
    rows: periods.map((period) => ({ ...period, ...siteNightFigures(period) })),
    total: { start: input.from, end: input.to, ...siteNightFigures(total) },
  };
}
