import "server-only";
import type { Db } from "@/server/db/client";
import { orders } from "@/server/db/schema";
import { newConfirmationCode } from "./confirmation-code";

const isUniqueViolationOf = (error: unknown, constraint: string) => {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause;
  return cause?.code === "23505" && cause.constraint === constraint;
};

/** Inserts an order under a fresh confirmation code, drawing again in the (rare) case of a collision. */
export async function insertOrder(db: Db, values: Omit<typeof orders.$inferInsert, "orderConfirmation">) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction(async (savepoint) => {
        const [order] = await savepoint
          .insert(orders)
          .values({ ...values, orderConfirmation: newConfirmationCode() })
          .returning({
            id: orders.id,
            invoiceUuid: orders.invoiceUuid,
            orderConfirmation: orders.orderConfirmation,
          });
        return order!;
      });
    } catch (error) {
      if (attempt >= 4 || !isUniqueViolationOf(error, "orders_orderConfirmation_unique")) throw error;
    }
  }
}
