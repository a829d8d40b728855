import { describe, expect, it } from "vitest";
import {
  CART_STORAGE_KEY,
  cartCreationTime,
  clearStoredCart,
  readPromoCodes,
  readStoredCart,
  writePromoCode,
  writeStoredCart,
} from "@/lib/stored-cart";
import type { Cart } from "./cart.schemas";
import { toStoredCart } from "./cart-storage";

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const cart = {
  id: "11111111-1111-4111-8111-111111111111",
  parkShoppingCartsArray: [
    {
      parkId: "park-a",
      parkName: "Trout Town Farms",
      shoppingCartItems: [{ reservationDetailId: "item-1" }],
    },
  ],
} as unknown as Cart;

describe("the stored cart", () => {
  it("keys items by park with their reservation detail ids", () => {
    const stored = toStoredCart(cart, null, new Date("2026-11-21T10:00:00Z"));
    expect(stored.parkShoppingCarts).toEqual({
      "park-a": { parkName: "Trout Town Farms", shoppingCartItems: [{ reservationDetailId: "item-1" }] },
    });
  });

  it("moves the stored last-touch time to now on every change, and keeps it on a plain read", () => {
    const first = toStoredCart(cart, null, new Date("2026-11-21T10:00:00Z"), "change");
    expect(first.cartCreatedAt).toBe("2026-11-21T10:00:00.000Z");
    const read = toStoredCart(cart, first, new Date("2026-11-21T10:05:00Z"), "read");
    expect(read.cartCreatedAt).toBe("2026-11-21T10:00:00.000Z");
    const changed = toStoredCart(cart, read, new Date("2026-11-21T10:20:00Z"), "change");
    expect(changed.cartCreatedAt).toBe("2026-11-21T10:20:00.000Z");
  });

  it("starts the last-touch time at now for a cart it never stored (another cart's time is not reused)", () => {
    const other = { ...toStoredCart(cart, null, new Date("2026-11-01T00:00:00Z")), shoppingCartUuid: "x" };
    const read = toStoredCart(cart, other, new Date("2026-11-21T10:00:00Z"), "read");
    expect(read.cartCreatedAt).toBe("2026-11-21T10:00:00.000Z");
  });

  it("takes the cart creation time from the stored last-touch timestamp, or now if none exists", () => {
    const now = new Date("2026-11-21T12:00:00Z");
    expect(cartCreationTime("2026-11-21T10:20:00.000Z", now)).toEqual(new Date("2026-11-21T10:20:00Z"));
    expect(cartCreationTime(null, now)).toEqual(now);
    expect(cartCreationTime("not a time", now)).toEqual(now);
  });

  it("reads back what it wrote and ignores garbage", () => {
    const storage = memoryStorage();
    expect(readStoredCart(storage)).toBeNull();
    storage.setItem(CART_STORAGE_KEY, "{not json");
    expect(readStoredCart(storage)).toBeNull();
    writeStoredCart(storage, toStoredCart(cart, null, new Date()));
    expect(readStoredCart(storage)?.shoppingCartUuid).toBe(cart.id);
  });

  it("keeps promo codes per cart and park and forgets them with the cart", () => {
    const storage = memoryStorage();
    writeStoredCart(storage, toStoredCart(cart, null, new Date()));
    writePromoCode(storage, cart.id, "park-a", "TROUT15");
    writePromoCode(storage, cart.id, "park-b", "CAMP5");
    writePromoCode(storage, cart.id, "park-b", null);
    expect(readPromoCodes(storage, cart.id)).toEqual({ "park-a": "TROUT15" });
    clearStoredCart(storage);
    expect(readStoredCart(storage)).toBeNull();
    expect(readPromoCodes(storage, cart.id)).toEqual({});
  });
});
