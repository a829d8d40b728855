import type { z } from "zod";
import { ZTestCardPayment } from "@/features/checkout/checkout.schemas";

/**
 * A card's "MM/YY" expiry (also "MM / YY", "MMYY" or "MM/YYYY", as people and autofill type it) as the month
 * and four-digit year the payment schema takes; null when it cannot be read.
 */
export function parseCardExpiry(value: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*[/\-. ]?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: match[2]!.length === 2 ? 2000 + year : year };
}

export type CardFieldValues = { cardNumber: string; expiry: string; cvc: string };
export type CardFieldName = keyof CardFieldValues;
export type TestCardPayment = z.output<typeof ZTestCardPayment>;

/**
 * The card fields as the test gateway's payment, or a message per field. An expiry before this month is refused
 * here already (the gateway would decline it anyway).
 */
export function readCardFields(
  values: CardFieldValues,
  now: Date,
): { ok: true; payment: TestCardPayment } | { ok: false; errors: Partial<Record<CardFieldName, string>> } {
  const errors: Partial<Record<CardFieldName, string>> = {};
  const expiry = parseCardExpiry(values.expiry);
  if (!expiry) errors.expiry = "Enter the expiry date as MM/YY";
  else if (
    expiry.expYear < now.getFullYear() ||
    (expiry.expYear === now.getFullYear() && expiry.expMonth < now.getMonth() + 1)
  ) {
    errors.expiry = "This card has expired";
  }
  const parsed = ZTestCardPayment.safeParse({
    gateway: "test",
    cardNumber: values.cardNumber,
    expMonth: expiry?.expMonth ?? 1,
    expYear: expiry?.expYear ?? now.getFullYear(),
    cvc: values.cvc.trim(),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field =
        issue.path[0] === "cvc" ? "cvc" : issue.path[0] === "cardNumber" ? "cardNumber" : "expiry";
      errors[field] ??= field === "cvc" ? "Enter the 3 or 4 digits on the back of the card" : issue.message;
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, payment: parsed.data };
}

/**
 * The server's field paths of a payment problem, at the card field a person would fix: a decline (`payment`) at
 * the card number, the schema's `payment.expMonth`/`expYear` at the expiry.
 */
export function cardFieldOf(path: string): CardFieldName | null {
  if (path === "payment" || path === "payment.cardNumber") return "cardNumber";
  if (path === "payment.expMonth" || path === "payment.expYear") return "expiry";
  if (path === "payment.cvc") return "cvc";
  return null;
}
