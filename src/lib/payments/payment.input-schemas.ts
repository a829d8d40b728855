import "@/lib/zod-messages";
import * as z from "zod/mini";

/**
 * The card payment the browser checks before sending (checkout and the Rewards purchase): `zod/mini`, so classic Zod
 * stays out of the client bundle. payment.schemas.ts re-exports it for the server.
 */
/** The documented cards of the built-in test gateway (api.md). */
export const TEST_CARDS = {
  success: "4242424242424242",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
  /** Pays at checkout and is saved; its off-session balance is declined later (Stripe's own 0341 card). */
  declinesLater: "4000000000000341",
} as const;

export const ZTestCardPayment = z.object({
  gateway: z.literal("test"),
  cardNumber: z.pipe(
    z.pipe(
      z.string(),
      z.transform((value: string) => value.replace(/[\s-]/g, "")),
    ),
    z.string().check(z.regex(/^\d{12,19}$/, "Enter the card number")),
  ),
  expMonth: z.number().check(z.int(), z.minimum(1, "Month 1–12"), z.maximum(12, "Month 1–12")),
  expYear: z
    .number()
    .check(z.int(), z.minimum(2000, "Enter a four-digit year"), z.maximum(2100, "Enter a four-digit year")),
  cvc: z.string().check(z.regex(/^\d{3,4}$/, "3 or 4 digits")),
});
