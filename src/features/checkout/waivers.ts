import type { Cart } from "@/features/cart/cart.schemas";

/**
 * What a waiver covers, with parks by id (the stored scope names them by slug); absent lists match anything.
 * null: every stay (the general release).
 */
export type CheckoutWaiverScope = { parkIds?: string[]; categories?: string[]; addonNames?: string[] };

export type CheckoutWaiver = { key: string; title: string; scope: CheckoutWaiverScope | null };

/** A stay as the waivers see it: where, which kind of site, which add-ons (with a quantity above zero). */
export type WaiverStay = { parkId: string; category: string; addonNames: readonly string[] };

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether one stay needs the waiver: it matches every list the scope gives. */
export function waiverCoversStay(scope: CheckoutWaiverScope | null, stay: WaiverStay): boolean {
  if (!scope) return true;
  if (scope.parkIds && !scope.parkIds.includes(stay.parkId)) return false;
  if (scope.categories && !scope.categories.includes(stay.category)) return false;
  if (
    scope.addonNames &&
    !scope.addonNames.some((name) => stay.addonNames.some((had) => sameName(name, had)))
  ) {
    return false;
  }
  return true;
}

/** The waivers a cart's stays need, in the given order; none for an empty cart. */
export function waiversFor<T extends CheckoutWaiver>(
  waivers: readonly T[],
  stays: readonly WaiverStay[],
): T[] {
  return waivers.filter((waiver) => stays.some((stay) => waiverCoversStay(waiver.scope, stay)));
}

/** The stays of the cart the guest sees (client and server read the same shape). */
export function waiverStaysOfCart(cart: Pick<Cart, "parkShoppingCartsArray">): WaiverStay[] {
  return cart.parkShoppingCartsArray.flatMap((park) =>
    park.shoppingCartItems.map((item) => ({
      parkId: park.parkId,
      category: item.campsiteType.campsiteCategoryCode,
      addonNames: [...item.dailyRateAddons, ...item.onlineStoreAddons]
        .filter((addon) => addon.quantity > 0)
        .map((addon) => addon.name),
    })),
  );
}

/** The keys of a list of waivers as one string, to tell whether the guest ticked for exactly these. */
export function waiverKeysOf(waivers: readonly Pick<CheckoutWaiver, "key">[]): string {
  return waivers
    .map((waiver) => waiver.key)
    .sort()
    .join(" ");
}
