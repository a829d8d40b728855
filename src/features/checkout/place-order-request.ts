import { createHash } from "node:crypto";
import type { PlaceOrderInput } from "./checkout.schemas";

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, entry]) => entry !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([key, entry]) => [key, canonical(entry)]),
    );
  }
  return value;
}

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
