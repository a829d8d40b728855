/** A saved park, or a campsite type of a park, as `wishlist.getWishListItems` lists it. */
export type WishListEntry = {
  id: string;
  park: { id: string; slug: string; name: string };
  campsiteType: { id: string; name: string } | null;
};

/** What a heart stands for: a park, or one of its campsite types. */
export type WishListTarget = { parkId: string; campsiteTypeId?: string };

/** The saved item a heart stands for, if it is saved. */
export function findWishListItem<Item extends WishListEntry>(
  items: readonly Item[],
  target: WishListTarget,
): Item | undefined {
  return items.find(
    (item) =>
      item.park.id === target.parkId && (item.campsiteType?.id ?? null) === (target.campsiteTypeId ?? null),
  );
}

/**
 * Back to a search for the saved item: the park's page, with the campsite type chosen when it is one, for the stay
 * the item was saved with or last searched (remembered-stays.ts) when there is one. A type with a stay lands on its
 * site chooser (or on why it does not work for those dates), a type without one on its card, a park with a stay on
 * its sites and prices.
 */
export function wishListItemHref(item: WishListEntry, stay: { query: string } | null = null): string {
  const path = `/${item.park.slug}`;
  const params = new URLSearchParams(stay?.query ?? "");
  if (!item.campsiteType) return stay ? `${path}?${params}#stay` : path;
  params.set("type", item.campsiteType.id);
  return `${path}?${params}#${stay ? "choose-site" : `type-card-${item.campsiteType.id}`}`;
}

/** "Trout Town Farms" or "Orchard Tent Site at Trout Town Farms" */
export function wishListItemName(item: WishListEntry): string {
  return item.campsiteType ? `${item.campsiteType.name} at ${item.park.name}` : item.park.name;
}
