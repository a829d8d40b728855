import { describe, expect, it } from "vitest";
import type { Cart } from "./cart.schemas";
import { beginCheckoutEvent, purchaseEvent } from "./cart-analytics";

const item = (id: string, subtotal: number) => ({
  reservationDetailId: id,
  campsiteType: { id: `type-${id}`, name: `Site ${id}`, campsiteCategoryCode: "tent" },
  subtotal,
});

const cart = {
  id: "cart",
  parkShoppingCartsArray: [
    { parkId: "a", shoppingCartItems: [item("1", 12_000)] },
    { parkId: "b", shoppingCartItems: [item("2", 9_050)] },
  ],
  totals: { subtotal: 21_050, discounts: 500, fees: 0, taxes: 1_644, total: 22_194 },
} as unknown as Cart;

describe("checkout analytics", () => {
  it("begin_checkout carries every item and the total in dollars", () => {
    expect(beginCheckoutEvent(cart)).toEqual({
      event: "begin_checkout",
      ecommerce: {
        currency: "USD",
        value: 221.94,
        items: [
          { item_id: "type-1", item_name: "Site 1", item_category: "tent", price: 120, quantity: 1 },
          { item_id: "type-2", item_name: "Site 2", item_category: "tent", price: 90.5, quantity: 1 },
        ],
      },
    });
  });

  it("purchase is keyed by the confirmation code and carries the taxes", () => {
    expect(purchaseEvent(cart, "LNT-7K3Q9P").ecommerce).toMatchObject({
      transaction_id: "LNT-7K3Q9P",
      currency: "USD",
      value: 221.94,
      tax: 16.44,
    });
  });
});
