import "server-only";
import { eq } from "drizzle-orm";
import { extendSiteHold } from "@/features/availability/server";
import type { Db } from "@/server/db/client";
import { cartItems } from "@/server/db/schema";

/**
 * Tests only (`POST /api/test/carts/age`, behind `TEST_JOBS_TOKEN`): the cart as it would be `minutes` later — each
 * stay first held and held until that much earlier — so a browser test reaches an expired hold or the 2-hour limit
 * without waiting, while the server's own clock (which every claim is checked against) stays the real one.
 */
export async function ageCartForTests(db: Db, cartId: string, minutes: number): Promise<{ items: number }> {
  const shift = (date: Date) => new Date(date.getTime() - minutes * 60_000);
  const items = await db
    .select({
      id: cartItems.id,
      parkId: cartItems.parkId,
      createdAt: cartItems.createdAt,
      holdExpiresAt: cartItems.holdExpiresAt,
    })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  for (const item of items) {
    await db.transaction(async (tx) => {
      const expiresAt = shift(item.holdExpiresAt);
      await tx
        .update(cartItems)
        .set({ createdAt: shift(item.createdAt), holdExpiresAt: expiresAt })
        .where(eq(cartItems.id, item.id));
      await extendSiteHold(tx, { parkId: item.parkId, cartItemId: item.id, expiresAt });
    });
  }
  return { items: items.length };
}
