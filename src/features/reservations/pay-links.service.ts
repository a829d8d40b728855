import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { StartedPayment } from "@/lib/payments/pay-once";
import type { PaymentInput } from "@/lib/payments/payment.schemas";
import { addDays } from "@/lib/stay-dates";
import type { Db } from "@/server/db/client";
import {
  campsites,
  campsiteTypes,
  orders,
  parks,
  payLinks,
  payments,
  reservations,
} from "@/server/db/schema";
import { AppError } from "@/server/errors";
import type { PaymentGateway } from "@/server/payments/payment-gateway";
import { type Folio, type FolioActor, guestFolioActor, readFolio } from "./folio.service";
import { captureOrderPayment, recordOrderPayment } from "./order-payment.service";

/** Pay-link calls per client address: a guest retrying a card, far short of guessing tokens. */
export const PAY_LINK_RATE_LIMIT = { limit: 20, windowMs: 15 * 60_000 };

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** The page a pay link opens. */
export const payLinkUrl = (appUrl: string, token: string) => `${appUrl}/pay/${token}`;

/**
 * A new pay link for a stay, in the caller's transaction (domain.md "Money"): 192 random bits, only their hash
 * kept. It expires with the stay (the morning after departure); each link sent is a new one, and any of them pays.
 */
export async function createPayLink(
  tx: Db,
  link: { reservationId: string; departure: string; sentBy: string; now: Date },
): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  await tx.insert(payLinks).values({
    reservationId: link.reservationId,
    tokenHash: hashOf(token),
    sentBy: link.sentBy,
    createdAt: link.now,
    expiresAt: new Date(`${addDays(link.departure, 1)}T12:00:00Z`),
  });
  return token;
}

export type PayLinkView = {
  status: "OWING" | "PAID" | "EXPIRED" | "CANCELLED";
  orderConfirmation: string;
  firstName: string;
  park: { name: string; phone: string | null };
  campsiteTypeName: string;
  campsiteName: string;
  arrival: string;
  departure: string;
  paid: number;
  balance: number;
};

async function stayOfToken(db: Db, token: string) {
  const [link] = await db
    .select({
      id: payLinks.id,
      expiresAt: payLinks.expiresAt,
      reservationId: reservations.id,
      orderId: reservations.orderId,
      status: reservations.status,
      arrival: reservations.arrival,
      departure: reservations.departure,
      orderConfirmation: orders.orderConfirmation,
      guest: orders.guest,
      parkName: parks.name,
      parkPhone: parks.phone,
      campsiteTypeName: campsiteTypes.name,
      campsiteName: campsites.name,
    })
    .from(payLinks)
    .innerJoin(reservations, eq(reservations.id, payLinks.reservationId))
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .innerJoin(parks, eq(parks.id, reservations.parkId))
    .innerJoin(campsiteTypes, eq(campsiteTypes.id, reservations.campsiteTypeId))
    .innerJoin(campsites, eq(campsites.id, reservations.campsiteId))
    .where(eq(payLinks.tokenHash, hashOf(token)));
  if (!link) {
    throw new AppError(
      "NOT_FOUND",
      "This pay link is not valid. Check the link in your e-mail, or call the park.",
    );
  }
  return link;
}

function statusOf(link: { status: string; expiresAt: Date }, folio: Folio, now: Date): PayLinkView["status"] {
  if (link.status !== "confirmed") return "CANCELLED";
  if (folio.balanceCents <= 0) return "PAID";
  return link.expiresAt <= now ? "EXPIRED" : "OWING";
}

/** `booking.pay.get`: what the stay of a pay link owes, and whether the link can still pay it. */
export async function readPayLink(db: Db, token: string, now: Date): Promise<PayLinkView> {
  const link = await stayOfToken(db, token);
  const folio = await readFolio(db, link.reservationId);
  return {
    status: statusOf(link, folio, now),
    orderConfirmation: link.orderConfirmation,
    firstName: link.guest.firstName,
    park: { name: link.parkName, phone: link.parkPhone },
    campsiteTypeName: link.campsiteTypeName,
    campsiteName: link.campsiteName,
    arrival: link.arrival,
    departure: link.departure,
    paid: folio.paidCents,
    balance: Math.max(0, folio.balanceCents),
  };
}

const NOT_PAYABLE: Record<Exclude<PayLinkView["status"], "OWING">, string> = {
  PAID: "This stay owes nothing: there is nothing to pay.",
  EXPIRED: "This pay link has expired. Please call the park to pay.",
  CANCELLED: "This reservation is cancelled: there is nothing to pay.",
};

/**
 * `booking.pay.start`: the gateway's intent for what the stay owes now (never an amount from the browser); the
 * same key and balance answer the same intent.
 */
export async function startPayLinkPayment(
  db: Db,
  gateway: PaymentGateway,
  input: { token: string; idempotencyKey: string },
  now: Date,
): Promise<StartedPayment> {
  const link = await stayOfToken(db, input.token);
  const folio = await readFolio(db, link.reservationId);
  const status = statusOf(link, folio, now);
  if (status !== "OWING") throw new AppError("PRECONDITION_FAILED", NOT_PAYABLE[status]);
  const amount = folio.balanceCents;
  const intent = await gateway.createIntent({
    amountCents: amount,
    idempotencyKey: `paylink-intent:${link.id}:${input.idempotencyKey}:${amount}`,
    description: `Lantern balance of ${link.orderConfirmation}`,
    customerEmail: link.guest.email,
    saveCard: false,
    metadata: { purpose: "pay_link", reservationId: link.reservationId, payLinkId: link.id },
  });
  return {
    gateway: gateway.name === "stripe" ? "stripe" : "test",
    paymentIntentId: intent.id,
    clientSecret: intent.clientSecret,
    amount,
  };
}

/**
 * `booking.pay.complete` (added): the payment of a pay link onto the stay's folio — with Stripe the intent the
 * browser confirmed, with the test gateway its card. Recorded once per payment, whether the browser or Stripe's
 * webhook reports it first.
 */
export async function completePayLinkPayment(
  db: Db,
  gateway: PaymentGateway,
  input: { token: string; idempotencyKey: string; payment: PaymentInput },
  context: { now: Date; userId: string | null },
): Promise<{ paid: number; balance: number }> {
  const link = await stayOfToken(db, input.token);
  const { payment } = input;
  if (payment.gateway === "stripe" && payment.paymentIntentId === null) {
    throw new AppError("INVALID_INPUT", "Pay with the card form.", { field: "payment" });
  }
  const folio = await payStayBalance(
    db,
    gateway,
    {
      reservationId: link.reservationId,
      payment,
      key:
        payment.gateway === "stripe"
          ? `paylink:${payment.paymentIntentId}`
          : `paylink:${link.id}:${input.idempotencyKey}`,
      actor: guestFolioActor(context.userId),
      notAfter: payment.gateway === "stripe" ? null : link.expiresAt,
    },
    context.now,
  );
  return { paid: folio.paidCents, balance: Math.max(0, folio.balanceCents) };
}

/**
 * A pay link's intent succeeded at Stripe (`payment_intent.succeeded`): the payment is on the folio, once, if the
 * browser has not put it there already.
 */
export async function recordPayLinkIntent(
  db: Db,
  gateway: PaymentGateway,
  intent: { id: string; reservationId: string },
  now: Date,
): Promise<void> {
  await payStayBalance(
    db,
    gateway,
    {
      reservationId: intent.reservationId,
      payment: { gateway: "stripe", paymentIntentId: intent.id },
      key: `paylink:${intent.id}`,
      actor: guestFolioActor(null),
      notAfter: null,
    },
    now,
  );
}

/**
 * What a stay owes, paid through the gateway once per `key`: the stay is locked, a payment already recorded under
 * the key answers the folio as it is. The gateway checks the payment is for exactly the balance; a Stripe payment
 * for another amount (the desk took money meanwhile) is refunded rather than kept.
 */
async function payStayBalance(
  db: Db,
  gateway: PaymentGateway,
  request: {
    reservationId: string;
    payment: PaymentInput;
    key: string;
    actor: FolioActor;
    notAfter: Date | null;
  },
  now: Date,
): Promise<Folio> {
  const recorded = await db.transaction(async (tx) => {
    const [stay] = await tx
      .select({ orderId: reservations.orderId, status: reservations.status })
      .from(reservations)
      .where(eq(reservations.id, request.reservationId))
      .for("update");
    if (!stay) throw new AppError("NOT_FOUND", "This reservation does not exist.");
    const [done] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.idempotencyKey, request.key));
    if (done) return null;
    const folio = await readFolio(tx, request.reservationId);
    const paidByCard = request.payment.gateway === "test";
    if (paidByCard && (stay.status !== "confirmed" || folio.balanceCents <= 0)) {
      throw new AppError(
        "PRECONDITION_FAILED",
        NOT_PAYABLE[stay.status === "confirmed" ? "PAID" : "CANCELLED"],
      );
    }
    if (paidByCard && request.notAfter && request.notAfter <= now) {
      throw new AppError("PRECONDITION_FAILED", NOT_PAYABLE.EXPIRED);
    }
    const result = await gateway.authorize({
      amountCents: folio.balanceCents,
      currency: "USD",
      idempotencyKey: request.key,
      description: "Lantern balance paid by pay link",
      payment: request.payment,
      // Only an intent `start` made for this stay pays it (never the checkout's, nor another stay's).
      intentFor: { purpose: "pay_link", reservationId: request.reservationId },
    });
    if (!result.ok) {
      throw new AppError("INVALID_INPUT", result.reason, {
        field: "payment",
        declineCode: result.declineCode,
      });
    }
    const paymentId = await recordOrderPayment(tx, {
      orderId: stay.orderId,
      amountCents: folio.balanceCents,
      idempotencyKey: request.key,
      method: "card",
      gateway: gateway.name,
      reference: result.reference,
      cardLast4: result.cardLast4,
      paymentMethodReference: result.paymentMethod,
      captured: result.captured,
      shares: [{ reservationId: request.reservationId, amountCents: folio.balanceCents }],
      actor: request.actor,
      reason: "Paid by pay link",
      now,
    });
    return result.captured
      ? null
      : { id: paymentId, authorization: { reference: result.reference, amountCents: folio.balanceCents } };
  });
  if (recorded) await captureOrderPayment(db, gateway, { ...recorded, gatewayKey: request.key });
  return readFolio(db, request.reservationId);
}
