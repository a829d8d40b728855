import { z } from "zod";
import { ZPayment } from "@/lib/payments/payment.schemas";

const ZCents = z.number().int();

/** api.md `FolioLine`: one line of a stay's ledger as callers read it. */
export const ZFolioLine = z.object({
  id: z.uuid(),
  at: z.date(),
  kind: z.enum(["CHARGE", "PAYMENT", "REFUND", "ADJUSTMENT"]),
  description: z.string(),
  amount: ZCents,
  method: z.enum(["CARD", "SAVED_CARD", "CASH", "CHECK"]).nullable(),
  status: z.enum(["PENDING", "SUCCEEDED", "FAILED"]),
  actor: z.object({ kind: z.enum(["GUEST", "STAFF", "JOB"]), name: z.string().nullable() }),
  reason: z.string().nullable(),
  tendered: ZCents.nullable(),
  change: ZCents.nullable(),
  checkNumber: z.string().nullable(),
});
export type FolioLineOutput = z.infer<typeof ZFolioLine>;

/** A stay's folio: its lines, what was paid (payments less refunds) and the balance (what is still owed). */
export const ZFolio = z.object({
  lines: z.array(ZFolioLine),
  paid: ZCents,
  balance: ZCents,
  /** When the balance is due (a deposit's balance date), or null when nothing is scheduled. */
  balanceDueOn: z.iso.date().nullable(),
});
export type FolioOutput = z.infer<typeof ZFolio>;

const ZAmount = z
  .number("Enter an amount.")
  .int("Enter an amount in cents.")
  .min(1, "Enter more than $0.00.")
  .max(10_000_000, "Enter $100,000 or less.");
const ZReason = z.string().trim().min(1, "Say why.").max(500, "Keep it under 500 characters.");
const ZDeskKey = z.string().min(8).max(100);

/** api.md `admin.folios.charge`. */
export const ZFolioChargeInput = z.object({
  reservationId: z.uuid(),
  idempotencyKey: ZDeskKey,
  amount: ZAmount,
  method: z.enum(["SAVED_CARD", "CARD", "CASH", "CHECK", "PAY_LINK"], "Choose how the guest pays."),
  tendered: ZAmount.optional(),
  checkNumber: z.string().trim().max(40, "Keep it under 40 characters.").optional(),
  reason: z.string().trim().max(500).optional(),
  /** `CARD` (added): the card as the gateway's own form took it — Stripe's intent, or the test gateway's card. */
  payment: ZPayment.optional(),
});

/** `admin.folios.startCardPayment` (added): the intent for a card handed over at the desk. */
export const ZDeskCardStart = ZFolioChargeInput.pick({
  reservationId: true,
  idempotencyKey: true,
  amount: true,
});

/** api.md `admin.folios.addLine`: an adjustment may credit (a negative amount). */
export const ZFolioLineInput = z.object({
  reservationId: z.uuid(),
  kind: z.enum(["CHARGE", "ADJUSTMENT"], "Choose a charge or an adjustment."),
  description: z.string().trim().min(1, "Say what it is.").max(200, "Keep it under 200 characters."),
  amount: z
    .number("Enter an amount.")
    .int("Enter an amount in cents.")
    .min(-10_000_000, "Enter $100,000 or less.")
    .max(10_000_000, "Enter $100,000 or less."),
  addonId: z.uuid().optional(),
  quantity: z.number().int().min(1, "Enter 1 or more.").max(99, "Enter 99 or fewer.").optional(),
  reason: ZReason,
});

/** api.md `admin.folios.refund`. */
export const ZFolioRefundInput = z.object({
  reservationId: z.uuid(),
  idempotencyKey: ZDeskKey,
  amount: ZAmount,
  reason: ZReason,
});
