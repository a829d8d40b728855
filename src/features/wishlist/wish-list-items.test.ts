import { describe, expect, it } from "vitest";
import { findWishListItem, wishListItemHref, wishListItemName } from "./wish-list-items";

const park = { id: "p1", slug: "trout-town-farms", name: "Trout Town Farms" };
const parkItem = { id: "i1", park, campsiteType: null };
const typeItem = { id: "i2", park, campsiteType: { id: "t1", name: "Orchard Tent Site" } };

describe("findWishListItem", () => {
  it("tells a saved park from a saved campsite type of the same park", () => {
    expect(findWishListItem([parkItem, typeItem], { parkId: "p1" })).toBe(parkItem);
    expect(findWishListItem([parkItem, typeItem], { parkId: "p1", campsiteTypeId: "t1" })).toBe(typeItem);
  });

  it("finds nothing for a park or type that is not saved", () => {
    expect(findWishListItem([typeItem], { parkId: "p1" })).toBeUndefined();
    expect(findWishListItem([parkItem], { parkId: "p2" })).toBeUndefined();
  });
});

describe("wishListItemHref", () => {
  it("leads back to the park page for a park and to its campsite type's card for a type", () => {
    expect(wishListItemHref(parkItem)).toBe("/trout-town-farms");
    expect(wishListItemHref(typeItem)).toBe("/trout-town-farms?type=t1#type-card-t1");
  });

  it("carries a remembered stay: a type lands on its site chooser, a park on its sites and prices", () => {
    const stay = { query: "start=2027-07-09&end=2027-07-11&adults=2" };
    expect(wishListItemHref(typeItem, stay)).toBe(
      "/trout-town-farms?start=2027-07-09&end=2027-07-11&adults=2&type=t1#choose-site",
    );
    expect(wishListItemHref(parkItem, stay)).toBe(
      "/trout-town-farms?start=2027-07-09&end=2027-07-11&adults=2#stay",
    );
  });
});

describe("wishListItemName", () => {
  it("names a campsite type together with its park", () => {
    expect(wishListItemName(parkItem)).toBe("Trout Town Farms");
    expect(wishListItemName(typeItem)).toBe("Orchard Tent Site at Trout Town Farms");
  });
});
