import "server-only";
import { type SQL, sql } from "drizzle-orm";

/** `column in (…ids)`; the callers never pass an empty list (a report of no park reads nothing). */
export function inParks(column: SQL, parkIds: readonly string[]): SQL {
  return sql`${column} in (${sql.join(
    parkIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}

/**
 * One row per night of each matching reservation (`r`): the night, its price and its room revenue — the price
 * less the night's share of the stay's discount, shared as `nightlyRoomRevenue` (report-figures.ts) does: the
 * difference of the rounded-down running totals. The window runs over every night of the stay, so a stay cut by
 * the report's range keeps the shares it has in full. `where` filters the reservations (alias `r`).
 */
export function stayNightsSql(where: SQL): SQL {
  // Most stays have no discount: their nights skip the running totals, which halves a busy year's report.
  return sql`
    select r.id as reservation_id, r.park_id, r.created_at, r.canceled_at,
      (r.arrival + k)::date as night,
      coalesce(r.nightly_prices_cents[k + 1], 0)::bigint as revenue
    from reservations r
    cross join lateral generate_series(0, r.departure - r.arrival - 1) as k
    where r.discount_cents <= 0 and ${where}
    union all
    select r.id, r.park_id, r.created_at, r.canceled_at,
      (r.arrival + k)::date,
      price - (least(r.discount_cents, stay_total) * through / nullif(stay_total, 0)
        - least(r.discount_cents, stay_total) * (through - price) / nullif(stay_total, 0))
    from (
      select r.*, k, coalesce(r.nightly_prices_cents[k + 1], 0)::bigint as price,
        (sum(coalesce(r.nightly_prices_cents[k + 1], 0)) over (partition by r.id order by k))::bigint as through,
        (sum(coalesce(r.nightly_prices_cents[k + 1], 0)) over (partition by r.id))::bigint as stay_total
      from reservations r
      cross join lateral generate_series(0, r.departure - r.arrival - 1) as k
      where r.discount_cents > 0 and ${where}
    ) as r`;
}

/** A `date` column as `YYYY-MM-DD` text, whatever the driver makes of dates. */
export const isoDay = (column: SQL) => sql`to_char(${column}, 'YYYY-MM-DD')`;

/** Rows of a raw statement, on either driver. */
export async function rowsOf<Row>(result: Promise<unknown>): Promise<Row[]> {
  return ((await result) as { rows: Row[] }).rows;
}
