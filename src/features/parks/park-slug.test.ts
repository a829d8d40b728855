import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parkSlugFromName, RESERVED_PARK_SLUGS } from "./park-slug";

const APP = path.resolve(import.meta.dirname, "../../app");

/** The first path words the app serves itself: route folders of `src/app` and of its route groups. */
function staticRouteWords(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name.startsWith("[") || entry.name.startsWith("_")) return [];
    if (entry.name.startsWith("(")) return staticRouteWords(path.join(dir, entry.name));
    return [entry.name];
  });
}

describe("park addresses", () => {
  it("reserves every page of the site at /<word>", () => {
    expect(staticRouteWords(APP).filter((word) => !RESERVED_PARK_SLUGS.has(word))).toEqual([]);
  });

  it("makes an address from the park's name", () => {
    expect(parkSlugFromName("Zephyr Hollow Campground")).toBe("zephyr-hollow-campground");
    expect(parkSlugFromName("Café d'Été")).toBe("cafe-d-ete");
    expect(parkSlugFromName("!!!")).toBe("park");
  });
});
