import "server-only";
import { and, asc, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { orders, parks, payments, reservations } from "@/server/db/schema";
import { logger } from "@/server/logger";
import { enqueueMail } from "@/server/mail/outbox";
import type { PaymentGateway } from "@/server/payments/payment-gateway";
import { type FolioActor, postFolioPayment, readFolio } from "./folio.service";
import { getOrderConfirmation } from "./order-confirmation.service";
import { renderBalanceDeclinedMail } from "./order-mail";
import { recordOrderPayment } from "./order-payment.service";

const JOB: FolioActor = { kind: "job", name: "Balance collection" };

/** One charge per stay and due date, whatever happens: a retried run or a second process never charges twice. */
const balanceKey = (reservationId: string, dueOn: string) => `balance:${reservationId}:${dueOn}`;

export type BalanceOutcome = { charged: number; declined: number; withoutCard: number };

/**
 * The balance job (domain.md "Money", decision 0052): every confirmed stay whose balance date has come (at its
 * park) and that still owes is charged once, off-session, to the card saved when its deposit was paid. A decline
 * is a failed line on the folio and an e-mail to the guest; the stay stays owed for the desk (Today shows it), and
 * nothing is cancelled without a person deciding. A stay with no saved card (paid at the desk) is left to the desk.
 */
export async function collectDueBalances(
  db: Db,
  gateway: PaymentGateway,
  context: { now: Date; appUrl: string },
): Promise<BalanceOutcome> {
  const { now } = context;
  const due = await db
    .select({ id: reservations.id, dueOn: reservations.balanceDueOn })
    .from(reservations)
    .innerJoin(parks, eq(parks.id, reservations.parkId))
    .where(
      and(
        eq(reservations.status, "confirmed"),
        isNotNull(reservations.balanceDueOn),
        sql`${reservations.balanceDueOn} <= (${now.toISOString()}::timestamptz at time zone ${parks.timeZone})::date`,
        sql`not exists (select 1 from payments x
          where x.idempotency_key = 'balance:' || ${reservations.id} || ':' || ${reservations.balanceDueOn}::text)`,
      ),
    )
    .orderBy(asc(reservations.balanceDueOn), asc(reservations.id));
  const outcome: BalanceOutcome = { charged: 0, declined: 0, withoutCard: 0 };
  for (const { id, dueOn } of due) {
    if (!dueOn) continue;
    try {
      const result = await collectOne(db, gateway, { reservationId: id, dueOn }, context);
      if (result) outcome[result] += 1;
    } catch (error) {
      logger.error(
        { err: error, reservationId: id },
        "collecting a balance failed; the next run tries again",
      );
    }
  }
  return outcome;
}

async function collectOne(
  db: Db,
  gateway: PaymentGateway,
  stay: { reservationId: string; dueOn: string },
  context: { now: Date; appUrl: string },
): Promise<keyof BalanceOutcome | null> {
  const { now } = context;
  const key = balanceKey(stay.reservationId, stay.dueOn);
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ orderId: reservations.orderId, status: reservations.status, invoiceUuid: orders.invoiceUuid })
      .from(reservations)
      .innerJoin(orders, eq(orders.id, reservations.orderId))
      .where(eq(reservations.id, stay.reservationId))
      .for("update", { of: reservations, skipLocked: true });
    // Another process has it, or the guest cancelled meanwhile: nothing to do here.
    if (locked?.status !== "confirmed") return null;
    const [done] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.idempotencyKey, key));
    if (done) return null;
    const { balanceCents } = await readFolio(tx, stay.reservationId);
    if (balanceCents <= 0) return null;
    const [card] = await tx
      .select({ reference: payments.paymentMethodReference, cardLast4: payments.cardLast4 })
      .from(payments)
      .where(and(eq(payments.orderId, locked.orderId), isNotNull(payments.paymentMethodReference)))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    if (!card?.reference) return "withoutCard";

    const charged = await gateway.chargeSavedMethod({
      paymentMethod: card.reference,
      amountCents: balanceCents,
      idempotencyKey: key,
      description: `Lantern balance of reservation ${stay.reservationId}`,
    });
    if (charged.ok) {
      await recordOrderPayment(tx, {
        orderId: locked.orderId,
        amountCents: balanceCents,
        idempotencyKey: key,
        method: "saved_card",
        gateway: gateway.name,
        reference: charged.reference,
        cardLast4: charged.cardLast4 ?? card.cardLast4,
        paymentMethodReference: card.reference,
        captured: true,
        shares: [{ reservationId: stay.reservationId, amountCents: balanceCents }],
        actor: JOB,
        reason: `Balance due ${stay.dueOn}`,
        now,
      });
      return "charged";
    }
    const [failed] = await tx
      .insert(payments)
      .values({
        orderId: locked.orderId,
        gateway: gateway.name,
        cardLast4: card.cardLast4,
        paymentMethodReference: card.reference,
        idempotencyKey: key,
        status: "failed",
        amountCents: balanceCents,
        failureReason: charged.reason,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: payments.id });
    await postFolioPayment(tx, {
      reservationId: stay.reservationId,
      amountCents: balanceCents,
      method: "saved_card",
      paymentId: failed!.id,
      status: "failed",
      description: "Saved card payment of the balance",
      actor: JOB,
      reason: charged.reason,
      now,
    });
    const order = await getOrderConfirmation(tx, locked.invoiceUuid, now);
    await enqueueMail(
      tx,
      await renderBalanceDeclinedMail(
        order,
        stay.reservationId,
        { balanceCents, reason: charged.reason },
        {
          appUrl: context.appUrl,
        },
      ),
      now,
    );
    return "declined";
  });
}
