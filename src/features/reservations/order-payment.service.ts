import "server-only";
import type { Db } from "@/server/db/client";
import { payments } from "@/server/db/schema";
import { type Authorization, captureAfterCommit } from "@/server/payments/authorized-payment";
import type { PaymentGateway } from "@/server/payments/payment-gateway";
import {
  type FolioEntry,
  type PaymentMethod,
  postFolioPayments,
  postOrderPayment,
  settleFolioPayment,
} from "./folio.service";
import { CASH_GATEWAY } from "./refund-payments.service";

/**
 * A payment onto an order, in the caller's transaction: the gateway's record (`payments`) and the folio lines of
 * the stays it pays (shared by what each owes; `first` first). A card authorization is pending on the folio until
 * `captureOrderPayment` takes it after the commit; cash is taken as it is recorded. Answers the payment's id.
 */
export async function recordOrderPayment(
  tx: Db,
  payment: FolioEntry & {
    orderId: string;
    amountCents: number;
    idempotencyKey: string;
    method: PaymentMethod;
    gateway: string;
    reference?: string | null;
    cardLast4?: string | null;
    /** The gateway's token to charge the same card later (a deposit's balance). */
    paymentMethodReference?: string | null;
    /** Taken already (a saved card charged off-session): succeeded on the folio at once. */
    captured?: boolean;
    first?: string;
    /** What of it each stay takes (a checkout's deposits); else shared by what each owes. */
    shares?: readonly { reservationId: string; amountCents: number }[];
    tenderedCents?: number | null;
    changeCents?: number | null;
    checkNumber?: string | null;
  },
): Promise<string> {
  const authorized = !payment.captured && payment.gateway !== CASH_GATEWAY && payment.method !== "check";
  const [row] = await tx
    .insert(payments)
    .values({
      orderId: payment.orderId,
      gateway: payment.gateway,
      gatewayReference: payment.reference ?? null,
      cardLast4: payment.cardLast4 ?? null,
      paymentMethodReference: payment.paymentMethodReference ?? null,
      idempotencyKey: payment.idempotencyKey,
      status: authorized ? "authorized" : "captured",
      amountCents: payment.amountCents,
      createdAt: payment.now,
      updatedAt: payment.now,
    })
    .returning({ id: payments.id });
  const line = {
    ...payment,
    paymentId: row!.id,
    status: authorized ? ("pending" as const) : ("succeeded" as const),
  };
  if (payment.shares) {
    await postFolioPayments(
      tx,
      payment.shares.map((share) => ({ ...line, ...share })),
    );
  } else {
    await postOrderPayment(tx, line);
  }
  return row!.id;
}

/** Takes an authorized card payment once its order is committed, and its folio lines say it succeeded. */
export async function captureOrderPayment(
  db: Db,
  gateway: PaymentGateway,
  payment: { id: string; authorization: Authorization; gatewayKey: string },
): Promise<void> {
  if (await captureAfterCommit(db, gateway, payment)) await settleFolioPayment(db, payment.id, "succeeded");
}

/**
 * A stay's money taken from the card saved with its deposit (the balance job, the desk's "saved card"): taken
 * already, so succeeded on the folio at once, all of it on that stay.
 */
export function recordSavedCardPayment(
  tx: Db,
  payment: FolioEntry & {
    orderId: string;
    reservationId: string;
    amountCents: number;
    idempotencyKey: string;
    gateway: string;
    charged: { reference: string; cardLast4: string | null };
    card: { reference: string; last4: string | null };
  },
): Promise<string> {
  const { reservationId, charged, card, ...rest } = payment;
  return recordOrderPayment(tx, {
    ...rest,
    method: "saved_card",
    reference: charged.reference,
    cardLast4: charged.cardLast4 ?? card.last4,
    paymentMethodReference: card.reference,
    captured: true,
    shares: [{ reservationId, amountCents: payment.amountCents }],
  });
}
