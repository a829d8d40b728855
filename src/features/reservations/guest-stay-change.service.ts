import "server-only";
import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { canonical } from "@/lib/canonical";
import { formatUsd } from "@/lib/money";
import type { PaymentInput } from "@/lib/payments/payment.schemas";
import { recordAudit } from "@/server/audit";
import type { Db } from "@/server/db/client";
import { payments, reservationChanges } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { type Authorization, voidAfterFailure } from "@/server/payments/authorized-payment";
import type { PaymentGateway } from "@/server/payments/payment-gateway";
import { guestFolioActor, postFolioCharge } from "./folio.service";
import { captureOrderPayment, recordOrderPayment } from "./order-payment.service";
import { CASH_GATEWAY, refundOrderPayments } from "./refund-payments.service";
import {
  type ChangeActor,
  type GuestSettlement,
  type StayChangeRequest,
  type StayChangeResult,
  stayInWords,
} from "./stay-change";
import { quoteStayChange, type StayChangeQuote } from "./stay-change-quote.service";
import {
  assertUnchangedSince,
  type ChangeContext,
  policyOf,
  stayAfter,
  stayBefore,
  writeChangedStay,
} from "./stay-change-write.service";
import { mailStayChange } from "./stay-price.service";

export type GuestActor = Extract<ChangeActor, { audience: "guest" }>;

/** What a guest's change did, as stored per idempotency key (the shape `booking.orders.modifyReservation` answers). */
type GuestChangeRecord = {
  changed: boolean;
  priceDifference: number;
  charged: number;
  refunded: number;
  kept: number;
};

/** A fingerprint of the change asked for (the card is not part of it: a retry may re-enter it). */
export function hashChangeRequest(request: StayChangeRequest, actor: GuestActor): string {
  const { reservationId, dates, campsiteId, guests } = request;
  return createHash("sha256")
    .update(
      JSON.stringify(canonical({ invoiceUuid: actor.invoiceUuid, reservationId, dates, campsiteId, guests })),
    )
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
  return earlier.result as GuestChangeRecord;
}

const guestRecord = (quote: StayChangeQuote): GuestChangeRecord => ({
  changed: quote.changed,
  priceDifference: quote.differenceCents,
  charged: quote.chargeCents,
  refunded: quote.refundCents,
  kept: quote.keptCents,
});

/** A stored guest result read back as the capability's result. */
const fromGuestRecord = (record: GuestChangeRecord): StayChangeResult<GuestSettlement> => ({
  changed: record.changed,
  differenceCents: record.priceDifference,
  chargedCents: record.charged,
  refundedCents: record.refunded,
  keptCents: record.kept,
  settlement:
    record.charged > 0
      ? { kind: "charged", cents: record.charged, cardLast4: null }
      : record.priceDifference < 0
        ? { kind: "refunded", cents: record.refunded, keptCents: record.kept }
        : { kind: "kept" },
});

/** What the guest was shown must still hold. */
export function assertPriceAsShown(
  quote: StayChangeQuote,
  expectedPriceDifference: number | undefined,
): void {
  if (expectedPriceDifference !== undefined && expectedPriceDifference !== quote.differenceCents) {
    throw new AppError(
      "CONFLICT",
      `The price of this change moved since you saw it: the difference is now ${formatUsd(quote.differenceCents)}. See the new price, then confirm again.`,
    );
  }
}

/** What the guest was shown must still hold, and a higher price needs a card. */
function assertGuestMayPay(quote: StayChangeQuote, actor: GuestActor): void {
  assertPriceAsShown(quote, actor.expectedPriceDifference);
  if (quote.chargeCents > 0 && !actor.payment) {
    throw new AppError(
      "INVALID_INPUT",
      `The new stay costs ${formatUsd(quote.chargeCents)} more: enter a card to pay the difference.`,
      { field: "payment" },
    );
  }
}

/** The guest's side of the money inside the change's transaction: a higher price authorized on their card. */
async function authorizeGuestCharge(
  tx: Db,
  gateway: PaymentGateway,
  quote: StayChangeQuote,
  actor: GuestActor,
  gatewayKey: string,
  now: Date,
): Promise<{ settlement: GuestSettlement; authorization: Authorization | null; paymentId: string | null }> {
  const { was } = quote;
  if (quote.chargeCents > 0) {
    const paid = await gateway.authorize({
      amountCents: quote.chargeCents,
      currency: "USD",
      idempotencyKey: gatewayKey,
      description: `Lantern change of reservation ${was.id}`,
      payment: actor.payment!,
      intentFor: changeIntentFor(was.id),
    });
    if (!paid.ok) {
      throw new AppError("INVALID_INPUT", paid.reason, { field: "payment", declineCode: paid.declineCode });
    }
    const paymentId = await recordOrderPayment(tx, {
      orderId: was.orderId,
      amountCents: quote.chargeCents,
      idempotencyKey: gatewayKey,
      method: "card",
      gateway: gateway.name,
      reference: paid.reference,
      cardLast4: paid.cardLast4,
      first: was.id,
      actor: guestFolioActor(actor.userId),
      reason: "Stay changed by the guest",
      now,
    });
    return {
      settlement: { kind: "charged", cents: quote.chargeCents, cardLast4: paid.cardLast4 },
      authorization: { reference: paid.reference, amountCents: quote.chargeCents },
      paymentId,
    };
  }
  if (quote.differenceCents < 0) {
    if (quote.refundCents > 0) {
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
    return {
      settlement: { kind: "refunded", cents: quote.refundCents, keptCents: quote.keptCents },
      authorization: null,
      paymentId: null,
    };
  }
  return { settlement: { kind: "kept" }, authorization: null, paymentId: null };
}

/**
 * A guest's own change (decision 0036) in one transaction, idempotent per key: the claim moves through the
 * exclusion constraint (`CONFLICT` when taken, nothing changed), the new price is written, a higher price is
 * authorized on the card the guest gives, a lower one refunded under the stay's terms, an audit entry (role GUEST)
 * and the change e-mail are written; the capture follows the commit, and a failure voids the authorization.
 */
export async function changeAsGuest(
  db: Db,
  gateway: PaymentGateway,
  request: StayChangeRequest,
  actor: GuestActor,
  context: ChangeContext,
): Promise<StayChangeResult<GuestSettlement>> {
  const { now } = context;
  const requestHash = hashChangeRequest(request, actor);
  const earlier = await changeForKey(db, actor.idempotencyKey, requestHash);
  if (earlier) return fromGuestRecord(earlier);
  const gatewayKey = `change:${actor.idempotencyKey}:${requestHash.slice(0, 16)}:${cardFingerprint(actor.payment)}`;
  let authorization: Authorization | null = null;
  try {
    const quote = await quoteStayChange(db, request, policyOf(actor), now);
    if (!quote.changed) return fromGuestRecord(guestRecord(quote));
    assertGuestMayPay(quote, actor);
    const done = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${actor.idempotencyKey}, 7))`);
      const replay = await changeForKey(tx, actor.idempotencyKey, requestHash);
      if (replay) return { result: fromGuestRecord(replay), paymentId: null };
      await assertUnchangedSince(tx, quote, actor);
      const folio = { actor: guestFolioActor(actor.userId), reason: "Stay changed by the guest", now };
      await writeChangedStay(tx, quote, folio);
      const money = await authorizeGuestCharge(tx, gateway, quote, actor, gatewayKey, now);
      authorization = money.authorization;
      await tx.insert(reservationChanges).values({
        reservationId: quote.was.id,
        idempotencyKey: actor.idempotencyKey,
        requestHash,
        result: guestRecord(quote),
        createdAt: now,
      });
      await recordAudit(tx, {
        actor: { userId: actor.userId, role: "GUEST" },
        at: now,
        action: "reservation.guestChange",
        entity: "reservation",
        entityId: quote.was.id,
        parkId: quote.was.parkId,
        before: stayBefore(quote),
        after: { ...stayAfter(quote), settlement: money.settlement },
      });
      await mailStayChange(
        tx,
        {
          invoiceUuid: quote.invoiceUuid,
          reservationId: quote.was.id,
          was: stayInWords(quote.was, quote.wasSiteName),
          price: money.settlement,
          by: "guest",
        },
        context,
      );
      // The refund goes last, after every other write of the change: money leaves only with the change made.
      if (money.settlement.kind === "refunded") {
        await refundOrderPayments(tx, gateway, {
          orderId: quote.was.orderId,
          amountCents: quote.refundCents,
          idempotencyKey: `change-refund:${actor.idempotencyKey}`,
          reservationId: quote.was.id,
          ...folio,
        });
        await postFolioCharge(tx, {
          reservationId: quote.was.id,
          item: "change_fee",
          description: "Kept by the booked terms on a lower price",
          amountCents: quote.keptCents,
          ...folio,
        });
      }
      const result: StayChangeResult<GuestSettlement> = {
        ...fromGuestRecord(guestRecord(quote)),
        settlement: money.settlement,
      };
      return { result, paymentId: money.paymentId };
    });
    if (done.paymentId && authorization) {
      await captureOrderPayment(db, gateway, { id: done.paymentId, authorization, gatewayKey });
    }
    return done.result;
  } catch (error) {
    if (authorization) await voidAfterFailure(gateway, authorization, gatewayKey);
    else await giveBackPaidIntent(gateway, request.reservationId, actor.payment, gatewayKey);
    throw error;
  }
}

/** What a change's intent is made for (`startChangePayment`): one payment pays one stay's change. */
export const changeIntentFor = (reservationId: string) => ({ purpose: "change", reservationId });

/**
 * A change refused before its payment was taken in (the price moved, the site was booked meanwhile) while the
 * gateway already has the guest's money (Stripe's Payment Element paid the intent in the browser): the intent made
 * for this stay's change is refunded in full. One made for anything else is not ours to refund.
 */
async function giveBackPaidIntent(
  gateway: PaymentGateway,
  reservationId: string,
  payment: PaymentInput | undefined,
  gatewayKey: string,
) {
  if (payment?.gateway !== "stripe" || !payment.paymentIntentId) return;
  await gateway.giveBack({
    payment,
    intentFor: changeIntentFor(reservationId),
    idempotencyKey: `give-back:${gatewayKey}`,
  });
}
