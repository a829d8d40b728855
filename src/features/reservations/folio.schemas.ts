import { z } from "zod";

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
