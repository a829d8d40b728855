import "server-only";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import type { ReportPark } from "./report-parks.service";
import { type GroupBy, sumByPeriod, sumFigures } from "./report-periods";
import type { TCancellationsReport } from "./reports.schemas";
import { inParks, isoDay, rowsOf } from "./stay-nights-sql";

type Range = { from: string; to: string };

/**
 * Per day of the range (in each park's time zone): the stays cancelled, the site-nights they gave back and what
 * their cancellation refunded (`reservations.canceled_at`, `refund_cents`); and the price differences refunded
 * when staff re-priced a changed stay, which only the change's audit entry dates (`payments` keeps a running
 * total per payment, not when each refund happened). One statement.
 */
function cancellationsByDay(db: Db, parkIds: readonly string[], range: Range) {
  const inRange = (instant: SQL) =>
    sql`(${instant} at time zone p.time_zone)::date between ${range.from}::date and ${range.to}::date`;
  return rowsOf<{
    day: string;
    cancellations: number;
    nights: number;
    cancellation_refunds: number;
    change_refunds: number;
  }>(
    db.execute(sql`
      select ${isoDay(sql`day`)} as day,
        sum(cancellations)::float8 as cancellations, sum(nights)::float8 as nights,
        sum(cancellation_refunds)::float8 as cancellation_refunds, sum(change_refunds)::float8 as change_refunds
      from (
        select (r.canceled_at at time zone p.time_zone)::date as day, 1 as cancellations,
          r.departure - r.arrival as nights, coalesce(r.refund_cents, 0) as cancellation_refunds, 0 as change_refunds
        from reservations r
        join parks p on p.id = r.park_id
        where r.status = 'canceled' and r.canceled_at is not null and ${inParks(sql`r.park_id`, parkIds)}
          and ${inRange(sql`r.canceled_at`)}
        union all
        select (a.at at time zone p.time_zone)::date, 0, 0, 0, (a.after->'settlement'->>'cents')::integer
        from audit_entries a
        join parks p on p.id = a.park_id
        where a.action = 'reservation.modify' and a.after->'settlement'->>'kind' = 'refunded'
          and ${inParks(sql`a.park_id`, parkIds)} and ${inRange(sql`a.at`)}
      ) as events
      group by day`),
  );
}

const ZERO = { cancellations: 0, canceledNights: 0, cancellationRefundCents: 0, changeRefundCents: 0 };

const withTotal = <Row extends typeof ZERO>(row: Row) => ({
  ...row,
  refundedCents: row.cancellationRefundCents + row.changeRefundCents,
});

/** `admin.reports.cancellations`: cancellations and refunds per period. */
export async function cancellationsReport(
  db: Db,
  input: Range & { groupBy: GroupBy; parks: readonly ReportPark[] },
): Promise<TCancellationsReport> {
  const parkIds = input.parks.map((park) => park.id);
  const rows = parkIds.length === 0 ? [] : await cancellationsByDay(db, parkIds, input);
  const periods = sumByPeriod(
    rows.map((row) => ({
      day: row.day,
      cancellations: Number(row.cancellations),
      canceledNights: Number(row.nights),
      cancellationRefundCents: Number(row.cancellation_refunds),
      changeRefundCents: Number(row.change_refunds),
    })),
    input,
    ZERO,
  );
  return {
    rows: periods.map(withTotal),
    total: withTotal({ start: input.from, end: input.to, ...sumFigures(periods, ZERO) }),
  };
}
