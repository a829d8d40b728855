import "server-only";
import { and, asc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import { addDays } from "@/lib/stay-dates";
import type { Db } from "@/server/db/client";
import { orders, parks, payments, reservations } from "@/server/db/schema";
import { logger } from "@/server/logger";
import { enqueueMail } from "@/server/mail/outbox";
import type { PaymentGateway } from "@/server/payments/payment-gateway";
import { type FolioActor, postFolioPayment, readFolio, savedCardOf } from "./folio.service";
import { getOrderConfirmation } from "./order-confirmation.service";
import { renderPayNowMail } from "./order-mail";
import { recordSavedCardPayment } from "./order-payment.service";
import { createPayLink, payLinkUrl } from "./pay-links.service";

const JOB: FolioActor = { kind: "job", name: "Balance collection" };

/** A declined balance is tried again a day later, three tries in all, and never after arrival day (domain.md). */
export const BALANCE_ATTEMPTS = 3;
const RETRY_AFTER_HOURS = 20;

/**
 * One charge per stay, due date and try, whatever happens: a retried run or a second process never charges twice.
 * The first try's key has no number (as before retries existed).
 */
const balanceKey = (reservationId: string, dueOn: string, attempt: number) =>
  `balance:${reservationId}:${dueOn}${attempt > 1 ? `:${attempt}` : ""}`;

/** Today's date at the stay's park, in a query that joins `parks`. */
const parkToday = (now: Date) =>
  sql`(${now.toISOString()}::timestamptz at time zone ${parks.timeZone})::date`;

/** The tries made at a stay's balance, in a query selecting from `reservations` (keys as `balanceKey` makes them). */
const triesOf = (status: SQL) => sql`(select count(*) from payments x
  where (x.idempotency_key = 'balance:' || ${reservations.id} || ':' || ${reservations.balanceDueOn}::text
    or x.idempotency_key like 'balance:' || ${reservations.id} || ':' || ${reservations.balanceDueOn}::text || ':%')
  and ${status})::int`;

/** Tries that forbid another now: one that paid, or one within the last day (a decline is tried again a day later). */
const recentOrPaidTries = (now: Date) =>
  triesOf(
    sql`(x.status <> 'failed' or x.created_at > ${now.toISOString()}::timestamptz - make_interval(hours => ${RETRY_AFTER_HOURS}))`,
  );

/** Whether a declined try is followed by another tomorrow: tries are left, and tomorrow is not past arrival day. */
const triesAgain = (attempt: number, today: string, arrival: string) =>
  attempt < BALANCE_ATTEMPTS && addDays(today, 1) <= arrival;

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
        sql`${reservations.balanceDueOn} <= ${parkToday(now)}`,
        // Never after arrival day (the desk takes it then): past stays are not read run after run.
        sql`${reservations.arrival} >= ${parkToday(now)}`,
        // Not paid, not tried within the day, tried fewer than three times.
        sql`${recentOrPaidTries(now)} = 0`,
        sql`${triesOf(sql`true`)} < ${BALANCE_ATTEMPTS}`,
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
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({
        orderId: reservations.orderId,
        status: reservations.status,
        arrival: reservations.arrival,
        departure: reservations.departure,
        invoiceUuid: orders.invoiceUuid,
        tries: triesOf(sql`true`),
        recent: recentOrPaidTries(now),
        today: sql<string>`${parkToday(now)}::text`,
      })
      .from(reservations)
      .innerJoin(orders, eq(orders.id, reservations.orderId))
      .innerJoin(parks, eq(parks.id, reservations.parkId))
      .where(eq(reservations.id, stay.reservationId))
      .for("update", { of: reservations, skipLocked: true });
    // Another process has it, or the guest cancelled meanwhile: nothing to do here.
    if (locked?.status !== "confirmed") return null;
    // Another process tried it since this run listed it (read again under the lock): one try a day, whoever runs.
    if (Number(locked.recent) > 0) return null;
    const attempt = Number(locked.tries) + 1;
    const key = balanceKey(stay.reservationId, stay.dueOn, attempt);
    const [done] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.idempotencyKey, key));
    if (done) return null;
    const { balanceCents } = await readFolio(tx, stay.reservationId);
    if (balanceCents <= 0) return null;
    const card = await savedCardOf(tx, locked.orderId);
    if (!card) return "withoutCard";

    const charged = await gateway.chargeSavedMethod({
      paymentMethod: card.reference,
      amountCents: balanceCents,
      idempotencyKey: key,
      description: `Lantern balance of reservation ${stay.reservationId}`,
    });
    if (charged.ok) {
      await recordSavedCardPayment(tx, {
        orderId: locked.orderId,
        reservationId: stay.reservationId,
        amountCents: balanceCents,
        idempotencyKey: key,
        gateway: gateway.name,
        charged,
        card,
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
        cardLast4: card.last4,
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
    const payLink = await createPayLink(tx, {
      reservationId: stay.reservationId,
      departure: locked.departure,
      sentBy: JOB.name!,
      now,
    });
    const order = await getOrderConfirmation(tx, locked.invoiceUuid, now);
    await enqueueMail(
      tx,
      await renderPayNowMail(
        order,
        stay.reservationId,
        {
          balanceCents,
          payLinkUrl: payLinkUrl(context.appUrl, payLink),
          why: {
            kind: "declined",
            reason: charged.reason,
            triesAgain: triesAgain(attempt, locked.today, locked.arrival),
          },
        },
        { appUrl: context.appUrl },
      ),
      now,
    );
    return "declined";
  });
}
