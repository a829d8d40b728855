import "server-only";
import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { nightsBetween } from "@/lib/stay-dates";
import type { Actor } from "@/server/audit";
import type { Db } from "@/server/db/client";
import {
  folioLines,
  orderParks,
  orders,
  payments,
  reservationAddons,
  reservations,
  users,
} from "@/server/db/schema";
import {
  type ChargeItem,
  chargeChanges,
  chargeItemsOf,
  type FolioLineKind,
  type FolioLineStatus,
  folioTotals,
} from "./folio";
import type { FolioOutput } from "./folio.schemas";

/** Who wrote a line (domain.md "Money"): the guest, a staff member, or a job. */
export type FolioActor = { kind: "guest" | "staff" | "job"; userId?: string | null; name?: string | null };

export const guestFolioActor = (userId: string | null | undefined): FolioActor => ({
  kind: "guest",
  userId: userId ?? null,
});
export const staffFolioActor = (actor: Actor): FolioActor => ({ kind: "staff", userId: actor.userId });

/** What a money-moving write tells the folio about itself. */
export type FolioEntry = { actor: FolioActor; now: Date; reason?: string | null };

export type PaymentMethod = "card" | "saved_card" | "cash" | "check";

/** A line as the confirmation page, the console and api.md's `FolioLine` read it. */
export type FolioLine = {
  id: string;
  at: Date;
  kind: FolioLineKind;
  description: string;
  amountCents: number;
  method: PaymentMethod | null;
  status: FolioLineStatus;
  actor: { kind: FolioActor["kind"]; name: string | null };
  reason: string | null;
  tenderedCents: number | null;
  changeCents: number | null;
  checkNumber: string | null;
};

export type Folio = { lines: FolioLine[]; paidCents: number; balanceCents: number };

/**
 * What one reservation owes by its folio (negative: the park owes the guest). Use it in a query that selects from
 * `reservations` (named so: on one table Drizzle would leave the column unqualified, and the subquery read its own).
 */
export const reservationBalance = sql<number>`(select coalesce(sum(case when f.kind = 'payment' then -f.amount_cents else f.amount_cents end), 0)
  from folio_lines f where f.reservation_id = "reservations"."id" and f.status <> 'failed')::int`;

/**
 * What an order still owes, read from its stays' folios; negative when overpaid. Use it in a query joining
 * `orders` to another table (on one table Drizzle leaves the columns unqualified, and the subquery would read its
 * own).
 */
export const orderOwed = sql<number>`(select coalesce(sum(case when f.kind = 'payment' then -f.amount_cents else f.amount_cents end), 0)
  from folio_lines f join reservations fr on fr.id = f.reservation_id
  where fr.order_id = ${orders.id} and f.status <> 'failed')::int`;
/** What an order still owes, never below 0. */
/**
 * Whether a reservation's latest payment line failed with no payment succeeding after it (a declined balance still
 * owed). Use it in a query that selects from `reservations`.
 */
export const lastPaymentFailed = sql<boolean>`exists (select 1 from folio_lines f
  where f.reservation_id = "reservations"."id" and f.kind = 'payment' and f.status = 'failed'
  and not exists (select 1 from folio_lines g where g.reservation_id = f.reservation_id
    and g.kind = 'payment' and g.status <> 'failed' and g.position > f.position))`;

export const orderBalance = sql<number>`greatest(0, ${orderOwed})::int`;

async function ledgerOf(tx: Db, reservationId: string) {
  return tx
    .select({
      kind: folioLines.kind,
      item: folioLines.item,
      description: folioLines.description,
      amountCents: folioLines.amountCents,
      status: folioLines.status,
    })
    .from(folioLines)
    .where(eq(folioLines.reservationId, reservationId))
    .orderBy(asc(folioLines.position));
}

const actorColumns = (actor: FolioActor) => ({
  actorKind: actor.kind,
  actorUserId: actor.userId ?? null,
  actorName: actor.name ?? null,
});

/** A stay's charges as its reservation row holds them now (a cancelled stay's as they were booked or last set). */
export async function storedChargeItems(tx: Db, reservationId: string): Promise<ChargeItem[]> {
  const [[stay], addons] = await Promise.all([
    tx
      .select({
        arrival: reservations.arrival,
        departure: reservations.departure,
        subtotalCents: reservations.subtotalCents,
        lockFeeCents: reservations.lockFeeCents,
        discountCents: reservations.discountCents,
        taxesCents: reservations.taxesCents,
        discountLabel: orderParks.discountLabel,
      })
      .from(reservations)
      .leftJoin(
        orderParks,
        and(eq(orderParks.orderId, reservations.orderId), eq(orderParks.parkId, reservations.parkId)),
      )
      .where(eq(reservations.id, reservationId)),
    tx
      .select({
        name: reservationAddons.name,
        quantity: reservationAddons.quantity,
        totalCents: reservationAddons.totalCents,
      })
      .from(reservationAddons)
      .where(eq(reservationAddons.reservationId, reservationId))
      .orderBy(asc(reservationAddons.name)),
  ]);
  if (!stay) return [];
  return chargeItemsOf({ ...stay, nights: nightsBetween(stay.arrival, stay.departure), addons });
}

/**
 * Brings a stay's folio charges to what its reservation now holds, posting only the differences (see
 * `chargeChanges`): after booking, a re-price, added add-ons, or a cancellation — whose charges are reversed and
 * whose kept money becomes its cancellation fee, so a cancelled stay owes nothing. `previous`: the stay's charges
 * just before a change, to name what each changed line was.
 */
export async function syncFolioCharges(
  tx: Db,
  reservationId: string,
  entry: FolioEntry & { previous?: readonly ChargeItem[] },
): Promise<void> {
  const [stay] = await tx
    .select({ status: reservations.status })
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  if (!stay) return;
  const lines = await ledgerOf(tx, reservationId);
  const cancelled = stay.status === "canceled";
  const target = cancelled ? [] : await storedChargeItems(tx, reservationId);
  const changes = chargeChanges(lines, target, { cancelled, previous: entry.previous });
  if (cancelled) {
    // What the guest paid beyond what is still charged (a store item, a fee) and was not refunded: kept.
    const credit = -(
      folioTotals(lines).balanceCents + changes.reduce((sum, change) => sum + change.amountCents, 0)
    );
    if (credit > 0) {
      changes.push({
        item: "cancellation_fee",
        description: "Cancellation fee (kept by the booked terms)",
        amountCents: credit,
      });
    }
  }
  await postFolioCharges(tx, reservationId, changes, entry);
}

/** Charge lines, in one statement (none when there are none). */
export async function postFolioCharges(
  tx: Db,
  reservationId: string,
  charges: readonly (ChargeItem & { kind?: "charge" | "adjustment" })[],
  entry: FolioEntry,
): Promise<void> {
  if (charges.length === 0) return;
  await tx.insert(folioLines).values(
    charges.map((change) => ({
      reservationId,
      kind: change.kind ?? ("charge" as const),
      item: change.item,
      description: change.description,
      amountCents: change.amountCents,
      ...actorColumns(entry.actor),
      reason: entry.reason ?? null,
      createdAt: entry.now,
    })),
  );
}

/**
 * A charge that is not part of the stay's stored price (a fee kept under the terms, a store item, a service), or an
 * adjustment.
 */
export async function postFolioCharge(
  tx: Db,
  charge: FolioEntry & {
    reservationId: string;
    item: string;
    description: string;
    amountCents: number;
    /** An adjustment: a correction with its reason, either way. */
    kind?: "charge" | "adjustment";
  },
): Promise<void> {
  if (charge.amountCents === 0) return;
  const { reservationId, ...line } = charge;
  await postFolioCharges(tx, reservationId, [line], charge);
}

type MoneyLine = FolioEntry & {
  reservationId: string;
  amountCents: number;
  method: PaymentMethod;
  paymentId?: string | null;
  /** The gateway's id of a refund or dispute, by which its webhooks settle the line. */
  gatewayReference?: string | null;
  status?: FolioLineStatus;
  description?: string;
  tenderedCents?: number | null;
  changeCents?: number | null;
  checkNumber?: string | null;
};

const METHOD_WORDS: Record<PaymentMethod, string> = {
  card: "Card payment",
  saved_card: "Saved card payment",
  cash: "Cash",
  check: "Check",
};

const moneyRow = (kind: "payment" | "refund", line: MoneyLine) => ({
  reservationId: line.reservationId,
  kind,
  description:
    line.description ??
    (kind === "payment" ? METHOD_WORDS[line.method] : `Refund to ${METHOD_WORDS[line.method].toLowerCase()}`),
  amountCents: line.amountCents,
  status: line.status ?? ("succeeded" as const),
  method: line.method,
  paymentId: line.paymentId ?? null,
  gatewayReference: line.gatewayReference ?? null,
  tenderedCents: line.tenderedCents ?? null,
  changeCents: line.changeCents ?? null,
  checkNumber: line.checkNumber ?? null,
  ...actorColumns(line.actor),
  reason: line.reason ?? null,
  createdAt: line.now,
});

async function postMoney(tx: Db, kind: "payment" | "refund", lines: readonly MoneyLine[]): Promise<void> {
  const rows = lines.filter((line) => line.amountCents > 0).map((line) => moneyRow(kind, line));
  if (rows.length > 0) await tx.insert(folioLines).values(rows);
}

/** Money the guest paid onto one stay's folio. */
export const postFolioPayment = (tx: Db, line: MoneyLine) => postMoney(tx, "payment", [line]);
/** One payment's shares onto several stays' folios, in one statement. */
export const postFolioPayments = (tx: Db, lines: readonly MoneyLine[]) => postMoney(tx, "payment", lines);
/** Money given back to the guest from one stay's folio. */
export const postFolioRefund = (tx: Db, line: MoneyLine) => postMoney(tx, "refund", [line]);

/**
 * One payment for a whole order (a checkout across parks, a walk-in): shared over its confirmed stays by what
 * each owes, in booking order (`first`, when given, before the others); what is left over goes to the last stay
 * as a credit.
 */
export async function postOrderPayment(
  tx: Db,
  payment: Omit<MoneyLine, "reservationId"> & { orderId: string; first?: string },
): Promise<void> {
  const stays = await tx
    .select({ id: reservations.id, owes: reservationBalance })
    .from(reservations)
    .where(and(eq(reservations.orderId, payment.orderId), ne(reservations.status, "canceled")))
    .orderBy(asc(reservations.createdAt), asc(reservations.id));
  if (payment.first) stays.sort((a, b) => Number(b.id === payment.first) - Number(a.id === payment.first));
  let left = payment.amountCents;
  for (const [index, stay] of stays.entries()) {
    const share = index === stays.length - 1 ? left : Math.min(left, Math.max(0, Number(stay.owes)));
    if (share <= 0) continue;
    await postFolioPayment(tx, { ...payment, reservationId: stay.id, amountCents: share });
    left -= share;
    if (left === 0) break;
  }
}

/** A pending gateway payment settled: its folio lines say so (the only change a folio line ever takes). */
export async function settleFolioPayment(
  db: Db,
  paymentId: string,
  status: "succeeded" | "failed",
): Promise<void> {
  await db
    .update(folioLines)
    .set({ status })
    .where(and(eq(folioLines.paymentId, paymentId), eq(folioLines.status, "pending")));
}

/**
 * The folios of some reservations (or of every stay of an order), oldest line first, with who wrote each line and
 * the totals.
 */
export async function readFolios(
  db: Db,
  of: { reservationIds: readonly string[] } | { orderId: string },
): Promise<Map<string, Folio>> {
  const folios = new Map<string, Folio>();
  const folioOf = (id: string) => {
    let folio = folios.get(id);
    if (!folio) {
      folio = { lines: [], paidCents: 0, balanceCents: 0 };
      folios.set(id, folio);
    }
    return folio;
  };
  if ("reservationIds" in of) {
    if (of.reservationIds.length === 0) return folios;
    for (const id of of.reservationIds) folioOf(id);
  }
  const rows = await db
    .select({
      reservationId: folioLines.reservationId,
      id: folioLines.id,
      at: folioLines.createdAt,
      kind: folioLines.kind,
      item: folioLines.item,
      description: folioLines.description,
      amountCents: folioLines.amountCents,
      method: folioLines.method,
      status: folioLines.status,
      actorKind: folioLines.actorKind,
      actorName: sql<string | null>`coalesce(${folioLines.actorName}, ${users.name})`,
      reason: folioLines.reason,
      tenderedCents: folioLines.tenderedCents,
      changeCents: folioLines.changeCents,
      checkNumber: folioLines.checkNumber,
    })
    .from(folioLines)
    .leftJoin(users, eq(users.id, folioLines.actorUserId))
    .where(
      "reservationIds" in of
        ? inArray(folioLines.reservationId, [...of.reservationIds])
        : inArray(
            folioLines.reservationId,
            db.select({ id: reservations.id }).from(reservations).where(eq(reservations.orderId, of.orderId)),
          ),
    )
    .orderBy(asc(folioLines.position));
  for (const { reservationId, actorKind, actorName, item: _, ...line } of rows) {
    folioOf(reservationId).lines.push({
      ...line,
      method: line.method as PaymentMethod | null,
      actor: { kind: actorKind, name: actorName },
    });
  }
  for (const folio of folios.values()) {
    const totals = folioTotals(folio.lines.map((line) => ({ ...line, item: null })));
    folio.paidCents = totals.paidCents;
    folio.balanceCents = totals.balanceCents;
  }
  return folios;
}

/**
 * A folio as api.md's callers read it (`FolioLine`, upper-case kinds); staff names only when `withNames`;
 * `balanceDueOn` (the stay's, from its payment policy) while something is owed.
 */
export function folioOutput(
  folio: Folio | undefined,
  options: { withNames: boolean; balanceDueOn?: string | null },
): FolioOutput {
  const upper = <T extends string>(value: T) => value.toUpperCase() as Uppercase<T>;
  return {
    lines: (folio?.lines ?? []).map((line) => ({
      id: line.id,
      at: line.at,
      kind: upper(line.kind),
      description: line.description,
      amount: line.amountCents,
      method: line.method ? upper(line.method) : null,
      status: upper(line.status),
      actor: {
        kind: upper(line.actor.kind),
        name: options.withNames || line.actor.kind !== "staff" ? line.actor.name : null,
      },
      reason: line.reason,
      tendered: line.tenderedCents,
      change: line.changeCents,
      checkNumber: line.checkNumber,
    })),
    paid: folio?.paidCents ?? 0,
    balance: folio?.balanceCents ?? 0,
    balanceDueOn: (folio?.balanceCents ?? 0) > 0 ? (options.balanceDueOn ?? null) : null,
  };
}

/** The day a stay's balance is due under the policy it was booked with, or null (paid in full, or at the park). */
export async function balanceDueOnOf(db: Db, reservationId: string): Promise<string | null> {
  const [row] = await db
    .select({ balanceDueOn: reservations.balanceDueOn })
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  return row?.balanceDueOn ?? null;
}

/** One reservation's folio. */
export async function readFolio(db: Db, reservationId: string): Promise<Folio> {
  return (await readFolios(db, { reservationIds: [reservationId] })).get(reservationId)!;
}

/** The card an order's guest saved with the gateway (a deposit's card), newest first; null when none was. */
export async function savedCardOf(
  db: Db,
  orderId: string,
): Promise<{ reference: string; last4: string | null } | null> {
  const [card] = await db
    .select({ reference: payments.paymentMethodReference, last4: payments.cardLast4 })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), isNotNull(payments.paymentMethodReference)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return card?.reference ? { reference: card.reference, last4: card.last4 } : null;
}

/** `savedCardOf` the order of a reservation. */
export async function savedCardOfReservation(db: Db, reservationId: string) {
  const [stay] = await db
    .select({ orderId: reservations.orderId })
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  return stay ? savedCardOf(db, stay.orderId) : null;
}
