import "server-only";
import { sql } from "drizzle-orm";
import { nightsBetween } from "@/lib/stay-dates";
import type { Db } from "@/server/db/client";
import type { ReportPark } from "./report-parks.service";
import { type GroupBy, sumByPeriod, sumFigures } from "./report-periods";
import { STAY_LIST_LIMIT, STAY_LIST_MAX_DAYS, type TArrivalsReport } from "./reports.schemas";
import { inParks, isoDay, rowsOf } from "./stay-nights-sql";

type Range = { from: string; to: string };

/** Confirmed stays arriving and departing per day of the range. One statement. */
function movementsByDay(db: Db, parkIds: readonly string[], range: Range) {
  const confirmedHere = sql`status = 'confirmed' and ${inParks(sql`park_id`, parkIds)}`;
  return rowsOf<{ day: string; arrivals: number; departures: number }>(
    db.execute(sql`
      select ${isoDay(sql`day`)} as day, sum(arrivals)::float8 as arrivals, sum(departures)::float8 as departures
      from (
        select arrival as day, 1 as arrivals, 0 as departures from reservations
        where ${confirmedHere} and arrival between ${range.from}::date and ${range.to}::date
        union all
        select departure, 0, 1 from reservations
        where ${confirmedHere} and departure between ${range.from}::date and ${range.to}::date
      ) as movements
      group by day`),
  );
}

/** The confirmed stays arriving or departing in the range, by arrival, one more than the list shows. */
function staysMoving(db: Db, parkIds: readonly string[], range: Range) {
  return rowsOf<{
    reservation_id: string;
    park_slug: string;
    park_name: string;
    site_name: string;
    guest_name: string;
    confirmation: string;
    arrival: string;
    departure: string;
  }>(
    db.execute(sql`
      select r.id as reservation_id, p.slug as park_slug, p.display_name as park_name, c.name as site_name,
        trim(concat(o.guest->>'firstName', ' ', o.guest->>'lastName')) as guest_name,
        o.order_confirmation as confirmation,
        ${isoDay(sql`r.arrival`)} as arrival, ${isoDay(sql`r.departure`)} as departure
      from reservations r
      join parks p on p.id = r.park_id
      join campsites c on c.id = r.campsite_id
      join orders o on o.id = r.order_id
      where r.status = 'confirmed' and ${inParks(sql`r.park_id`, parkIds)}
        and (r.arrival between ${range.from}::date and ${range.to}::date
          or r.departure between ${range.from}::date and ${range.to}::date)
      order by r.arrival, r.departure, p.display_name, c.name, r.id
      limit ${STAY_LIST_LIMIT + 1}`),
  );
}

const ZERO = { arrivals: 0, departures: 0 };

/**
 * `admin.reports.arrivals`: arrivals and departures per period and, for a range of a month or less, the stays
 * themselves (at most `STAY_LIST_LIMIT`).
 */
export async function arrivalsReport(
  db: Db,
  input: Range & { groupBy: GroupBy; parks: readonly ReportPark[] },
): Promise<TArrivalsReport> {
  const parkIds = input.parks.map((park) => park.id);
  const listed = nightsBetween(input.from, input.to) < STAY_LIST_MAX_DAYS;
  const [movements, stays] =
    parkIds.length === 0
      ? [[], listed ? [] : null]
      : await Promise.all([
          movementsByDay(db, parkIds, input),
          listed ? staysMoving(db, parkIds, input) : null,
        ]);
  const periods = sumByPeriod(
    movements.map((row) => ({
      day: row.day,
      arrivals: Number(row.arrivals),
      departures: Number(row.departures),
    })),
    input,
    ZERO,
  );
  return {
    rows: periods,
    total: { start: input.from, end: input.to, ...sumFigures(periods, ZERO) },
    stays:
      stays?.slice(0, STAY_LIST_LIMIT).map((row) => ({
        reservationId: row.reservation_id,
        parkSlug: row.park_slug,
        parkName: row.park_name,
        siteName: row.site_name,
        guestName: row.guest_name,
        confirmation: row.confirmation,
        arrival: row.arrival,
        departure: row.departure,
      })) ?? null,
    staysTruncated: (stays?.length ?? 0) > STAY_LIST_LIMIT,
  };
}
