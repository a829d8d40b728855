import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { orders } from "@/server/db/schema";
import { AppError } from "@/server/errors";

/** The one answer to every miss: it never tells whether the code or the e-mail was wrong. */
export const LOOKUP_MISS =
  "We found no booking with this confirmation code and e-mail address. Check both and try again.";

const digest = (text: string) => createHash("sha256").update(text.trim().toLowerCase()).digest();

/** "lnt 7k3q9p", "7K3Q9P" → "LNT-7K3Q9P": the code as guests may type it from the e-mail. */
export function normalizeConfirmationCode(input: string): string {
  const bare = input.toUpperCase().replace(/[^0-9A-Z]/g, "");
  return `LNT-${bare.startsWith("LNT") ? bare.slice(3) : bare}`;
}

/**
 * `booking.orders.lookup` (decision 0036): the order's invoice UUID for its confirmation code and the guest's
 * e-mail. A hit and every kind of miss do the same work (one indexed read, one constant-time comparison of
 * digests, a stand-in digest when no order has the code) and a miss always answers the same `NOT_FOUND`; the router
 * counts every attempt against the client's rate limit first.
 */
export async function lookupOrder(
  db: Db,
  input: { orderConfirmation: string; email: string },
): Promise<{ invoiceUuid: string }> {
  const [order] = await db
    .select({ invoiceUuid: orders.invoiceUuid, guest: orders.guest })
    .from(orders)
    .where(eq(orders.orderConfirmation, normalizeConfirmationCode(input.orderConfirmation)));
  const expected = digest(order?.guest.email ?? "\u0000no order\u0000");
  const matches = timingSafeEqual(expected, digest(input.email));
  if (!order || !matches) throw new AppError("NOT_FOUND", LOOKUP_MISS);
  return { invoiceUuid: order.invoiceUuid };
}
