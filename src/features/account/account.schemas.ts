import { z } from "zod";

export const ZProfile = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  memberSince: z.date(),
});

export const ZUpdateProfileInput = z.object({
  firstName: z.string().trim().min(1, "Enter your first name").max(80),
  lastName: z.string().trim().min(1, "Enter your last name").max(80),
  phone: z
    .string()
    .trim()
    .regex(/^(\+?[0-9 ().-]{7,20})?$/, "Enter a phone number, e.g. 607-555-0123")
    .transform((value) => value || null),
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
