import "server-only";
import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { moveReservation } from "@/features/availability/server";
import { canonical } from "@/lib/canonical";
import { formatUsd } from "@/lib/money";
import type { PaymentInput } from "@/lib/payments/payment.schemas";
import { formatStayDate, guestsSummary } from "@/lib/stay-format";
import { recordAudit } from "@/server/audit";
import type { Db } from "@/server/db/client";
import { payments, reservationChanges, reservations } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import {
  type Authorization,
  captureAfterCommit,
  voidAfterFailure,
} from "@/server/payments/authorized-payment";
import type { PaymentGateway } from "@/server/payments/payment-gateway";
import type { GuestPriceChange } from "./order-mail";
import { CASH_GATEWAY, refundOrderPayments } from "./refund-payments.service";
import { planStayChange, type StayChangePlan, type StayChangeRequest } from "./stay-change-plan.service";
import { lockReservation, mailStayChange, writeStayRows } from "./stay-price.service";

export type ModifyReservationInput = StayChangeRequest & {
  idempotencyKey: string;
  payment?: PaymentInput;
  /** The difference the guest was shown: another one today refuses the change (`CONFLICT`). */
  expectedPriceDifference?: number;
};

/** What a guest's change did: stored per idempotency key, so a retry answers the same. */
export type StayChangeResult = {
  changed: boolean;
  priceDifference: number;
  charged: number;
  refunded: number;
  kept: number;
};

/** A fingerprint of the change asked for (the card is not part of it: a retry may re-enter it). */
function hashChangeRequest(input: ModifyReservationInput): string {
  const { idempotencyKey: _key, payment: _payment, expectedPriceDifference: _seen, ...request } = input;
  return createHash("sha256")
    .update(JSON.stringify(canonical(request)))
    .digest("hex");
}

/** The card as the gateway key tells attempts apart: a retry after a decline with another card is a new attempt. */
function cardFingerprint(payment: PaymentInput | undefined): string {
  if (!payment) return "none";
  const card =
    payment.gateway === "test"
      ? { last4: payment.cardNumber.slice(-4), expMonth: payment.expMonth, expYear: payment.expYear }
      : payment;
  return createHash("sha256")
    .update(JSON.stringify(canonical(card)))
    .digest("hex")
    .slice(0, 12);
}

async function changeForKey(db: Db, idempotencyKey: string, requestHash: string) {
  const [earlier] = await db
    .select({ requestHash: reservationChanges.requestHash, result: reservationChanges.result })
    .from(reservationChanges)
    .where(eq(reservationChanges.idempotencyKey, idempotencyKey));
  if (!earlier) return null;
  if (earlier.requestHash !== requestHash) {
    throw new AppError("CONFLICT", "This change was already submitted with other details. Reload the page.");
  }
  return earlier.result as StayChangeResult;
}

const resultOf = (plan: StayChangePlan): StayChangeResult => ({
  changed: plan.changed,
  priceDifference: plan.differenceCents,
  charged: plan.chargeCents,
  refunded: plan.refundCents,
  kept: plan.keptCents,
});

/** The stay as it read before, in the guest's words (the site only when they had locked it). */
function stayInWords(plan: StayChangePlan): string {
  const { was } = plan;
  return [
    was.siteLocked ? `site ${plan.wasSiteName}` : null,
    `${formatStayDate(was.arrival)} – ${formatStayDate(was.departure)}`,
    guestsSummary(was),
  ]
    .filter(Boolean)
    .join(", ");
}

/**
 * `booking.orders.modifyReservation` (decision 0036): the guest changes dates, site or party of a stay that has not
 * begun. One transaction: the claim moves through the exclusion constraint (`CONFLICT` when taken, nothing changed),
 * the new price is written on the stay and its order, a higher price is authorized on the card the guest gives, a
 * lower one refunded under the stay's terms, an audit entry (role GUEST) and the change e-mail with the updated
 * calendar are written; the capture follows the commit, and a failure voids the authorization. Idempotent per key.
 */
export async function modifyReservation(
  db: Db,
  gateway: PaymentGateway,
  input: ModifyReservationInput,
  context: { now: Date; appUrl: string; userId: string | null },
): Promise<StayChangeResult> {
  const { now } = context;
  const requestHash = hashChangeRequest(input);
  const earlier = await changeForKey(db, input.idempotencyKey, requestHash);
  if (earlier) return earlier;

  const plan = await planStayChange(db, input, now);
  if (!plan.changed) return resultOf(plan);
  if (input.expectedPriceDifference !== undefined && input.expectedPriceDifference !== plan.differenceCents) {
    throw new AppError(
      "CONFLICT",
      `The price of this change moved since you saw it: the difference is now ${formatUsd(plan.differenceCents)}. See the new price, then confirm again.`,
    );
  }
  if (plan.chargeCents > 0 && !input.payment) {
    throw new AppError(
      "INVALID_INPUT",
      `The new stay costs ${formatUsd(plan.chargeCents)} more: enter a card to pay the difference.`,
      { field: "payment" },
    );
  }
  const { was, repriced } = plan;
  const gatewayKey = `change:${input.idempotencyKey}:${requestHash.slice(0, 16)}:${cardFingerprint(input.payment)}`;
  let authorization: Authorization | null = null;
  try {
    const done = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${input.idempotencyKey}, 7))`);
      const replay = await changeForKey(tx, input.idempotencyKey, requestHash);
      if (replay) return { result: replay, paymentId: null };
      const locked = await lockReservation(tx, was.id);
      if (locked?.status !== "confirmed" || locked.updatedAt.getTime() !== was.updatedAt.getTime()) {
        throw new AppError(
          "CONFLICT",
          "This reservation was changed meanwhile. Reload the page and try again.",
        );
      }
      await moveReservation(tx, {
        parkId: was.parkId,
        reservationId: was.id,
        to: { campsiteId: plan.to.campsiteId, campsiteName: plan.to.campsiteName, stay: plan.to.dates },
        now,
      });
      await writeStayRows(tx, was, repriced!, now);
      await tx
        .update(reservations)
        .set({
          campsiteId: plan.to.campsiteId,
          campsiteTypeId: plan.to.campsiteTypeId,
          siteLocked: plan.to.siteLocked,
          arrival: plan.to.dates.start,
          departure: plan.to.dates.end,
          adults: plan.to.guests.adults,
          children: plan.to.guests.children,
          pets: plan.to.guests.pets,
          updatedAt: now,
        })
        .where(eq(reservations.id, was.id));

      let price: GuestPriceChange = { kind: "kept" };
      let paymentId: string | null = null;
      if (plan.chargeCents > 0) {
        const paid = await gateway.authorize({
          amountCents: plan.chargeCents,
          currency: "USD",
          idempotencyKey: gatewayKey,
          description: `Lantern change of reservation ${was.id}`,
          payment: input.payment!,
        });
        if (!paid.ok) {
          throw new AppError("INVALID_INPUT", paid.reason, {
            field: "payment",
            declineCode: paid.declineCode,
          });
        }
        authorization = { reference: paid.reference, amountCents: plan.chargeCents };
        const [row] = await tx
          .insert(payments)
          .values({
            orderId: was.orderId,
            gateway: gateway.name,
            gatewayReference: paid.reference,
            cardLast4: paid.cardLast4,
            idempotencyKey: gatewayKey,
            status: "authorized",
            amountCents: plan.chargeCents,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: payments.id });
        paymentId = row!.id;
        price = { kind: "charged", cents: plan.chargeCents, cardLast4: paid.cardLast4 };
      } else if (plan.differenceCents < 0) {
        if (plan.refundCents > 0) {
          const [cash] = await tx
            .select({ id: payments.id })
            .from(payments)
            .where(and(eq(payments.orderId, was.orderId), eq(payments.gateway, CASH_GATEWAY)));
          if (cash) {
            throw new AppError(
              "PRECONDITION_FAILED",
              "This booking was paid in cash at the park, so the park hands a refund back: please call the park.",
            );
          }
        }
        price = { kind: "refunded", cents: plan.refundCents, keptCents: plan.keptCents };
      }

      const result = resultOf(plan);
      await tx.insert(reservationChanges).values({
        reservationId: was.id,
        idempotencyKey: input.idempotencyKey,
        requestHash,
        result,
        createdAt: now,
      });
      await recordAudit(tx, {
        actor: { userId: context.userId, role: "GUEST" },
        at: now,
        action: "reservation.guestChange",
        entity: "reservation",
        entityId: was.id,
        parkId: was.parkId,
        before: {
          site: plan.wasSiteName,
          campsiteId: was.campsiteId,
          arrival: was.arrival,
          departure: was.departure,
          party: guestsSummary(was),
          totalCents: plan.oldTotalCents,
        },
        after: {
          site: plan.to.campsiteName,
          campsiteId: plan.to.campsiteId,
          arrival: plan.to.dates.start,
          departure: plan.to.dates.end,
          party: guestsSummary(plan.to.guests),
          totalCents: plan.newTotalCents,
          settlement: price,
        },
      });
      await mailStayChange(
        tx,
        { invoiceUuid: plan.invoiceUuid, reservationId: was.id, was: stayInWords(plan), price },
        { now, appUrl: context.appUrl },
      );
      // The refund goes last, after every other write of the change: money leaves only with the change made.
      if (price.kind === "refunded") {
        await refundOrderPayments(tx, gateway, {
          orderId: was.orderId,
          amountCents: plan.refundCents,
          idempotencyKey: `change-refund:${input.idempotencyKey}`,
          now,
        });
      }
      return { result, paymentId };
    });
    if (done.paymentId && authorization) {
      await captureAfterCommit(db, gateway, { id: done.paymentId, authorization, gatewayKey });
    }
    return done.result;
  } catch (error) {
    if (authorization) await voidAfterFailure(gateway, authorization, gatewayKey);
    throw error;
  }
}
