import { z } from "zod";
import { ZCampsiteCategory } from "@/features/parks/parks.schemas";

const ZCents = z.number().int();
const ZIsoDate = z.iso.date();

export const ZInvoiceUuid = z.uuid("Not a valid invoice id");

const ZMoneyBreakdown = z.object({ subtotal: ZCents, discount: ZCents, taxes: ZCents, total: ZCents });

export const ZOrderConfirmation = z.object({
  orderConfirmation: z.string(),
  invoiceUuid: z.uuid(),
  createdAt: z.date(),
  status: z.enum(["placed", "partially_canceled", "canceled"]),
  guest: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.object({
      line1: z.string(),
      line2: z.string().optional(),
      city: z.string(),
      state: z.string(),
      postalCode: z.string(),
      country: z.string(),
    }),
  }),
  subTotal: ZCents,
  discounts: ZCents,
  fees: ZCents,
  taxes: ZCents,
  total: ZCents,
  /** Everything refunded so far through cancellations. */
  refunded: ZCents,
  payment: z.object({ gateway: z.string(), cardLast4: z.string().nullable(), status: z.string() }).nullable(),
  /** Each park's part of the order, in the order of the cart. */
  parks: z.array(
    z.object({
      id: z.uuid(),
      slug: z.string(),
      name: z.string(),
      address: z.string(),
      phone: z.string(),
      email: z.string(),
      timeZone: z.string(),
      checkInTime: z.string(),
      checkOutTime: z.string(),
      directionsUrl: z.string(),
      cancellationPolicy: z.string(),
      promoCode: z.string().nullable(),
      discount: z.object({ label: z.string(), amount: ZCents }).nullable(),
      subtotal: ZCents,
      taxes: ZCents,
      total: ZCents,
    }),
  ),
  campsiteConfirmationSummaries: z.array(
    z.object({
      reservationId: z.uuid(),
      park: z.object({ id: z.uuid(), slug: z.string(), name: z.string() }),
      campsiteType: z.object({ id: z.uuid(), name: z.string(), campsiteCategoryCode: ZCampsiteCategory }),
      campsite: z.object({ id: z.uuid(), name: z.string() }),
      siteLocked: z.boolean(),
      dates: z.object({ start: ZIsoDate, end: ZIsoDate }),
      nights: z.number().int(),
      guests: z.object({ adults: z.number().int(), children: z.number().int(), pets: z.number().int() }),
      equipment: z
        .object({ type: z.string(), rvLength: z.number().optional(), slideOut: z.number().optional() })
        .nullable(),
      tripDetails: z.object({
        equipmentType: z.string().optional(),
        rvLength: z.number().optional(),
        vehicles: z.number().optional(),
        arrivalTime: z.string().optional(),
        notes: z.string().optional(),
      }),
      status: z.enum(["confirmed", "canceled"]),
      canceledAt: z.date().nullable(),
      refund: ZCents.nullable(),
      /** What cancelling now would refund, or null when it can no longer be cancelled online. */
      cancellationQuote: z.object({ refund: ZCents, fee: ZCents, fullRefundUntil: ZIsoDate }).nullable(),
      pricing: ZMoneyBreakdown.extend({ nights: ZCents, lockFee: ZCents }),
      dailyRateAddonConfirmations: z.array(
        z.object({
          name: z.string(),
          quantity: z.number().int(),
          /** Added: a mandatory fee (e.g. the pet fee for the party's pets), included in the all-in price. */
          mandatory: z.boolean(),
          /** Added `unitPrice` (per night and unit). */
          pricing: z.object({ unitPrice: ZCents, tripTotal: ZCents }),
        }),
      ),
      onlineStoreAddonConfirmations: z.array(
        z.object({
          name: z.string(),
          quantity: z.number().int(),
          pricing: z.object({ unitPrice: ZCents, tripTotal: ZCents }),
        }),
      ),
    }),
  ),
});
export type OrderConfirmation = z.infer<typeof ZOrderConfirmation>;

export const ZCancelReservationInput = z.object({ invoiceUuid: ZInvoiceUuid, reservationId: z.uuid() });
export const ZCancelReservationOutput = z.object({ refund: ZCents });
