import { z } from "zod";

const ZDeposit = z.union([
  z.object({
    percent: z
      .number()
      .int("Enter whole percent.")
      .min(1, "Enter 1 % to 99 %.")
      .max(99, "Enter 1 % to 99 %."),
  }),
  z.object({
    nights: z
      .number()
      .int("Enter whole nights.")
      .min(1, "Enter 1 night or more.")
      .max(30, "Enter 30 nights or fewer."),
  }),
  z.object({
    amount: z
      .number()
      .int("Enter an amount in cents.")
      .min(100, "Enter $1.00 or more.")
      .max(1_000_000, "Enter $10,000 or less."),
  }),
]);

const ZBalanceDueDays = z
  .number()
  .int("Enter whole days.")
  .min(1, "Enter 1 day or more.")
  .max(180, "Enter 180 days or fewer.");

/** api.md `admin.paymentPolicies.upsert`: FULL, or DEPOSIT with its deposit; the balance's days before arrival. */
export const ZPaymentPolicyInput = z.discriminatedUnion("kind", [
  z.object({ parkId: z.uuid(), kind: z.literal("FULL"), balanceDueDays: ZBalanceDueDays }),
  z.object({
    parkId: z.uuid(),
    kind: z.literal("DEPOSIT"),
    deposit: ZDeposit,
    balanceDueDays: ZBalanceDueDays,
  }),
]);
export type PaymentPolicyInput = z.infer<typeof ZPaymentPolicyInput>;

export const ZPaymentPolicyOutput = z.object({
  parkId: z.uuid(),
  kind: z.enum(["FULL", "DEPOSIT"]),
  deposit: z
    .union([
      z.object({ percent: z.number() }),
      z.object({ nights: z.number() }),
      z.object({ amount: z.number() }),
    ])
    .nullable(),
  balanceDueDays: z.number().int(),
  /** The policy as guests read it in the cart and at checkout. */
  summary: z.string(),
});
export type PaymentPolicyOutput = z.infer<typeof ZPaymentPolicyOutput>;
