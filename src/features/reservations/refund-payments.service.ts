import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { formatUsd } from "@/lib/money";
import type { Db } from "@/server/db/client";
import { payments } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import type { PaymentGateway } from "@/server/payments/payment-gateway";
import { type FolioEntry, postFolioRefund } from "./folio.service";

/** The gateway name of money taken at the park's desk: refunded at the desk, never through a gateway. */
export const CASH_GATEWAY = "cash";
/** The gateway name of a check taken at the desk: refunded at the desk too. */
export const CHECK_GATEWAY = "check";
const atTheDesk = (gateway: string) => gateway === CASH_GATEWAY || gateway === CHECK_GATEWAY;

/** Payments whose money was taken (an authorization not yet captured is voided, not refunded). */
const KEPT: readonly string[] = ["captured", "partially_refunded", "refunded"];

/** What of an order's payments can still be refunded (captured money less what was refunded already). */
export async function refundableCents(db: Db, orderId: string): Promise<number> {
  const rows = await db
    .select({ amount: payments.amountCents, refunded: payments.refundedCents, status: payments.status })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  return rows
    .filter((row) => KEPT.includes(row.status))
    .reduce((sum, row) => sum + row.amount - row.refunded, 0);
}

/**
 * Refunds `amountCents` of an order's payments in the caller's transaction, newest payment first (domain.md
 * "Money"): card payments through the gateway (keyed by `idempotencyKey`, so a retried change never refunds
 * twice), cash payments recorded as handed back at the desk; each part is a refund line on the folio of the stay
 * it is for. More than the order's payments hold is refused.
 */
export async function refundOrderPayments(
  tx: Db,
  gateway: PaymentGateway,
  refund: FolioEntry & {
    orderId: string;
    reservationId: string;
    amountCents: number;
    idempotencyKey: string;
  },
): Promise<void> {
  if (refund.amountCents <= 0) return;
  const rows = await tx
    .select()
    .from(payments)
    .where(eq(payments.orderId, refund.orderId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .for("update");
  const refundable = rows.filter((row) => KEPT.includes(row.status));
  const available = refundable.reduce((sum, row) => sum + row.amountCents - row.refundedCents, 0);
  if (refundable.length === 0) {
    throw new AppError("PRECONDITION_FAILED", "This order has no payment to refund. Please call the park.");
  }
  if (refund.amountCents > available) {
    throw new AppError(
      "PRECONDITION_FAILED",
      `At most ${formatUsd(available)} of this order's payment can be refunded.`,
    );
  }
  let left = refund.amountCents;
  for (const [index, payment] of refundable.entries()) {
    const part = Math.min(left, payment.amountCents - payment.refundedCents);
    if (part <= 0) continue;
    let settled: { reference: string | null; status: "pending" | "succeeded" } = {
      reference: null,
      status: "succeeded",
    };
    if (!atTheDesk(payment.gateway)) {
      if (!payment.gatewayReference) {
        throw new AppError(
          "PRECONDITION_FAILED",
          "This order has no payment to refund. Please call the park.",
        );
      }
      settled = await gateway.refund({
        reference: payment.gatewayReference,
        amountCents: part,
        idempotencyKey: index === 0 ? refund.idempotencyKey : `${refund.idempotencyKey}:${index}`,
      });
    }
    await tx
      .update(payments)
      .set({
        refundedCents: sql`${payments.refundedCents} + ${part}`,
        status: sql`case when ${payments.refundedCents} + ${part} >= ${payments.amountCents} then 'refunded' else 'partially_refunded' end::payment_status`,
        updatedAt: refund.now,
      })
      .where(eq(payments.id, payment.id));
    await postFolioRefund(tx, {
      reservationId: refund.reservationId,
      amountCents: part,
      method: atTheDesk(payment.gateway) ? (payment.gateway as "cash" | "check") : "card",
      paymentId: payment.id,
      gatewayReference: settled.reference,
      status: settled.status,
      actor: refund.actor,
      reason: refund.reason,
      now: refund.now,
    });
    left -= part;
    if (left === 0) break;
  }
}
