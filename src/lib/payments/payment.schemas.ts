import { z } from "zod";
import { ZTestCardPayment } from "./payment.input-schemas";

export { TEST_CARDS, ZTestCardPayment } from "./payment.input-schemas";

/**
 * A payment the browser confirmed with Stripe (decision 0053). `paymentIntentId` is null when `startPayment` said
 * nothing is due now (no intent was made); a checkout with something due is then refused.
 */
export const ZStripePayment = z.object({
  gateway: z.literal("stripe"),
  paymentIntentId: z.string().min(3).max(255).nullable(),
});

export const ZPayment = z.discriminatedUnion("gateway", [ZTestCardPayment, ZStripePayment]);
export type PaymentInput = z.infer<typeof ZPayment>;

/**
 * Step one of every payment (checkout's `startPayment`, `pay.start`, `membership.startSubscription`,
 * `orders.startChangePayment`): the intent the browser's card form confirms — Stripe's, or the test gateway's
 * stand-in. `paymentIntentId` and `clientSecret` are null when nothing is to be paid.
 */
export const ZStartedPayment = z.object({
  gateway: z.enum(["test", "stripe"]),
  paymentIntentId: z.string().nullable(),
  clientSecret: z.string().nullable(),
  amount: z.number().int().min(0),
});
export type StartedPaymentOutput = z.infer<typeof ZStartedPayment>;
