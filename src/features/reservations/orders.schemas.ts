import { z } from "zod";
import { ZCampsiteCategory } from "@/features/parks/parks.schemas";
import { ZIsoDate } from "@/lib/date.input-schemas";
import { ZPayment } from "@/lib/payments/payment.schemas";
import { ZFolio } from "./folio.schemas";

const ZCents = z.number().int();
/** A date the server answers with (as stored; inputs take the bounded ZIsoDate). */
const ZDate = z.iso.date();

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
      dates: z.object({ start: ZDate, end: ZDate }),
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
      cancellationQuote: z.object({ refund: ZCents, fee: ZCents, fullRefundUntil: ZDate }).nullable(),
      /** The stay's ledger (domain.md "Money"): what it was charged, paid and refunded, and what it still owes. */
      folio: ZFolio,
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

/** `booking.orders.lookup` (decision 0036): a guest without an account finds their booking. */
export const ZLookupOrderInput = z.object({
  orderConfirmation: z
    .string()
    .trim()
    .min(4, "Enter the confirmation code from your e-mail (like LNT-7K3Q9P)")
    .max(40, "Enter the confirmation code from your e-mail (like LNT-7K3Q9P)"),
  email: z.email("Enter the e-mail address you booked with").max(254),
});
export const ZLookupOrderOutput = z.object({ invoiceUuid: z.uuid() });
/** Ten tries a quarter hour per client address: enough for typos, too few to guess codes. */
export const LOOKUP_RATE_LIMIT = { limit: 10, windowMs: 15 * 60_000 };

const ZStayDates = z
  .object({ start: ZIsoDate, end: ZIsoDate })
  .refine(({ start, end }) => end > start, {
    message: "The departure date must be after the arrival date",
    path: ["end"],
  })
  .refine(({ start, end }) => Date.parse(end) - Date.parse(start) <= 60 * 86_400_000, {
    message: "Stays are at most 60 nights",
    path: ["end"],
  });
const ZParty = z.object({
  adults: z.number().int().min(1, "At least one adult").max(50),
  children: z.number().int().min(0).max(50),
  pets: z.number().int().min(0).max(10),
});

/** A change of a booked stay by its guest: what changes (any of dates, site, party). */
export const ZStayChangeRequest = z.object({
  invoiceUuid: ZInvoiceUuid,
  reservationId: z.uuid(),
  dates: ZStayDates.optional(),
  campsiteId: z.uuid().optional(),
  guests: ZParty.optional(),
});
export const ZModifyReservationInput = ZStayChangeRequest.extend({
  idempotencyKey: z.string().min(8).max(100),
  payment: ZPayment.optional(),
  /**
   * The price difference the guest was shown (the quote's `priceDifference`): when today's differs, nothing is
   * charged or changed (`CONFLICT`, with the new amount). An addition to api.md; without it the change goes ahead.
   */
  expectedPriceDifference: ZCents.optional(),
});

const ZStaySummary = ZOrderConfirmation.shape.campsiteConfirmationSummaries.element;

/** What a change costs before the guest confirms it (an addition to api.md, decision 0036). */
export const ZStayChangeQuote = z.object({
  changed: z.boolean(),
  site: z.object({ id: z.uuid(), name: z.string() }),
  siteLocked: z.boolean(),
  dates: z.object({ start: ZDate, end: ZDate }),
  oldTotal: ZCents,
  newTotal: ZCents,
  priceDifference: ZCents,
  /** Charged to the guest's card on confirming. */
  toCharge: ZCents,
  /** Refunded on confirming, under the stay's cancellation terms. */
  toRefund: ZCents,
  /** The part of a lower price the terms keep (after the free-cancellation deadline). */
  kept: ZCents,
  lockFee: ZCents,
});

export const ZModifyReservationOutput = z.object({
  reservation: ZStaySummary,
  priceDifference: ZCents,
  charged: ZCents,
  refunded: ZCents,
  kept: ZCents,
});

/** The sites of a stay's type a guest may pick when changing it (free or not: the quote says). */
export const ZChangeOptions = z.object({
  sites: z.array(z.object({ id: z.uuid(), name: z.string() })),
  lockFee: ZCents,
});
