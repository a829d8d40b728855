import { sql } from "drizzle-orm";
import { orders } from "@/server/db/schema";

/**
 * The order's balance: its total, less the canceled reservations' totals, less what its payments took and kept.
 * Today's guest orders are paid in full at checkout (0); a walk-in paying at the park owes until paid.
 */
/** What an order still owes, negative when overpaid. Use it in a query joining `orders` to another table (on one table Drizzle leaves the columns unqualified, and the subqueries would read their own). */
export const orderOwed = sql<number>`(
  ${orders.totalCents}
  - coalesce((select sum(c.subtotal_cents - c.discount_cents + c.taxes_cents) from reservations c
      where c.order_id = ${orders.id} and c.status = 'canceled'), 0)
  - coalesce((select sum(p.amount_cents - p.refunded_cents) from payments p
      where p.order_id = ${orders.id} and p.status in ('captured', 'partially_refunded', 'refunded')), 0)
)::int`;
export const orderBalance = sql<number>`greatest(0, ${orderOwed})::int`;
