import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { payments } from "@/server/db/schema";
import { logger } from "@/server/logger";
import type { PaymentGateway } from "./payment-gateway";

/** A card authorization made inside an order's transaction: what capture and void need. */
export type Authorization = { reference: string; amountCents: number };

/**
 * Takes the money once the order is committed; a failed capture leaves the payment authorized for staff to see
 * (the order stands: the guest was told it is booked). Answers whether the money was taken.
 */
export async function captureAfterCommit(
  db: Db,
  gateway: PaymentGateway,
  payment: { id: string; authorization: Authorization; gatewayKey: string },
): Promise<boolean> {
  try {
    await gateway.capture({ ...payment.authorization, idempotencyKey: `capture:${payment.gatewayKey}` });
    await db.update(payments).set({ status: "captured" }).where(eq(payments.id, payment.id));
    return true;
  } catch (error) {
    logger.error({ err: error, paymentId: payment.id }, "capturing a payment failed; it stays authorized");
    return false;
  }
}

/** Gives an authorization back when its order was not written; a failure here is logged, never thrown. */
export async function voidAfterFailure(
  gateway: PaymentGateway,
  authorization: Authorization,
  gatewayKey: string,
): Promise<void> {
  await gateway
    .void({ reference: authorization.reference, idempotencyKey: `void:${gatewayKey}` })
    .catch((voidError: unknown) =>
      logger.error({ err: voidError, reference: authorization.reference }, "voiding an authorization failed"),
    );
}
