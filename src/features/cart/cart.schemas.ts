import { z } from "zod";
import { ZCampsiteCategory } from "@/features/parks/parks.schemas";

const ZCents = z.number().int();
const ZIsoDate = z.iso.date();

export const ZShoppingCartUuid = z.uuid("Not a valid cart id");

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
      discount: z.object({ label: z.string(), amount: ZCents }).nullable(),
      promoCode: z.string().nullable(),
      taxes: ZCents,
      total: ZCents,
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
          holdExpiresAt: z.date(),
          expired: z.boolean(),
          dailyRateAddons: z.array(
            z.object({
              id: z.uuid(),
              name: z.string(),
              quantity: z.number().int(),
              pricing: z.object({ tripTotalBeforeTaxesFeesAndDiscounts: ZCents }),
            }),
          ),
          onlineStoreAddons: z.array(
            z.object({
              id: z.uuid(),
              name: z.string(),
              quantity: z.number().int(),
              pricing: z.object({ unitPrice: ZCents }),
            }),
          ),
        }),
      ),
    }),
  ),
  totals: z.object({ subtotal: ZCents, discounts: ZCents, fees: ZCents, taxes: ZCents, total: ZCents }),
});

export type Cart = z.infer<typeof ZCart>;
