import { MEMBERSHIP_PRICE_CENTS } from "./member-discount";

/** Spec §7: membership purchase analytics uses the fixed membership price, in dollars, in USD. */
const PRICE = MEMBERSHIP_PRICE_CENTS / 100;

/** The data-layer `purchase` event of a Rewards membership (GA4 e-commerce shape). */
export function membershipPurchaseEvent(transactionId: string) {
  return {
    event: "purchase",
    ecommerce: {
      currency: "USD",
      value: PRICE,
      transaction_id: transactionId,
      items: [
        { item_id: "rewards-membership", item_name: "Lantern Rewards membership", price: PRICE, quantity: 1 },
      ],
    },
  };
}
