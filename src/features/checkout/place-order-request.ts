import { createHash } from "node:crypto";
import { canonical } from "@/lib/canonical";
import type { PlaceOrderInput } from "./checkout.schemas";

/**
 * A fingerprint of a checkout request, to tell a retry (same key, same body → the same order) from a reused key
 * (another body → CONFLICT). The card is represented by its last four digits and expiry only, so no card number
 * is ever stored, not even hashed.
 */
export function hashPlaceOrderRequest(input: PlaceOrderInput): string {
  const payment =
    input.payment.gateway === "test"
      ? {
          gateway: "test",
          last4: input.payment.cardNumber.slice(-4),
          expMonth: input.payment.expMonth,
          expYear: input.payment.expYear,
        }
      : input.payment;
  const body = canonical({ ...input, payment, idempotencyKey: undefined });
  return createHash("sha256").update(JSON.stringify(body)).digest("hex");
}

/** A fingerprint of a checkout without its payment (`booking.checkout.startPayment`): one intent per body and key. */
export function hashCheckoutRequest(input: Omit<PlaceOrderInput, "payment">): string {
  const { payment: _, ...body } = input as PlaceOrderInput;
  return createHash("sha256")
    .update(JSON.stringify(canonical({ ...body, idempotencyKey: undefined })))
    .digest("hex");
}
