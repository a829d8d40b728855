import { z } from "zod";
import { ZTestCardPayment } from "./payment.input-schemas";

export { TEST_CARDS, ZTestCardPayment } from "./payment.input-schemas";

export const ZStripePayment = z.object({
  gateway: z.literal("stripe"),
  paymentIntentId: z.string().min(3).max(255),
});

export const ZPayment = z.discriminatedUnion("gateway", [ZTestCardPayment, ZStripePayment]);
export type PaymentInput = z.infer<typeof ZPayment>;
