import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { id, ref } from "./columns";
import { payments, reservations } from "./orders";

export const folioLineKind = pgEnum("folio_line_kind", ["charge", "payment", "refund", "adjustment"]);
export const folioLineStatus = pgEnum("folio_line_status", ["pending", "succeeded", "failed"]);
export const folioActorKind = pgEnum("folio_actor_kind", ["guest", "staff", "job"]);

/**
 * A reservation's ledger (domain.md "Money"): lines written once and never edited or removed — a correction is a
 * new line with its reason. Only a pending payment or refund's `status` may change, to succeeded or failed, as
 * its gateway settles it (a trigger in migration 0017 refuses anything else). Balance = charges and adjustments
 * − payments + refunds, failed lines aside; amounts are positive except a charge or adjustment that credits
 * (a discount, a reversal).
 */
export const folioLines = pgTable(
  "folio_lines",
  {
    id: id(),
    /** The order lines were written in (several share one instant): the folio reads in this order. */
    position: bigint({ mode: "number" }).notNull().generatedAlwaysAsIdentity(),
    reservationId: ref(() => reservations.id, "cascade"),
    kind: folioLineKind().notNull(),
    /**
     * What a charge is for, so a re-priced stay posts only the difference per item: `nights`, `lock_fee`,
     * `addon:<name>`, `discount`, `taxes`, `cancellation_fee`, `store`, `service`; null on payments and refunds.
     */
    item: text(),
    description: text().notNull(),
    amountCents: integer().notNull(),
    status: folioLineStatus().notNull().default("succeeded"),
    /** How money moved: `card`, `saved_card`, `cash`, `check`; null on charges. */
    method: text(),
    /** The gateway payment a payment or refund line moved money through (one payment may pay several stays). */
    paymentId: uuid().references(() => payments.id, { onDelete: "restrict" }),
    /** The gateway's own id of a refund or dispute line (`re_…`, `du_…`): its webhooks settle the line by it. */
    gatewayReference: text(),
    tenderedCents: integer(),
    changeCents: integer(),
    checkNumber: text(),
    actorKind: folioActorKind().notNull(),
    actorUserId: text().references(() => users.id, { onDelete: "set null" }),
    actorName: text(),
    reason: text(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [
    index("folio_lines_reservation_id_idx").on(table.reservationId, table.position),
    index("folio_lines_payment_id_idx").on(table.paymentId),
    index("folio_lines_gateway_reference_idx").on(table.gatewayReference),
    check(
      "folio_lines_money_positive",
      sql`${table.kind} in ('charge', 'adjustment') or ${table.amountCents} > 0`,
    ),
  ],
);

/**
 * A pay link (`/pay/<token>`, domain.md "Money"): the guest pays what a stay owes without signing in, after a
 * balance could not be charged or when the desk sends one. Only the token's SHA-256 is kept (the e-mail has the
 * token); a link expires with its stay. Owned by the reservations capability, beside the folio it pays into.
 */
export const payLinks = pgTable(
  "pay_links",
  {
    id: id(),
    reservationId: ref(() => reservations.id, "cascade"),
    tokenHash: text().notNull().unique(),
    /** Who sent it: the balance job, or the staff member's name. */
    sentBy: text().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("pay_links_reservation_id_idx").on(table.reservationId)],
);
