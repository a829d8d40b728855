import { z } from "zod";
import { ZPayment, ZStartedPayment } from "@/lib/payments/payment.schemas";

/** A pay link's token: 32 URL-safe characters (192 random bits); anything else is not a link we sent. */
export const ZPayLinkToken = z.string().regex(/^[A-Za-z0-9_-]{32}$/, "This pay link is not valid.");

export const ZPayLinkInput = z.object({ token: ZPayLinkToken });

/** `booking.pay.get` (api.md "Money"): what the stay owes and whether the link can pay it. */
export const ZPayLinkView = z.object({
  status: z.enum(["OWING", "PAID", "EXPIRED", "CANCELLED"]),
  orderConfirmation: z.string(),
  firstName: z.string(),
  park: z.object({ name: z.string(), phone: z.string().nullable() }),
  campsiteTypeName: z.string(),
  campsiteName: z.string(),
  arrival: z.iso.date(),
  departure: z.iso.date(),
  paid: z.number().int(),
  balance: z.number().int().min(0),
});

export const ZPayLinkStartInput = z.object({
  token: ZPayLinkToken,
  idempotencyKey: z.string().min(8).max(100),
});

/** `booking.pay.start`: the intent for the amount owed (Stripe's, or the test gateway's stand-in). */
export const ZPayLinkStarted = ZStartedPayment;

/** `booking.pay.complete` (added): the payment the gateway's form made, recorded on the folio once. */
export const ZPayLinkCompleteInput = ZPayLinkStartInput.extend({ payment: ZPayment });
export const ZPayLinkCompleted = z.object({ paid: z.number().int(), balance: z.number().int().min(0) });
