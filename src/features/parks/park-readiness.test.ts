import { describe, expect, it } from "vitest";
import { notReadyMessage, parkSetupOf } from "./park-readiness";

const tents = { id: "t", name: "Tent Site" };
const cabins = { id: "c", name: "Cabin" };

describe("a park's setup before it opens", () => {
  it("asks for every step of a park with nothing yet", () => {
    const setup = parkSetupOf({
      seasonAhead: false,
      activeTypes: [],
      activeSiteTypeIds: [],
      pricedTypeIds: new Set(),
    });
    expect(setup).toEqual({
      season: false,
      types: false,
      sites: false,
      rates: false,
      missing: [
        "a season that has not ended",
        "an active site type",
        "an active site",
        "a season rate for each site type",
      ],
    });
    expect(notReadyMessage("Zephyr Hollow", setup)).toBe(
      "Zephyr Hollow cannot open to guests yet: it needs a season that has not ended, an active site type, an active site and a season rate for each site type.",
    );
  });

  it("names the types that have no season rate", () => {
    const setup = parkSetupOf({
      seasonAhead: true,
      activeTypes: [tents, cabins],
      activeSiteTypeIds: ["t"],
      pricedTypeIds: new Set(["x"]),
    });
    expect(setup.missing).toEqual(["a season rate for Tent Site and Cabin"]);
  });

  it("does not count a site of an inactive type", () => {
    const setup = parkSetupOf({
      seasonAhead: true,
      activeTypes: [cabins],
      activeSiteTypeIds: ["t"],
      pricedTypeIds: new Set(["c"]),
    });
    expect(setup).toMatchObject({ sites: false, missing: ["an active site"] });
  });

  it("is ready with a season, a priced type and a site", () => {
    const setup = parkSetupOf({
      seasonAhead: true,
      activeTypes: [cabins],
      activeSiteTypeIds: ["c"],
      pricedTypeIds: new Set(["c"]),
    });
    expect(setup).toEqual({ season: true, types: true, sites: true, rates: true, missing: [] });
  });
});
