import { describe, expect, it } from "vitest";
import { shellMenus } from "./shell-menus";

const parks = [
  { id: "p1", slug: "trout-town-farms", name: "Trout Town Farms", heroImage: "/t.webp", parentParkId: null },
  { id: "p2", slug: "willowemoc", name: "Willowemoc", heroImage: "/w.webp", parentParkId: "p1" },
  { id: "p3", slug: "beaverkill-bend", name: "Beaverkill Bend", heroImage: "/b.webp", parentParkId: null },
];
const none = { explore: [], help: [], locations: [], legal: [] };
const link = (text: string, url: string) => ({
  text,
  url,
  openNewTab: false,
  offBookingSite: false,
  image: null,
});

describe("the shell's menus", () => {
  it("list the Locations links staff set, marking those that lead to an outpost", () => {
    const menus = shellMenus(
      { ...none, locations: [link("Willowemoc", "/willowemoc"), link("Shop", "/shop")] },
      parks,
    );
    expect(menus.locations.map((l) => [l.text, l.outpost])).toEqual([
      ["Willowemoc", true],
      ["Shop", false],
    ]);
  });

  it("fall back to every park with its image, outposts under their parent, when Locations has no links", () => {
    const menus = shellMenus(none, parks);
    expect(menus.locations.map((l) => [l.url, l.image, l.outpost])).toEqual([
      ["/trout-town-farms", "/t.webp", false],
      ["/willowemoc", "/w.webp", true],
      ["/beaverkill-bend", "/b.webp", false],
    ]);
  });
});
