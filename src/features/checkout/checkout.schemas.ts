import { z } from "zod";
import { EQUIPMENT_TYPES } from "@/features/availability/engine-types";
import { ZShoppingCartUuid } from "@/features/cart/cart.schemas";

const requiredText = (label: string, max: number) =>
  z.string().trim().min(1, `Enter ${label}`).max(max, `Use at most ${max} characters`);

export const ZGuestDetails = z.object({
  firstName: requiredText("your first name", 80),
  lastName: requiredText("your last name", 80),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email("Enter an e-mail address like name@example.com").max(254)),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ().-]{7,20}$/, "Enter a phone number the park can reach you on, e.g. 607-555-0123"),
  address: z.object({
    line1: requiredText("the street address", 120),
    line2: z.string().trim().max(120).optional(),
    city: requiredText("the city", 80),
    state: requiredText("the state or province", 40),
    postalCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9 -]{3,10}$/, "Enter a postal code, e.g. 12776"),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, "Use a two-letter country code, e.g. US")
      .default("US"),
  }),
});
export type GuestDetailsInput = z.infer<typeof ZGuestDetails>;

/** What the park needs to know about each stay (spec §2's "trip details form"). */
export const ZTripDetailsInput = z.object({
  reservationDetailId: z.uuid(),
  equipmentType: z.enum(EQUIPMENT_TYPES).optional(),
  rvLength: z.number().int("Whole feet, please").min(8, "At least 8 ft").max(60, "At most 60 ft").optional(),
  vehicles: z.number().int().min(0).max(6, "At most 6 vehicles per site").optional(),
  arrivalTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a time like 16:30")
    .optional(),
  notes: z.string().trim().max(500, "Keep notes under 500 characters").optional(),
});
export type TripDetailsInput = z.infer<typeof ZTripDetailsInput>;

/** The documented cards of the built-in test gateway (api.md). */
export const TEST_CARDS = {
  success: "4242424242424242",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
} as const;

export const ZTestCardPayment = z.object({
  gateway: z.literal("test"),
  cardNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{12,19}$/, "Enter the card number")),
  expMonth: z.number().int().min(1, "Month 1–12").max(12, "Month 1–12"),
  expYear: z.number().int().min(2000, "Enter a four-digit year").max(2100, "Enter a four-digit year"),
  cvc: z.string().regex(/^\d{3,4}$/, "3 or 4 digits"),
});

export const ZStripePayment = z.object({
  gateway: z.literal("stripe"),
  paymentIntentId: z.string().min(3).max(255),
});

export const ZPayment = z.discriminatedUnion("gateway", [ZTestCardPayment, ZStripePayment]);
export type PaymentInput = z.infer<typeof ZPayment>;

export const ZPlaceOrderInput = z.object({
  shoppingCartUuid: ZShoppingCartUuid,
  /** One key per checkout attempt, made by the client: a retry with the same key and body gets the same order. */
  idempotencyKey: z.string().min(8).max(100),
  guest: ZGuestDetails,
  tripDetails: z.array(ZTripDetailsInput).max(50),
  /** Must be true; false answers PRECONDITION_FAILED (api.md), so it is a boolean here, not a literal. */
  acceptedWaivers: z.boolean(),
  /**
   * Added field: the keys of the waivers the guest read and ticked. Only the waivers the cart needs are asked
   * (a kayak rental brings the watercraft waiver); when given, it must name every one of them.
   */
  acceptedWaiverKeys: z.array(z.string().max(200)).max(50).optional(),
  /** Added field: a signed-in guest also saves `guest.phone` to their profile (ignored for a visitor). */
  savePhoneToProfile: z.boolean().optional(),
  payment: ZPayment,
  /** Added field: the total the guest reviewed, in cents. When it differs from the re-priced cart: PRECONDITION_FAILED. */
  expectedTotal: z.number().int().min(0).optional(),
});
export type PlaceOrderInput = z.infer<typeof ZPlaceOrderInput>;

export const ZPlaceOrderOutput = z.object({ invoiceUuid: z.uuid(), orderConfirmation: z.string() });

/** Checkout attempts per client address: far above a camper retrying a card, low enough to stop card testing. */
export const CHECKOUT_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 };
