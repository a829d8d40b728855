import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { describeCancellationDeadlines } from "@/features/availability/server";
import type { MemberDiscountEvent } from "@/features/membership/server";
import { memberDiscountBpForPark } from "@/features/membership/server";
import { sumCents } from "@/lib/money";
import {
  DEFAULT_PAYMENT_POLICY,
  paymentPolicySummary,
  stayPaymentSchedule,
  sumSchedules,
} from "@/lib/payments/payment-schedule";
import { stayOfColumns } from "@/lib/stay-columns";
import { nightsBetween, todayIn } from "@/lib/stay-dates";
import type { Db } from "@/server/db/client";
import { concurrently } from "@/server/db/concurrently";
import {
  addons,
  type CancellationPolicy,
  campsites,
  campsiteTypes,
  cartItemAddons,
  cartItems,
  cartParkPromoCodes,
  carts,
  parks,
  parkTaxes,
  promoCodes,
} from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { holdLimitOf } from "./cart-holds.service";
import { type PricingAddon, priceParkCart, REWARDS_DISCOUNT_LABEL, sumCartTotals } from "./cart-pricing";
import { type HoldProblem, holdProblems } from "./hold-problems.service";
import { promoCodeProblem } from "./promo-codes";

/** A park's policy with the refund deadline of each arrival in the cart, "today" being the park's. */
function cancellationPolicyOf(
  parkItems: readonly { parkTimeZone: string; parkCancellationPolicy: CancellationPolicy; arrival: string }[],
  now: Date,
) {
  const first = parkItems[0];
  if (!first) return { summary: "", deadlines: [] };
  const policy = first.parkCancellationPolicy;
  return {
    summary: policy.summary,
    deadlines: describeCancellationDeadlines(
      policy,
      parkItems.map((item) => item.arrival),
      todayIn(first.parkTimeZone, now),
    ),
  };
}

export type CartViewer = {
  now: Date;
  /** Set for an active member: the member discount applies (or a larger promotion). */
  member: { event: MemberDiscountEvent } | null;
};

/**
 * The cart with its items grouped per park, priced (domain.md), in a fixed number of queries; an expired item that
 * cannot simply be held again says why, with what the camper can do instead (`holdProblems`).
 */
export async function getCart(db: Db, cartId: string, viewer: CartViewer) {
  const { view, items } = await readCart(db, cartId, viewer);
  const problems = await holdProblems(db, items, viewer.now);
  if (problems.size === 0) return view;
  return {
    ...view,
    parkShoppingCartsArray: view.parkShoppingCartsArray.map((park) => ({
      ...park,
      shoppingCartItems: park.shoppingCartItems.map((item) => ({
        ...item,
        holdProblem: problems.get(item.reservationDetailId) ?? null,
      })),
    })),
  };
}

/**
 * The cart as `getCart` shows it, plus what checkout needs to book it: the stored item rows, their add-ons, and
 * each park's pricing down to every item's discount and taxes (so the order stores exactly what the guest saw).
 */
export async function readCart(db: Db, cartId: string, viewer: CartViewer) {
  const [cart] = await db
    .select({ id: carts.id, createdAt: carts.createdAt, checkedOutAt: carts.checkedOutAt })
    .from(carts)
    .where(eq(carts.id, cartId));
  if (!cart || cart.checkedOutAt)
    throw new AppError("NOT_FOUND", "This cart does not exist or was checked out.");

  const items = await db
    .select({
      id: cartItems.id,
      parkId: cartItems.parkId,
      parkName: parks.displayName,
      parkTimeZone: parks.timeZone,
      parkCancellationPolicy: parks.cancellationPolicy,
      parkPaymentPolicy: parks.paymentPolicy,
      campsiteTypeId: campsiteTypes.id,
      campsiteTypeName: campsiteTypes.name,
      category: campsiteTypes.category,
      campsiteId: campsites.id,
      campsiteName: campsites.name,
      siteLocked: cartItems.siteLocked,
      arrival: cartItems.arrival,
      departure: cartItems.departure,
      adults: cartItems.adults,
      children: cartItems.children,
      pets: cartItems.pets,
      equipment: cartItems.equipment,
      nightlyPricesCents: cartItems.nightlyPricesCents,
      lockFeeCents: cartItems.lockFeeCents,
      holdExpiresAt: cartItems.holdExpiresAt,
      createdAt: cartItems.createdAt,
    })
    .from(cartItems)
    .innerJoin(parks, eq(parks.id, cartItems.parkId))
    .innerJoin(campsiteTypes, eq(campsiteTypes.id, cartItems.campsiteTypeId))
    .innerJoin(campsites, eq(campsites.id, cartItems.campsiteId))
    .where(eq(cartItems.cartId, cart.id))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));

  const itemIds = items.map((item) => item.id);
  const parkIds = [...new Set(items.map((item) => item.parkId))];
  const [itemAddons, promos, taxes, addonOptions] =
    items.length === 0
      ? [[], [], [], []]
      : await concurrently(db, [
          () =>
            db
              .select({
                cartItemId: cartItemAddons.cartItemId,
                id: addons.id,
                name: addons.name,
                kind: addons.kind,
                quantity: cartItemAddons.quantity,
                unitPriceCents: addons.priceCents,
                mandatory: addons.mandatory,
              })
              .from(cartItemAddons)
              .innerJoin(addons, eq(addons.id, cartItemAddons.addonId))
              .where(inArray(cartItemAddons.cartItemId, itemIds))
              .orderBy(asc(addons.name)),
          () =>
            db
              .select({ parkId: cartParkPromoCodes.parkId, promo: promoCodes })
              .from(cartParkPromoCodes)
              .innerJoin(promoCodes, eq(promoCodes.id, cartParkPromoCodes.promoCodeId))
              .where(eq(cartParkPromoCodes.cartId, cart.id)),
          () =>
            db
              .select({ parkId: parkTaxes.parkId, rateBp: parkTaxes.rateBp })
              .from(parkTaxes)
              .where(inArray(parkTaxes.parkId, parkIds)),
          // The optional add-ons each park offers, for editing an item's add-ons in the cart.
          () =>
            db
              .select({
                parkId: addons.parkId,
                id: addons.id,
                kind: addons.kind,
                name: addons.name,
                description: addons.description,
                priceCents: addons.priceCents,
                maxQuantity: addons.maxQuantity,
                categories: addons.categories,
              })
              .from(addons)
              .where(
                and(inArray(addons.parkId, parkIds), eq(addons.active, true), eq(addons.mandatory, false)),
              )
              .orderBy(asc(addons.kind), asc(addons.name)),
        ]);

  const addonsOf = (itemId: string, kind: "daily_rate" | "online_store"): PricingAddon[] =>
    itemAddons.filter((addon) => addon.cartItemId === itemId && addon.kind === kind);

  const parkShoppingCartsArray = parkIds.map((parkId) => {
    const parkItems = items.filter((item) => item.parkId === parkId);
    const stored = promos.find((row) => row.parkId === parkId)?.promo ?? null;
    // A stored code is checked again on every read: it may have ended, been used up, or the stays changed.
    const promoProblem = stored
      ? promoCodeProblem(stored, {
          parkId,
          parkName: parkItems[0]?.parkName ?? "",
          today: todayIn(parkItems[0]?.parkTimeZone ?? "America/New_York", viewer.now),
          stays: parkItems.map((item) => ({ start: item.arrival, end: item.departure })),
        })
      : null;
    const promo =
      stored && !promoProblem
        ? { code: stored.code, discountType: stored.discountType, value: stored.value }
        : null;
    const priced = priceParkCart({
      parkId,
      taxRatesBp: taxes.filter((tax) => tax.parkId === parkId).map((tax) => tax.rateBp),
      promo,
      memberDiscountBp: viewer.member ? memberDiscountBpForPark(parkId, viewer.member.event) : null,
      items: parkItems.map((item) => ({
        id: item.id,
        nightlyPricesCents: item.nightlyPricesCents,
        lockFeeCents: item.lockFeeCents,
        dailyRateAddons: addonsOf(item.id, "daily_rate"),
        onlineStoreAddons: addonsOf(item.id, "online_store"),
      })),
    });
    // When each stay is paid (the park's policy, today at the park): what checkout charges now and what later.
    const today = todayIn(parkItems[0]?.parkTimeZone ?? "America/New_York", viewer.now);
    const schedules = parkItems.map((item, index) => {
      const pricedItem = priced.items[index]!;
      return stayPaymentSchedule(
        item.parkPaymentPolicy,
        {
          arrival: item.arrival,
          totalCents: pricedItem.subtotalCents - pricedItem.discountCents + pricedItem.taxesCents,
          nightlyPricesCents: item.nightlyPricesCents,
        },
        today,
      );
    });
    const schedule = sumSchedules(schedules);
    const policy = parkItems[0]?.parkPaymentPolicy ?? DEFAULT_PAYMENT_POLICY;
    return {
      priced,
      schedules,
      promoCodeId: promo ? stored!.id : null,
      view: {
        parkId,
        parkName: parkItems[0]?.parkName ?? "",
        subtotal: priced.subtotalCents,
        fees: priced.feesCents,
        discount: priced.discount
          ? {
              label: priced.discount.label,
              amount: priced.discount.amountCents,
              source: priced.discount.source,
            }
          : null,
        discountOffers: {
          promo: priced.offers.promo
            ? { code: priced.offers.promo.code, amount: priced.offers.promo.amountCents }
            : null,
          member: priced.offers.member
            ? {
                label: REWARDS_DISCOUNT_LABEL,
                discountBp: priced.offers.member.discountBp,
                amount: priced.offers.member.amountCents,
              }
            : null,
        },
        addonOptions: addonOptions
          .filter((addon) => addon.parkId === parkId)
          .map(({ parkId: _, ...addon }) => addon),
        promoCode: stored?.code ?? null,
        promoCodeProblem: promoProblem,
        taxes: priced.taxesCents,
        total: priced.totalCents,
        cancellationPolicy: cancellationPolicyOf(parkItems, viewer.now),
        payment: {
          kind: policy.kind,
          summary: paymentPolicySummary(policy),
          dueNow: schedule.dueNowCents,
          balanceDue: schedule.balanceCents,
          balanceDueOn: schedule.balanceDueOn,
        },
        shoppingCartItems: parkItems.map((item, index) => {
          const pricedItem = priced.items[index]!;
          return {
            reservationDetailId: item.id,
            campsiteType: {
              id: item.campsiteTypeId,
              name: item.campsiteTypeName,
              campsiteCategoryCode: item.category,
            },
            campsite: { id: item.campsiteId, name: item.campsiteName },
            siteLocked: item.siteLocked,
            ...stayOfColumns(item),
            nights: nightsBetween(item.arrival, item.departure),
            equipment: item.equipment,
            subtotal: pricedItem.subtotalCents,
            pricing: { nights: pricedItem.nightsCents, lockFee: item.lockFeeCents },
            holdExpiresAt: item.holdExpiresAt,
            holdLimitAt: holdLimitOf(item),
            expired: item.holdExpiresAt <= viewer.now,
            holdProblem: null as HoldProblem | null,
            dailyRateAddons: addonsOf(item.id, "daily_rate").map((addon) => {
              const tripTotal = pricedItem.dailyRateAddonTotals[addon.id] ?? 0;
              return {
                id: addon.id,
                name: addon.name,
                quantity: addon.quantity,
                mandatory: addon.mandatory,
                pricing: {
                  unitPrice: addon.unitPriceCents,
                  tripTotal,
                  pricingWithoutTaxesAndFees: tripTotal,
                  tripTotalBeforeTaxesFeesAndDiscounts: tripTotal,
                },
              };
            }),
            onlineStoreAddons: addonsOf(item.id, "online_store").map((addon) => ({
              id: addon.id,
              name: addon.name,
              quantity: addon.quantity,
              pricing: {
                unitPrice: addon.unitPriceCents,
                tripTotal: addon.unitPriceCents * addon.quantity,
                pricingWithoutTaxesAndFees: addon.unitPriceCents * addon.quantity,
              },
            })),
          };
        }),
      },
    };
  });

  const liveHolds = items.filter((item) => item.holdExpiresAt > viewer.now).map((item) => item.holdExpiresAt);
  const view = {
    id: cart.id,
    cartCreatedAt: cart.createdAt,
    holdExpiresAt:
      liveHolds.length > 0 ? new Date(Math.min(...liveHolds.map((date) => date.getTime()))) : null,
    itemCount: items.length,
    parkShoppingCartsArray: parkShoppingCartsArray.map((park) => park.view),
    totals: sumCartTotals(parkShoppingCartsArray.map((park) => park.priced)),
    /** What checkout charges now: every park's `payment.dueNow`. */
    dueNow: sumCents(parkShoppingCartsArray.map((park) => park.view.payment.dueNow)),
  };
  return {
    view,
    items,
    itemAddons,
    parks: parkShoppingCartsArray.map((park) => ({
      ...park.priced,
      promoCodeId: park.promoCodeId,
      schedules: park.schedules,
    })),
  };
}
