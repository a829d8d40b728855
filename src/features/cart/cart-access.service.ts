import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { carts } from "@/server/db/schema";
import { AppError } from "@/server/errors";

/**
 * A signed-in user's cart belongs to that user alone: to anyone else (another user, a visitor) it does not
 * exist, whoever holds its id. A visitor's cart stays open to whoever holds its id until it is adopted at
 * sign-in. An unknown cart is left to the action itself to answer.
 */
export async function assertCartAccess(db: Db, cartId: string, userId: string | null): Promise<void> {
  const [cart] = await db.select({ userId: carts.userId }).from(carts).where(eq(carts.id, cartId));
  if (cart?.userId && cart.userId !== userId) {
    throw new AppError("NOT_FOUND", "This cart does not exist or was checked out.");
  }
}
