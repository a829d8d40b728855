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
