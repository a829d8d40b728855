import { z } from "zod";
import { ZShoppingCartUuid } from "@/features/cart/cart.schemas";
import { ZPayment, ZStartedPayment } from "@/lib/payments/payment.schemas";
import { ZGuestDetails, ZTripDetailsInput } from "./checkout.input-schemas";

export {
  type GuestDetailsInput,
  type TripDetailsInput,
  ZGuestDetails,
  ZTripDetailsInput,
} from "./checkout.input-schemas";

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

/** `booking.checkout.startPayment`: placeOrder's input without the payment. */
export const ZStartPaymentInput = ZPlaceOrderInput.omit({ payment: true });
export type StartPaymentInput = z.infer<typeof ZStartPaymentInput>;

/**
 * The intent the browser confirms: Stripe's, or the test gateway's stand-in. Added: `paymentIntentId` and
 * `clientSecret` are null when nothing is due now (the order is placed without a payment).
 */
export const ZStartPaymentOutput = ZStartedPayment;
export type StartPaymentOutput = z.infer<typeof ZStartPaymentOutput>;

export const ZPlaceOrderOutput = z.object({ invoiceUuid: z.uuid(), orderConfirmation: z.string() });

/** Checkout attempts per client address: far above a camper retrying a card, low enough to stop card testing. */
export const CHECKOUT_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 };

/** `booking.checkout.quote` (api.md "Money"): what each park's stays cost, what is due today and what later. */
export const ZCheckoutQuote = z.object({
  parks: z.array(
    z.object({
      parkId: z.uuid(),
      total: z.number().int(),
      dueNow: z.number().int(),
      balanceDue: z.number().int(),
      balanceDueOn: z.iso.date().nullable(),
      policy: z.object({ kind: z.enum(["FULL", "DEPOSIT"]), summary: z.string() }),
    }),
  ),
  dueNow: z.number().int(),
});
export type CheckoutQuote = z.infer<typeof ZCheckoutQuote>;
