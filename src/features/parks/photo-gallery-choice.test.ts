import { describe, expect, it } from "vitest";
import { galleryInput, galleryName, galleryOptions, knownChoice } from "./photo-gallery-choice";

const park = "00000000-0000-4000-8000-000000000001";
const type = "00000000-0000-4000-8000-000000000002";
const site = "00000000-0000-4000-8000-000000000003";
const galleries = {
  parkPhotoCount: 2,
  types: [
    {
      id: type,
      name: "Orchard Tent Site",
      active: true,
      photoCount: 1,
      sites: [{ id: site, name: "O1", active: false, photoCount: 0 }],
    },
  ],
};

describe("choosing a photo gallery", () => {
  it("names the park, type or site the procedures take", () => {
    expect(galleryInput(park, "park")).toEqual({ parkId: park });
    expect(galleryInput(park, `type:${type}`)).toEqual({ parkId: park, campsiteTypeId: type });
    expect(galleryInput(park, `site:${site}`)).toEqual({ parkId: park, campsiteId: site });
  });

  it("offers the park's gallery, then each type with its sites, counting their photos", () => {
    expect(galleryOptions(galleries, "Trout Town Farms")).toEqual([
      { value: "park", label: "Trout Town Farms: the park's gallery (2 photos)" },
      {
        group: "Orchard Tent Site",
        items: [
          { value: `type:${type}`, label: "Orchard Tent Site: every site of this type (1 photo)" },
          { value: `site:${site}`, label: "Site O1 (no photos, inactive)" },
        ],
      },
    ]);
    expect(galleryName(galleries, `site:${site}`, "Trout Town Farms")).toBe("site O1 of Orchard Tent Site");
    expect(galleryName(galleries, "park", "Trout Town Farms")).toBe("Trout Town Farms");
  });

  it("falls back to the park's gallery for a choice of another park", () => {
    expect(knownChoice(galleries, `type:${type}`)).toBe(`type:${type}`);
    expect(knownChoice(galleries, "type:00000000-0000-4000-8000-000000000009")).toBe("park");
  });
});
