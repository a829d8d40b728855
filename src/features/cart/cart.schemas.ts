import { z } from "zod";
import { ZCampsiteCategory } from "@/features/parks/parks.schemas";

export { ZShoppingCartUuid } from "@/lib/cart-id";

const ZCents = z.number().int();
const ZIsoDate = z.iso.date();

/**
 * Add-on pricing of spec §3: the unit price, the trip total (unit price × quantity, × nights for a daily-rate
 * add-on) and that total without taxes and fees. An add-on carries no fee of its own and taxes are itemized per
 * park, so today both totals are equal; a client reads `pricingWithoutTaxesAndFees` for the pre-tax line.
 */
const ZAddonPricing = z.object({ unitPrice: ZCents, tripTotal: ZCents, pricingWithoutTaxesAndFees: ZCents });
const ZDailyRateAddonPricing = ZAddonPricing.extend({ tripTotalBeforeTaxesFeesAndDiscounts: ZCents });

export const ZCart = z.object({
  id: z.uuid(),
  cartCreatedAt: z.date(),
  holdExpiresAt: z.date().nullable(),
  itemCount: z.number().int(),
  parkShoppingCartsArray: z.array(
    z.object({
      parkId: z.uuid(),
      parkName: z.string(),
      subtotal: ZCents,
      fees: ZCents,
      /** Added field `source`: which discount won for this park cart, the promo code or the member's. */
      discount: z
        .object({ label: z.string(), amount: ZCents, source: z.enum(["promo", "member"]) })
        .nullable(),
      /**
       * Added: both discounts this park cart could have — the promo code's and the member's — whichever applies
       * (`discount.source`), so the cart can say which won and why the other did not (spec §9: never both).
       */
      discountOffers: z.object({
        promo: z.object({ code: z.string(), amount: ZCents }).nullable(),
        member: z.object({ label: z.string(), discountBp: z.number().int(), amount: ZCents }).nullable(),
      }),
      addonOptions: z.array(
        z.object({
          id: z.uuid(),
          kind: z.enum(["daily_rate", "online_store"]),
          name: z.string(),
          description: z.string(),
          priceCents: ZCents,
          maxQuantity: z.number().int(),
          categories: z.array(ZCampsiteCategory),
        }),
      ),
      promoCode: z.string().nullable(),
      /** Why the stored code does not apply any more (it then gives no discount), or null. */
      promoCodeProblem: z.string().nullable(),
      taxes: ZCents,
      total: ZCents,
      /** Added field: the park's cancellation policy, with this cart's refund deadlines in park time. */
      cancellationPolicy: z.object({
        summary: z.string(),
        deadlines: z.array(z.object({ arrival: ZIsoDate, fullRefundUntil: ZIsoDate, text: z.string() })),
      }),
      /** Added field (decision 0050): the park's payment policy and what this cart pays now and later. */
      payment: z.object({
        kind: z.enum(["FULL", "DEPOSIT"]),
        summary: z.string(),
        dueNow: ZCents,
        balanceDue: ZCents,
        balanceDueOn: ZIsoDate.nullable(),
      }),
      shoppingCartItems: z.array(
        z.object({
          reservationDetailId: z.uuid(),
          campsiteType: z.object({ id: z.uuid(), name: z.string(), campsiteCategoryCode: ZCampsiteCategory }),
          campsite: z.object({ id: z.uuid(), name: z.string() }),
          siteLocked: z.boolean(),
          dates: z.object({ start: ZIsoDate, end: ZIsoDate }),
          nights: z.number().int(),
          guests: z.object({ adults: z.number().int(), children: z.number().int(), pets: z.number().int() }),
          equipment: z
            .object({
              type: z.string(),
              rvLength: z.number().optional(),
              slideOut: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
            })
            .nullable(),
          subtotal: ZCents,
          /** Added: the nights' price (before fees, add-ons and discounts) and the site-lock fee. */
          pricing: z.object({ nights: ZCents, lockFee: ZCents }),
          holdExpiresAt: z.date(),
          /** Added: the latest this stay can be held, 2 hours after it was first held (spec §9). */
          holdLimitAt: z.date(),
          expired: z.boolean(),
          /**
           * Added: why an expired stay cannot simply be held again (its site was taken, or its 2 hours are over),
           * with the next free site of its type for the same stay, or whether an availability alert can watch.
           */
          holdProblem: z
            .object({
              reason: z.enum(["SITE_TAKEN", "HOLD_LIMIT_REACHED"]),
              message: z.string(),
              nextFreeSite: z.object({ id: z.uuid(), name: z.string() }).nullable(),
              canWatch: z.boolean(),
            })
            .nullable(),
          dailyRateAddons: z.array(
            z.object({
              id: z.uuid(),
              name: z.string(),
              quantity: z.number().int(),
              /** Added: a mandatory fee for this stay and party (included in the all-in price, not opt-in). */
              mandatory: z.boolean(),
              pricing: ZDailyRateAddonPricing,
            }),
          ),
          onlineStoreAddons: z.array(
            z.object({
              id: z.uuid(),
              name: z.string(),
              quantity: z.number().int(),
              pricing: ZAddonPricing,
            }),
          ),
        }),
      ),
    }),
  ),
  totals: z.object({ subtotal: ZCents, discounts: ZCents, fees: ZCents, taxes: ZCents, total: ZCents }),
  /** Added field: what checkout charges now (every park's `payment.dueNow`). */
  dueNow: ZCents,
});

export type Cart = z.infer<typeof ZCart>;

export const ZAddonChoices = z
  .array(z.object({ addonId: z.uuid(), quantity: z.number().int().min(1).max(99) }))
  .max(30);

/** Holds per client address: 60 items in 10 minutes is far above any camper and stops inventory grabs. */
export const ADD_ITEM_RATE_LIMIT = { limit: 60, windowMs: 10 * 60_000 };
