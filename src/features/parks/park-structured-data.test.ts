import { describe, expect, it } from "vitest";
import type { ParkDetail } from "./park-detail";
import { campgroundJsonLd, serializeJsonLd } from "./park-structured-data";

const link = {
  latitude: 41.92,
  longitude: -74.89,
  heroImage: "/art/parks/trout-town-farms/hero.webp",
  logoImage: "/art/parks/trout-town-farms/logo.webp",
  city: "Roscoe",
  state: "NY",
};

const outpost: ParkDetail = {
  ...link,
  id: "00000000-0000-4000-8000-000000000002",
  slug: "willowemoc-creek-outpost",
  name: "Willowemoc Creek Outpost",
  displayName: "Willowemoc Creek Outpost",
  parentParkId: "00000000-0000-4000-8000-000000000001",
  parkFeatures: [{ name: "On-site Dumpster" }],
  tagline: "A quiet creekside outpost.",
  description: "Walk-in tent sites under hemlocks.",
  siteMapImage: null,
  address: { line1: "415 Willowemoc Road", city: "Roscoe", state: "NY", postalCode: "12776" },
  phone: "607-555-0179",
  email: "willowemoc@lantern.example",
  timeZone: "America/New_York",
  checkInTime: "15:00",
  checkOutTime: "11:00",
  page: {
    name: "Willowemoc Creek Outpost",
    address: "415 Willowemoc Road, Roscoe, NY 12776",
    heroImage: "/art/hero.webp",
    logoImage: "/art/logo.webp",
  },
  photos: [{ url: "/art/photo-1.webp", alt: "A tent under hemlocks" }],
  campsiteTypes: [
    {
      id: "00000000-0000-4000-8000-000000000010",
      slug: "walk-in-tent-site",
      name: "Walk-In Tent Site",
      category: "tent",
      campsiteCategoryCode: "tent",
      description: "",
      photos: [],
      gallery: [],
      amenities: [],
      maxGuests: 4,
      maxPets: 1,
      bookableOnline: true,
      lockFeeCents: 1_000,
      lowestBaselinePrice: 3_500,
    },
  ],
  addons: [],
  taxes: [],
  policies: [],
  cancellationPolicy: {
    fullRefundDaysBefore: 7,
    lateCancellationFeeBp: 2_500,
    summary: "Full refund up to 7 days.",
  },
  auxiliaryPricing: {},
  parentPark: {
    ...link,
    id: "00000000-0000-4000-8000-000000000001",
    slug: "trout-town-farms",
    name: "Trout Town Farms",
    displayName: "Trout Town Farms",
    parentParkId: null,
  },
  outposts: [],
  siteMapPins: [],
};

describe("campgroundJsonLd", () => {
  const data = campgroundJsonLd(outpost, "https://parks.example");

  it("describes the park as a schema.org Campground with absolute URLs", () => {
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Campground",
      name: "Willowemoc Creek Outpost",
      url: "https://parks.example/willowemoc-creek-outpost",
      image: ["https://parks.example/art/hero.webp", "https://parks.example/art/photo-1.webp"],
      telephone: "607-555-0179",
      address: { "@type": "PostalAddress", postalCode: "12776", addressCountry: "US" },
      geo: { "@type": "GeoCoordinates", latitude: 41.92, longitude: -74.89 },
      checkinTime: "15:00:00",
      checkoutTime: "11:00:00",
    });
  });

  it("lists the features under their shown names", () => {
    expect(data.amenityFeature).toEqual([
      { "@type": "LocationFeatureSpecification", name: "On-site Dumpster", value: true },
    ]);
  });

  it("gives the guests' rating only when the park has published reviews", () => {
    expect(data.aggregateRating).toBeUndefined();
    expect(
      campgroundJsonLd(outpost, "https://parks.example", { average: 4.6, count: 12 }).aggregateRating,
    ).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.6,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it("names an outpost's parent park", () => {
    expect(data.parentOrganization).toEqual({
      "@type": "Campground",
      name: "Trout Town Farms",
      url: "https://parks.example/trout-town-farms",
    });
  });
});

describe("serializeJsonLd", () => {
  it("leaves no '<' that could close the script element", () => {
    const json = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});
