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

/** Back to a search for the saved item: the park's page, with the campsite type chosen when it is one. */
export function wishListItemHref(item: WishListEntry): string {
  const path = `/${item.park.slug}`;
  return item.campsiteType ? `${path}?${new URLSearchParams({ type: item.campsiteType.id })}` : path;
}

/** "Trout Town Farms" or "Orchard Tent Site at Trout Town Farms" */
export function wishListItemName(item: WishListEntry): string {
  return item.campsiteType ? `${item.campsiteType.name} at ${item.park.name}` : item.park.name;
}
