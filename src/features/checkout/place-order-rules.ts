import { formatUsd } from "@/lib/money";
import { AppError } from "@/server/errors";
import type { PlaceOrderInput } from "./checkout.schemas";
import type { CheckoutWaiver } from "./waivers";

/**
 * Only the waivers the cart's stays need must be accepted (none: nothing to tick). A client that names the keys it
 * showed must have shown them all: a kayak added in another tab brings a waiver the guest has not seen.
 */
export function requireWaivers(
  needed: readonly CheckoutWaiver[],
  input: Pick<PlaceOrderInput, "acceptedWaivers" | "acceptedWaiverKeys">,
) {
  if (needed.length === 0) return;
  const unseen = input.acceptedWaiverKeys
    ? needed.filter((waiver) => !input.acceptedWaiverKeys!.includes(waiver.key))
    : [];
  if (!input.acceptedWaivers || unseen.length > 0) {
    const titles = unseen.length > 0 ? `the ${unseen.map((waiver) => waiver.title).join(" and the ")}` : null;
    throw new AppError(
      "PRECONDITION_FAILED",
      titles
        ? `Please read and accept ${titles} to book.`
        : "Please read and accept the park waivers to book.",
      { field: "acceptedWaivers" },
    );
  }
}

/**
 * The cart may be checked out by this buyer: it exists, is not another signed-in user's (see
 * cart-access.service.ts), and was not booked already.
 */
export function requireOpenCart<T extends { userId: string | null; checkedOutAt: Date | null }>(
  cart: T | undefined,
  userId: string | null,
): asserts cart is T {
  if (!cart || (cart.userId && cart.userId !== userId)) {
    throw new AppError("NOT_FOUND", "This cart does not exist.");
  }
  if (cart.checkedOutAt) {
    throw new AppError("CONFLICT", "This cart was already booked: your confirmation e-mail has the details.");
  }
}

/** The cart has stays, and costs what the guest reviewed (when the client says what that was). */
export function requireReviewedCart(
  itemCount: number,
  total: number,
  expectedTotal: number | undefined,
): void {
  if (itemCount === 0) throw new AppError("PRECONDITION_FAILED", "Your cart is empty.");
  if (expectedTotal !== undefined && expectedTotal !== total) {
    throw new AppError(
      "PRECONDITION_FAILED",
      `Your total changed from ${formatUsd(expectedTotal)} to ${formatUsd(total)}. Please review it and pay again.`,
      { total },
    );
  }
}
