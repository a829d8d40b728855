import "server-only";
import { eq } from "drizzle-orm";
import { extendSiteHold, holdSite, releaseHold } from "@/features/availability/server";
import type { Db } from "@/server/db/client";
import { cartItems } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { type AddItemInput, itemOf, openCart, planAddItem } from "./cart-items.service";
import { extendedUntil, MAX_HOLD_AGE_MS } from "./hold-rules";

/**
 * How long a cart's stays are held (domain.md "Cart, holds, orders", decision 0070): extending, holding a stay
 * again on another site once its own was taken, and keeping holds while a payment is in flight.
 */

/** How long the holds of a cart whose payment is in flight last at least. */
export const PAYMENT_HOLD_MS = 30 * 60_000;

/** The latest a cart item may be held: 2 hours after it was first held (spec §9's configured value). */
export function holdLimitOf(item: { createdAt: Date }): Date {
  return new Date(item.createdAt.getTime() + MAX_HOLD_AGE_MS);
}

/** Until when pressing "extend" at `now` holds an item: 30 minutes from now, never past its 2-hour limit. */
export function extendedHoldUntil(item: { createdAt: Date }, now: Date): Date {
  return extendedUntil(holdLimitOf(item), now.getTime());
}

/** What `extendHold` did: live holds run longer, expired items whose sites were still free are held again. */
export type HoldExtension = { extended: number; reheld: number };

/**
 * `booking.cart.extendHold`: every live hold runs 30 minutes from now again, never past 2 hours after the item
 * was first held. An expired item within its 2 hours is held again when its site is still free; otherwise it
 * stays expired and the cart says why (`holdProblems`). A cart whose every hold has reached its 2 hours already
 * (nothing to extend, nothing expired) is `PRECONDITION_FAILED` with `reason: "HOLD_LIMIT_REACHED"`.
 */
export async function extendHold(db: Db, cartId: string, now: Date): Promise<HoldExtension> {
  await openCart(db, cartId);
  const items = await db.select().from(cartItems).where(eq(cartItems.cartId, cartId));
  const outcome: HoldExtension = { extended: 0, reheld: 0 };
  for (const item of items) {
    const expiresAt = extendedHoldUntil(item, now);
    if (item.holdExpiresAt > now) {
      // At its limit already (or held longer for a payment in flight): nothing to gain.
      if (expiresAt <= item.holdExpiresAt) continue;
      await db.transaction(async (tx) => {
        await tx.update(cartItems).set({ holdExpiresAt: expiresAt }).where(eq(cartItems.id, item.id));
        await extendSiteHold(tx, { parkId: item.parkId, cartItemId: item.id, expiresAt });
      });
      outcome.extended += 1;
      continue;
    }
    if (expiresAt <= now) continue;
    try {
      await db.transaction(async (tx) => {
        await releaseHold(tx, { parkId: item.parkId, cartItemId: item.id }, { regained: true });
        await holdSite(tx, {
          parkId: item.parkId,
          campsiteId: item.campsiteId,
          campsiteName: "",
          stay: { start: item.arrival, end: item.departure },
          expiresAt,
          cartItemId: item.id,
          now,
        });
        await tx.update(cartItems).set({ holdExpiresAt: expiresAt }).where(eq(cartItems.id, item.id));
      });
      outcome.reheld += 1;
    } catch (error) {
      // Taken meanwhile: the item stays expired, and the cart says so and offers the next free site.
      if (!(error instanceof AppError && error.code === "CONFLICT")) throw error;
    }
  }
  const expired = items.some((item) => item.holdExpiresAt <= now);
  if (items.length > 0 && outcome.extended === 0 && outcome.reheld === 0 && !expired) {
    const until = new Date(Math.min(...items.map((item) => item.holdExpiresAt.getTime())));
    throw new AppError(
      "PRECONDITION_FAILED",
      "Your sites are held for the longest we can hold them (2 hours from your first hold). Check out before the time runs out.",
      { reason: "HOLD_LIMIT_REACHED", heldUntil: until.toISOString() },
    );
  }
  return outcome;
}

/**
 * `booking.cart.holdAnotherSite`: an expired item whose site someone else took is held on `campsiteId` instead —
 * another site of its type, free and fitting for the same stay, party and rig (the engine checks, as for an add),
 * from now for 30 minutes within the item's 2 hours, at today's price; its add-ons and site lock stay as they were.
 * A live item, or one past its 2 hours, is `PRECONDITION_FAILED`; a site no longer free is `CONFLICT`.
 */
export async function holdAnotherSite(
  db: Db,
  input: { cartId: string; itemId: string; campsiteId: string },
  now: Date,
): Promise<void> {
  const item = await itemOf(db, input.cartId, input.itemId);
  if (item.holdExpiresAt > now) {
    throw new AppError("PRECONDITION_FAILED", "This stay is still held for you; nothing to change.", {
      reason: "STILL_HELD",
    });
  }
  const expiresAt = extendedHoldUntil(item, now);
  if (expiresAt <= now) {
    throw new AppError(
      "PRECONDITION_FAILED",
      "We held this stay for 2 hours, the longest we hold a site. Remove it and add it again from the park page.",
      { reason: "HOLD_LIMIT_REACHED" },
    );
  }
  const plan = await planAddItem(
    db,
    {
      parkId: item.parkId,
      campsiteTypeId: item.campsiteTypeId,
      campsiteId: input.campsiteId,
      dates: { start: item.arrival, end: item.departure },
      guests: { adults: item.adults, children: item.children, pets: item.pets },
      ...(item.equipment ? { equipment: item.equipment as AddItemInput["equipment"] } : {}),
    },
    { now },
  );
  const site = plan.candidates[0]!;
  await db.transaction(async (tx) => {
    await releaseHold(tx, { parkId: item.parkId, cartItemId: item.id }, { regained: true });
    await holdSite(tx, {
      parkId: item.parkId,
      campsiteId: site.id,
      campsiteName: site.name,
      stay: { start: item.arrival, end: item.departure },
      expiresAt,
      cartItemId: item.id,
      now,
    });
    await tx
      .update(cartItems)
      .set({ campsiteId: site.id, holdExpiresAt: expiresAt, nightlyPricesCents: plan.nightlyPricesCents })
      .where(eq(cartItems.id, item.id));
  });
}

/**
 * A payment is in flight (`booking.checkout.startPayment`): every live hold runs at least `PAYMENT_HOLD_MS` from
 * now, past the guest's 2-hour cap, so a card confirmed with the bank (3-D Secure) still finds its sites held
 * when the order is placed (decision 0053). Expired holds stay expired: the order says so.
 */
export async function keepHoldsForPayment(db: Db, cartId: string, now: Date): Promise<void> {
  const until = new Date(now.getTime() + PAYMENT_HOLD_MS);
  const items = await db
    .select({ id: cartItems.id, parkId: cartItems.parkId, holdExpiresAt: cartItems.holdExpiresAt })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  for (const item of items) {
    if (item.holdExpiresAt <= now || item.holdExpiresAt >= until) continue;
    await db.transaction(async (tx) => {
      await tx.update(cartItems).set({ holdExpiresAt: until }).where(eq(cartItems.id, item.id));
      await extendSiteHold(tx, { parkId: item.parkId, cartItemId: item.id, expiresAt: until });
    });
  }
}
