import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { ParkDetail } from "../park-detail";
import { ParkHero } from "./park-hero";

// The heart needs the session and the API; the hero's own markup is what is under test.
vi.mock("@/features/wishlist/components/wish-list-button", () => ({ WishListButton: () => null }));

const park = {
  id: "11111111-1111-4111-8111-111111111111",
  slug: "beaverkill-bend",
  city: "Roscoe",
  state: "NY",
  tagline: "Cabins on the river",
  logoImage: "/art/parks/beaverkill-bend/logo.webp",
  parentPark: null,
  page: {
    name: "Beaverkill Bend Campground & Cabins",
    address: "1 River Road, Roscoe, NY 12776",
    heroImage: "/art/parks/beaverkill-bend/photo-2.webp",
    logoImage: "/art/parks/beaverkill-bend/page-logo.webp",
  },
} as unknown as ParkDetail;

describe("ParkHero", () => {
  it("draws the page's logo override (spec §2), not the park's own logo", () => {
    const html = renderToStaticMarkup(createElement(ParkHero, { park, bookHref: "/", fromCents: null }));
    const logo = html.match(/<img[^>]*alt="Beaverkill Bend Campground &amp; Cabins logo"[^>]*>/)?.[0];
    expect(logo).toBeDefined();
    expect(logo).toContain(encodeURIComponent("/art/parks/beaverkill-bend/page-logo.webp"));
    expect(html).not.toContain(encodeURIComponent("/art/parks/beaverkill-bend/logo.webp"));
  });
});
