import "server-only";
import { and, eq } from "drizzle-orm";
import type { EquipmentType, Guests } from "@/features/availability/server";
import {
  claimOnTypeTurn,
  evaluateStay,
  holdSite,
  loadSearchData,
  releaseHold,
  type TypeTurn,
} from "@/features/availability/server";
import { columnsOfStay } from "@/lib/stay-columns";
import { todayIn } from "@/lib/stay-dates";
import type { Db } from "@/server/db/client";
import {
  addons,
  campsiteTypes,
  cartItemAddons,
  cartItems,
  cartParkPromoCodes,
  carts,
  parks,
  promoCodes,
} from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { HOLD_DURATION_MS } from "./hold-rules";
import { type AddonChoice, chooseAddons, type ParkAddon } from "./item-addons";
import { normalizePromoCode, promoCodeProblem } from "./promo-codes";

export { HOLD_DURATION_MS, MAX_HOLD_AGE_MS } from "./hold-rules";

export type AddItemInput = {
  shoppingCartUuid?: string;
  parkId: string;
  campsiteTypeId: string;
  /** A specific site: the site lock (its fee applies). */
  campsiteId?: string;
  dates: { start: string; end: string };
  guests: Guests;
  equipment?: { type: EquipmentType; rvLength?: number; slideOut?: 0 | 1 | 2 };
  dailyRateAddons?: AddonChoice[];
  onlineStoreAddons?: AddonChoice[];
  /** The guest needs an accessible site: only those are held (no lock fee: the same booking as anyone's). */
  accessible?: boolean;
};

export function parkAddonsOf(db: Db, parkId: string): Promise<ParkAddon[]> {
  return db
    .select({
      id: addons.id,
      kind: addons.kind,
      name: addons.name,
      maxQuantity: addons.maxQuantity,
      categories: addons.categories,
      mandatory: addons.mandatory,
      chargedPer: addons.chargedPer,
      priceCents: addons.priceCents,
    })
    .from(addons)
    .where(and(eq(addons.parkId, parkId), eq(addons.active, true)));
}

/** The cart, open for changes: `NOT_FOUND` for an unknown or checked-out one. */
export async function openCart(db: Db, cartId: string) {
  const [cart] = await db
    .select({ id: carts.id, checkedOutAt: carts.checkedOutAt })
    .from(carts)
    .where(eq(carts.id, cartId));
  if (!cart || cart.checkedOutAt)
    throw new AppError("NOT_FOUND", "This cart does not exist or was checked out.");
  return cart;
}

/** A site held for a cart item. */
export type ClaimedItem = { shoppingCartUuid: string; reservationDetailId: string; campsiteId: string };

/** What an add to cart will claim, decided by reading alone (`planAddItem`). */
export type AddItemPlan = {
  type: { id: string; lockFeeCents: number };
  /** The free, fitting sites in best-fit order (the locked one alone with a site lock). */
  candidates: { id: string; name: string }[];
  nightlyPricesCents: number[];
  itemAddons: AddonChoice[];
};

/**
 * `booking.cart.addItem`, first half: re-checks the stay with the engine from the search's caches (brought up to
 * date at this call's start) and chooses the sites to try, writing nothing. A type with nothing free for the
 * party answers `CONFLICT` with its reasons here — in a rush, most guests, at the cost of a few reads.
 */
export async function planAddItem(db: Db, input: AddItemInput, context: { now: Date }): Promise<AddItemPlan> {
  if (input.shoppingCartUuid) await openCart(db, input.shoppingCartUuid);
  // The search's caches: brought up to date at this call's start, and the exclusion constraint decides anyway.
  const [data] = await loadSearchData(db, { ...input.dates, now: context.now }, [input.parkId], {
    cached: true,
  });
  const type = data?.types.find((candidate) => candidate.id === input.campsiteTypeId);
  if (!data || !type) throw new AppError("NOT_FOUND", "This park or stay type is not open for booking.");
  const sites = data.sites.filter((site) => site.campsiteTypeId === type.id);
  const { result, nightlyPricesCents, bookable } = evaluateStay(data, type, sites, {
    dates: input.dates,
    guests: input.guests,
    equipment: input.equipment,
    now: context.now,
    accessible: input.accessible,
  });
  if (result.failureReasons.length > 0 || !nightlyPricesCents) {
    throw new AppError("CONFLICT", result.failureReasons[0]?.message ?? "This stay cannot be booked.", {
      failureReasons: result.failureReasons,
    });
  }
  const candidates = input.campsiteId ? bookable.filter((site) => site.id === input.campsiteId) : bookable;
  if (candidates.length === 0) {
    throw new AppError(
      "CONFLICT",
      "That site is no longer free for these dates; choose another or any site.",
      {
        failureReasons: [],
      },
    );
  }
  const itemAddons = chooseAddons(await parkAddonsOf(db, input.parkId), type.category, input.guests, input);
  return { type, candidates, nightlyPricesCents, itemAddons };
}

/**
 * `booking.cart.addItem`, second half: holds the best-fit site of the plan (or the locked one) in one
 * transaction, on this type's turn (`claimOnTypeTurn`), among the sites no claim committed before that turn
 * holds. The exclusion constraint decides: a site taken anyway (a staff booking) passes to the next; none left is
 * `CONFLICT`. A new cart is created only with its first item, so a failed add leaves nothing behind.
 */
export async function claimPlannedItem(
  db: Db,
  plan: AddItemPlan,
  input: AddItemInput,
  context: {
    now: Date;
    userId: string | null;
    /** How long the hold runs (30 minutes unless said; an alert's offer holds 15). */
    holdMs?: number;
    /**
     * The site is the guest's own without a lock fee: an alert's offer names the site it holds, and the claimed
     * stay keeps it (decision 0070).
     */
    siteNamed?: boolean;
    /** More writes that stand or fall with this claim, in its transaction (an alert's offer record). */
    alongside?: (tx: Db, claimed: ClaimedItem) => Promise<void>;
  },
): Promise<ClaimedItem> {
  const { type, candidates, nightlyPricesCents, itemAddons } = plan;
  const holdExpiresAt = new Date(context.now.getTime() + (context.holdMs ?? HOLD_DURATION_MS));

  const question = {
    parkId: input.parkId,
    campsiteIds: candidates.map((site) => site.id),
    stay: input.dates,
    now: context.now,
  };
  // One turn: hold the first candidate no claim committed before the turn holds; a site taken anyway passes on.
  const claimFirstFree = async (tx: Db, turn: TypeTurn): Promise<ClaimedItem> => {
    const taken = await turn.claimedSites(question);
    const free = candidates.filter((site) => !taken.has(site.id));
    if (free.length === 0) throw soldOut(input);
    let cartId = input.shoppingCartUuid;
    if (!cartId) {
      const [cart] = await tx.insert(carts).values({ userId: context.userId }).returning({ id: carts.id });
      cartId = cart!.id;
    }
    for (const site of free) {
      const itemId = crypto.randomUUID();
      try {
        await tx.transaction(async (savepoint) => {
          await savepoint.insert(cartItems).values({
            id: itemId,
            cartId: cartId!,
            parkId: input.parkId,
            campsiteTypeId: type.id,
            campsiteId: site.id,
            siteLocked: Boolean(input.campsiteId) || context.siteNamed === true,
            ...columnsOfStay(input),
            nightlyPricesCents,
            lockFeeCents: input.campsiteId ? type.lockFeeCents : 0,
            holdExpiresAt,
            // The 2-hour hold-age cap counts from the injected clock, not the database's.
            createdAt: context.now,
          });
          await holdSite(savepoint, {
            parkId: input.parkId,
            campsiteId: site.id,
            campsiteName: site.name,
            stay: input.dates,
            expiresAt: holdExpiresAt,
            cartItemId: itemId,
            now: context.now,
          });
          if (itemAddons.length > 0) {
            await savepoint
              .insert(cartItemAddons)
              .values(itemAddons.map((addon) => ({ cartItemId: itemId, ...addon })));
          }
        });
        await tx.update(carts).set({ updatedAt: context.now }).where(eq(carts.id, cartId!));
        const claimed = { shoppingCartUuid: cartId!, reservationDetailId: itemId, campsiteId: site.id };
        await context.alongside?.(tx, claimed);
        return claimed;
      } catch (error) {
        if (error instanceof AppError && error.code === "CONFLICT") continue;
        throw error;
      }
    }
    throw soldOut(input);
  };
  // A rush for one type: guests take turns in arrival order, and each turn sees the holds of the turns before;
  // the guests behind a turn that found every candidate taken are answered from its read, without a turn.
  return claimOnTypeTurn(db, type.id, claimFirstFree, { question, error: () => soldOut(input) });
}

/** Another guest took the locked site, or the type's last free sites, since this guest's search. */
function soldOut(input: AddItemInput): AppError {
  return new AppError(
    "CONFLICT",
    input.campsiteId
      ? "Someone just took that site; choose another or any site."
      : "The last free sites of this type were just taken.",
    { failureReasons: [] },
  );
}

/** One item of an open cart: `NOT_FOUND` for an item of another cart. */
export async function itemOf(db: Db, cartId: string, itemId: string) {
  await openCart(db, cartId);
  const [item] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)));
  if (!item) throw new AppError("NOT_FOUND", "This item is not in the cart.");
  return item;
}

/** `booking.cart.removeItem`: the item goes and its hold with it (the site is free at once). */
export async function removeItem(db: Db, cartId: string, itemId: string): Promise<void> {
  const item = await itemOf(db, cartId, itemId);
  await db.transaction(async (tx) => {
    await releaseHold(tx, { parkId: item.parkId, cartItemId: itemId });
    await tx.delete(cartItems).where(eq(cartItems.id, itemId));
  });
}

/** `booking.cart.updateItemAddons`: replaces the guest's add-ons of an item (mandatory ones always stay). */
export async function updateItemAddons(
  db: Db,
  input: { cartId: string; itemId: string; dailyRateAddons: AddonChoice[]; onlineStoreAddons: AddonChoice[] },
): Promise<void> {
  const item = await itemOf(db, input.cartId, input.itemId);
  const [type] = await db
    .select({ category: campsiteTypes.category })
    .from(campsiteTypes)
    .where(eq(campsiteTypes.id, item.campsiteTypeId));
  const chosen = chooseAddons(await parkAddonsOf(db, item.parkId), type?.category ?? "", item, input);
  await db.transaction(async (tx) => {
    await tx.delete(cartItemAddons).where(eq(cartItemAddons.cartItemId, item.id));
    if (chosen.length > 0) {
      await tx.insert(cartItemAddons).values(chosen.map((addon) => ({ cartItemId: item.id, ...addon })));
    }
  });
}

/**
 * `booking.cart.applyPromoCode`: one code per cart and park. A code that does not apply answers `BAD_REQUEST`
 * with the reason in words.
 */
export async function applyPromoCode(
  db: Db,
  input: { cartId: string; parkId: string; code: string },
  now: Date,
): Promise<void> {
  await openCart(db, input.cartId);
  const [park] = await db
    .select({ id: parks.id, name: parks.displayName, timeZone: parks.timeZone })
    .from(parks)
    .where(eq(parks.id, input.parkId));
  if (!park) throw new AppError("NOT_FOUND", "This park does not exist.");
  const [promo, stays] = await Promise.all([
    db
      .select()
      .from(promoCodes)
      .where(eq(promoCodes.code, normalizePromoCode(input.code)))
      .then((rows) => rows[0] ?? null),
    db
      .select({ start: cartItems.arrival, end: cartItems.departure })
      .from(cartItems)
      .where(and(eq(cartItems.cartId, input.cartId), eq(cartItems.parkId, input.parkId))),
  ]);
  const problem = promoCodeProblem(promo, {
    parkId: park.id,
    parkName: park.name,
    today: todayIn(park.timeZone, now),
    stays,
  });
  if (problem || !promo) throw new AppError("INVALID_INPUT", problem ?? "This code does not apply.");
  await db
    .insert(cartParkPromoCodes)
    .values({ cartId: input.cartId, parkId: park.id, promoCodeId: promo.id })
    .onConflictDoUpdate({
      target: [cartParkPromoCodes.cartId, cartParkPromoCodes.parkId],
      set: { promoCodeId: promo.id },
    });
}

/** `booking.cart.removePromoCode` */
export async function removePromoCode(db: Db, input: { cartId: string; parkId: string }): Promise<void> {
  await openCart(db, input.cartId);
  await db
    .delete(cartParkPromoCodes)
    .where(and(eq(cartParkPromoCodes.cartId, input.cartId), eq(cartParkPromoCodes.parkId, input.parkId)));
}
