import "server-only";
import { sql } from "drizzle-orm";
import { todayIn } from "@/lib/stay-dates";
import type { Db } from "@/server/db/client";
import { changeBp } from "./report-figures";
import type { ReportPark } from "./report-parks.service";
import { type GroupBy, type Period, sumByPeriod, sumFigures } from "./report-periods";
import type { TPaceReport } from "./reports.schemas";
import { inParks, isoDay, rowsOf, stayNightsSql } from "./stay-nights-sql";

type Range = { from: string; to: string };
type PaceCounts = {
  nights: number;
  revenueCents: number;
  lastYearNights: number;
  lastYearRevenueCents: number;
};

const ZERO: PaceCounts = { nights: 0, revenueCents: 0, lastYearNights: 0, lastYearRevenueCents: 0 };

/**
 * Site-nights and room revenue on the books, per night of the range, as of each park's today; and, for the same
 * nights a year earlier, as of a year before that today — each last-year night reported on the night a year
 * later. A stay was on the books as of a date when it had been made by then (`created_at`) and not yet cancelled
 * (`canceled_at`), both read as dates in the park's time zone; a stay cancelled since still counts for the date
 * before. One statement.
 */
function onTheBooksByDay(db: Db, parkIds: readonly string[], range: Range, now: Date) {
  const lastFrom = sql`(${range.from}::date - interval '1 year')::date`;
  const lastTo = sql`(${range.to}::date - interval '1 year')::date`;
  const nights = stayNightsSql(sql`
    ${inParks(sql`r.park_id`, parkIds)}
    and ((r.arrival <= ${range.to}::date and r.departure > ${range.from}::date)
      or (r.arrival <= ${lastTo} and r.departure > ${lastFrom}))`);
  return rowsOf<{ day: string; last_year: boolean; nights: number; revenue: number }>(
    db.execute(sql`
      with as_of as (
        select id as park_id, time_zone, (${now.toISOString()}::timestamptz at time zone time_zone)::date as today
        from parks where ${inParks(sql`id`, parkIds)}
      ),
      counted as (
        select
          case when last_year then (n.night + interval '1 year')::date else n.night end as day,
          last_year, n.revenue
        from (${nights}) as n
        join as_of a on a.park_id = n.park_id
        cross join lateral (values (false), (true)) as scope(last_year)
        cross join lateral (
          select case when last_year then (a.today - interval '1 year')::date else a.today end as as_of
        ) as d
        where (n.created_at at time zone a.time_zone)::date <= d.as_of
          and (n.canceled_at is null or (n.canceled_at at time zone a.time_zone)::date > d.as_of)
          and n.night between
            (case when last_year then ${lastFrom} else ${range.from}::date end)
            and (case when last_year then ${lastTo} else ${range.to}::date end)
      )
      select ${isoDay(sql`day`)} as day, last_year, count(*)::float8 as nights, sum(revenue)::float8 as revenue
      from counted
      where day between ${range.from}::date and ${range.to}::date
      group by day, last_year`),
  );
}

const withChanges = <Row extends PaceCounts>(row: Row) => ({
  ...row,
  nightsChangeBp: changeBp(row.nights, row.lastYearNights),
  revenueChangeBp: changeBp(row.revenueCents, row.lastYearRevenueCents),
});

/** The date a year before `day` (February 29 → February 28), as PostgreSQL's `interval '1 year'` does. */
function yearBefore(day: string): string {
  const year = String(Number(day.slice(0, 4)) - 1).padStart(4, "0");
  const sameDay = `${year}${day.slice(4)}`;
  return day.slice(5) === "02-29" ? `${year}-02-28` : sameDay;
}

/** `admin.reports.pace`: per period, on the books today against on the books a year ago for last year's nights. */
export async function paceReport(
  db: Db,
  input: Range & { groupBy: GroupBy; parks: readonly ReportPark[] },
  now: Date,
): Promise<TPaceReport> {
  const parkIds = input.parks.map((park) => park.id);
  const rows = parkIds.length === 0 ? [] : await onTheBooksByDay(db, parkIds, input, now);
  const days = rows.map((row) =>
    row.last_year
      ? {
          day: row.day,
          ...ZERO,
          lastYearNights: Number(row.nights),
          lastYearRevenueCents: Number(row.revenue),
        }
      : { day: row.day, ...ZERO, nights: Number(row.nights), revenueCents: Number(row.revenue) },
  );
  const periods = sumByPeriod(days, input, ZERO);
  const asOf = todayIn(input.parks[0]?.timeZone ?? "UTC", now);
  const total: Period & PaceCounts = { start: input.from, end: input.to, ...sumFigures(periods, ZERO) };
  return {
    asOf,
    lastYearAsOf: yearBefore(asOf),
    rows: periods.map(withChanges),
    total: withChanges(total),
  };
}
