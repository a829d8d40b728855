import { describe, expect, it } from "vitest";
import { siteAddedMessage, siteReactivatedMessage } from "./site-bookability";

const tents = { name: "Meadow Tent Site", active: true, priced: true, bookableOnline: true };

describe("what the Sites screen says about a site's booking", () => {
  it("says a site is bookable now only when its type is priced and the park is open", () => {
    expect(siteAddedMessage("K9", tents, true)).toBe("Site K9 is added and bookable now.");
    expect(siteReactivatedMessage("K9", tents, true)).toBe("Site K9 is active: guests can book it again.");
  });

  it("says why guests cannot book it yet", () => {
    expect(siteAddedMessage("K9", { ...tents, priced: false }, true)).toBe(
      "Site K9 is added. Guests can book it once Meadow Tent Site has rates.",
    );
    expect(siteAddedMessage("K9", tents, false)).toBe(
      "Site K9 is added. Guests can book it once the park is open.",
    );
    expect(siteAddedMessage("K9", { ...tents, active: false, priced: false }, false)).toBe(
      "Site K9 is added. Guests can book it once Meadow Tent Site is active.",
    );
    expect(siteAddedMessage("K9", { ...tents, bookableOnline: false }, true)).toBe(
      "Site K9 is added. Guests book Meadow Tent Site by calling the park.",
    );
    expect(siteReactivatedMessage("K9", tents, false)).toBe(
      "Site K9 is active. Guests can book it once the park is open.",
    );
  });
});
