import { z } from "zod";

export { ZUpdateProfileInput } from "./account.input-schemas";

export const ZProfile = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  memberSince: z.date(),
});

const ZCents = z.number().int();

export const ZAccountOrder = z.object({
  invoiceUuid: z.uuid(),
  orderConfirmation: z.string(),
  createdAt: z.date(),
  status: z.enum(["placed", "partially_canceled", "canceled"]),
  total: ZCents,
  /** The last night of the order's latest stay has passed (at the park). */
  past: z.boolean(),
  reservations: z.array(
    z.object({
      reservationId: z.uuid(),
      park: z.object({ id: z.uuid(), slug: z.string(), name: z.string() }),
      campsiteType: z.object({ id: z.uuid(), name: z.string() }),
      campsite: z.object({ id: z.uuid(), name: z.string() }),
      dates: z.object({ start: z.iso.date(), end: z.iso.date() }),
      guests: z.object({ adults: z.number().int(), children: z.number().int(), pets: z.number().int() }),
      status: z.enum(["confirmed", "canceled"]),
      total: ZCents,
      refund: ZCents.nullable(),
      cancellationQuote: z.object({ refund: ZCents, fee: ZCents, fullRefundUntil: z.iso.date() }).nullable(),
    }),
  ),
});
