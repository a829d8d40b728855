import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { carts } from "./carts";
import { timestamps } from "./columns";
import { orders } from "./orders";

/**
 * Step one of a checkout's payment (`booking.checkout.startPayment`, decision 0053): the gateway's intent for the
 * amount due now, with the checkout it pays for, so the order can be placed from the browser's return or from the
 * gateway's webhook, whichever comes first, exactly once. Owned by the checkout feature.
 */
export const checkoutPayments = pgTable(
  "checkout_payments",
  {
    /** The gateway's intent id (`pi_…` at Stripe, `test_pi_…` with the test gateway). */
    intentId: text().primaryKey(),
    gateway: text().notNull(),
    cartId: uuid()
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    /** The checkout's idempotency key and a fingerprint of its body: the same pair answers the same intent. */
    idempotencyKey: text().notNull(),
    requestHash: text().notNull(),
    /** The checkout as the guest submitted it, without the payment (the webhook places the order from it). */
    request: jsonb().notNull(),
    userId: text().references(() => users.id, { onDelete: "set null" }),
    /** Priced with the Rewards discount: the order placed from a webhook is priced the same way. */
    member: boolean().notNull().default(false),
    amountCents: integer().notNull(),
    /** `started` → `succeeded` | `failed` at the gateway; `placed` once its order is written. */
    status: text().notNull().default("started"),
    failureReason: text(),
    orderId: uuid().references(() => orders.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (table) => [index("checkout_payments_key_idx").on(table.idempotencyKey, table.requestHash)],
);

/** Each Stripe webhook event handled, by its id: a replayed or re-delivered event changes nothing. */
export const stripeEvents = pgTable("stripe_events", {
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
