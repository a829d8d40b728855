/**
 * The cart as kept in browser storage (spec §3, §4): its id, the items per park and the last-touch time, plus
 * the promo codes per cart and park. The server is the source of truth; this mirror lets the header show a
 * count and lets the cart survive a reload.
 */
export const CART_STORAGE_KEY = "lantern.cart";
export const PROMO_CODES_STORAGE_KEY = "lantern.cartPromoCodes";

export type StoredCart = {
  shoppingCartUuid: string;
  /**
   * The cart creation time of spec §4: the stored last-touch timestamp (ISO), moved to now on every change this
   * browser makes to the cart (add, remove, add-on change, promo code, hold extension).
   */
  cartCreatedAt: string;
  parkShoppingCarts: Record<
    string,
    { parkName: string; shoppingCartItems: { reservationDetailId: string }[] }
  >;
};

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function readStoredCart(storage: StorageLike): StoredCart | null {
  try {
    const value = JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? "null") as Partial<StoredCart> | null;
    return typeof value?.shoppingCartUuid === "string" ? (value as StoredCart) : null;
  } catch {
    return null;
  }
}

/** Spec §4: the cart creation time is the stored last-touch timestamp, or now if none exists. */
export function cartCreationTime(lastTouch: string | null | undefined, now: Date): Date {
  const touched = lastTouch ? Date.parse(lastTouch) : Number.NaN;
  return Number.isNaN(touched) ? now : new Date(touched);
}

export function writeStoredCart(storage: StorageLike, cart: StoredCart): void {
  storage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
}

/** Forgets the cart and its promo codes. */
export function clearStoredCart(storage: StorageLike): void {
  const cartId = readStoredCart(storage)?.shoppingCartUuid;
  storage.removeItem(CART_STORAGE_KEY);
  if (cartId) {
    const codes = readAllPromoCodes(storage);
    delete codes[cartId];
    storage.setItem(PROMO_CODES_STORAGE_KEY, JSON.stringify(codes));
  }
}

type PromoCodesByCart = Record<string, Record<string, string>>;

function readAllPromoCodes(storage: StorageLike): PromoCodesByCart {
  try {
    const value = JSON.parse(storage.getItem(PROMO_CODES_STORAGE_KEY) ?? "{}") as unknown;
    return value && typeof value === "object" ? (value as PromoCodesByCart) : {};
  } catch {
    return {};
  }
}

/** Promo codes of one cart, by park id. */
export function readPromoCodes(storage: StorageLike, cartId: string): Record<string, string> {
  return readAllPromoCodes(storage)[cartId] ?? {};
}

export function writePromoCode(
  storage: StorageLike,
  cartId: string,
  parkId: string,
  code: string | null,
): void {
  const all = readAllPromoCodes(storage);
  const forCart = { ...(all[cartId] ?? {}) };
  if (code) forCart[parkId] = code;
  else delete forCart[parkId];
  all[cartId] = forCart;
  storage.setItem(PROMO_CODES_STORAGE_KEY, JSON.stringify(all));
}
