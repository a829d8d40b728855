import { describe, expect, it } from "vitest";
import { membershipPurchaseEvent } from "./membership-purchase-event";

describe("membershipPurchaseEvent", () => {
  it("reports the membership at the fixed price of $19.99 in USD under the given transaction id", () => {
    expect(membershipPurchaseEvent("rewards-abc")).toEqual({
      event: "purchase",
      ecommerce: {
        currency: "USD",
        value: 19.99,
        transaction_id: "rewards-abc",
        items: [
          {
            item_id: "rewards-membership",
            item_name: "Lantern Rewards membership",
            price: 19.99,
            quantity: 1,
          },
        ],
      },
    });
  });
});
