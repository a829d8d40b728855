import "server-only";
import { eq } from "drizzle-orm";
import { assertCartAccess } from "@/features/cart/server";
import type { Db } from "@/server/db/client";
import { alertOffers, availabilityAlerts, cartItems, carts } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { consumeRateLimit } from "@/server/rate-limit";
import { hashAlertToken } from "./alert-tokens";
import { ALERT_LINK_RATE_LIMIT } from "./alerts.schemas";

/**
 * `booking.alerts.claim`: the offered site's cart becomes the guest's. With `shoppingCartUuid` (the guest's
 * own cart) the held item moves into it. The hold keeps the offer's end, the time its e-mail and page named
 * (decision 0070); from the cart it can be extended as any hold can, within 2 hours of the offer. After the
 * offer's 15 minutes it is `PRECONDITION_FAILED`: the site has passed on. Claiming twice returns the cart.
 */
export async function claimOffer(
  db: Db,
  input: { token: string; shoppingCartUuid?: string },
  caller: { now: Date; clientKey: string; userId: string | null },
): Promise<{ shoppingCartUuid: string }> {
  await consumeRateLimit(db, `alert-link:${caller.clientKey}`, ALERT_LINK_RATE_LIMIT, caller.now);
  const hash = hashAlertToken(input.token);
  return db.transaction(async (tx) => {
    const [offer] = await tx.select().from(alertOffers).where(eq(alertOffers.tokenHash, hash)).for("update");
    if (!offer)
      throw new AppError("NOT_FOUND", "This offer link is not valid. Open it from the latest e-mail.");
    if (offer.status === "claimed") {
      const [cart] = await tx
        .select({ checkedOutAt: carts.checkedOutAt })
        .from(carts)
        .where(eq(carts.id, offer.cartId));
      if (cart && !cart.checkedOutAt) {
        await assertCartAccess(tx, offer.cartId, caller.userId);
        return { shoppingCartUuid: offer.cartId };
      }
      throw new AppError("PRECONDITION_FAILED", "This offer was already claimed and booked.");
    }
    if (offer.status === "lapsed" || offer.expiresAt <= caller.now) {
      throw new AppError(
        "PRECONDITION_FAILED",
        "This offer has ended: it was held for 15 minutes, and the site has passed to the next guest waiting.",
      );
    }
    let cartId = offer.cartId;
    // The browser's own cart takes the site when it is the caller's and still open; otherwise the offer's cart.
    const mine =
      input.shoppingCartUuid && input.shoppingCartUuid !== offer.cartId
        ? await assertCartAccess(tx, input.shoppingCartUuid, caller.userId).then(
            () => true,
            () => false,
          )
        : false;
    if (mine && input.shoppingCartUuid) {
      const [own] = await tx
        .select({ checkedOutAt: carts.checkedOutAt })
        .from(carts)
        .where(eq(carts.id, input.shoppingCartUuid));
      if (own && !own.checkedOutAt) {
        await tx
          .update(cartItems)
          .set({ cartId: input.shoppingCartUuid })
          .where(eq(cartItems.cartId, offer.cartId));
        cartId = input.shoppingCartUuid;
      }
    }
    if (caller.userId) {
      await tx
        .update(carts)
        .set({ userId: caller.userId, updatedAt: caller.now })
        .where(eq(carts.id, cartId));
    }
    await tx
      .update(alertOffers)
      .set({ status: "claimed", claimedAt: caller.now, cartId })
      .where(eq(alertOffers.id, offer.id));
    await tx
      .update(availabilityAlerts)
      .set({ status: "claimed", updatedAt: caller.now })
      .where(eq(availabilityAlerts.id, offer.alertId));
    return { shoppingCartUuid: cartId };
  });
}
