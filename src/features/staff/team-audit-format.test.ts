import { describe, expect, it } from "vitest";
import { roleWord } from "@/lib/team-roles";
import {
  auditActionWords,
  auditChanges,
  auditTimeParts,
  auditTimeWords,
  changeLine,
  labelOf,
  onlySide,
  parksWords,
  valueWords,
} from "./team-audit-format";

const TROUT = "11111111-1111-4111-8111-111111111111";
const T2 = "22222222-2222-4222-8222-222222222222";
const T5 = "55555555-5555-4555-8555-555555555555";
const GONE = "9a8b7c6d-0000-4000-8000-000000000000";
const parkNames = new Map([[TROUT, "Trout Town Farms"]]);
const names = { [TROUT]: "Trout Town Farms", [T2]: "T2", [T5]: "T5", [GONE]: "9a8b7c6d (removed)" };
const lines = (before: unknown, after: unknown, timeZone?: string) =>
  auditChanges(before, after, { names, timeZone }).map(changeLine);

describe("roleWord", () => {
  it("writes each role as a word", () => {
    expect(roleWord("MANAGER")).toBe("Manager");
    expect(roleWord("SUPER_OWNER")).toBe("Super owner");
  });
});

describe("parksWords", () => {
  it("reads null as every park and an empty list as none", () => {
    expect(parksWords(null, parkNames)).toBe("Every park");
    expect(parksWords([], parkNames)).toBe("No park");
  });

  it("names the parks, an unknown id as such", () => {
    expect(parksWords([TROUT, "other"], parkNames)).toBe("Trout Town Farms, Unknown park");
  });
});

describe("labelOf", () => {
  it("labels money without cents, factors without basis points, ids by their thing", () => {
    expect(labelOf("totalCents")).toBe("Total");
    expect(labelOf("refundCents")).toBe("Refund");
    expect(labelOf("nightlyPricesCents")).toBe("Nightly prices");
    expect(labelOf("weekendFactorBp")).toBe("Weekend factor");
    expect(labelOf("campsiteId")).toBe("Site");
    expect(labelOf("campsiteTypeId")).toBe("Site type");
    expect(labelOf("parkIds")).toBe("Parks");
    expect(labelOf("stayFrom")).toBe("Stay from");
  });
});

describe("valueWords", () => {
  it("tells cents as dollars and a list of nightly prices as a list of dollars", () => {
    expect(valueWords("totalCents", 9265)).toBe("$92.65");
    expect(valueWords("nightlyPricesCents", [9000, 9500])).toBe("$90.00, $95.00");
  });

  it("tells basis points as a factor or a percent", () => {
    expect(valueWords("weekendFactorBp", 11_500)).toBe("×1.15");
    expect(valueWords("discountBp", 1000)).toBe("10 %");
    expect(valueWords("lateCancellationFeeBp", 1250)).toBe("12.5 %");
    expect(valueWords("weekendFactorBp", null)).toBe("the park's");
  });

  it("tells choices, yes and no, and rule ids in words", () => {
    expect(valueWords("pricing", "NIGHTS")).toBe("booked nights kept, added nights priced");
    expect(valueWords("pricing", "KEEP")).toBe("price kept");
    expect(valueWords("pricing", "REPRICE")).toBe("re-priced");
    expect(valueWords("refundChoice", "POLICY")).toBe("by the booked terms");
    expect(valueWords("refundChoice", { amount: 2500 })).toBe("$25.00");
    expect(valueWords("status", "NEEDS_CLEANING")).toBe("needs cleaning");
    expect(valueWords("status", "out_of_order")).toBe("out of order");
    expect(valueWords("status", "READY")).toBe("ready");
    expect(valueWords("notifiedGuest", true)).toBe("yes");
    expect(valueWords("active", false)).toBe("no");
    expect(valueWords("overriddenRules", ["RESERVATION_MINIMUM"])).toBe("reservation minimum");
    expect(valueWords("overriddenRules", [])).toBe("none");
  });

  it("keeps names and codes as written, even in capitals", () => {
    expect(valueWords("code", "SUMMER_FUN")).toBe("SUMMER_FUN");
    expect(valueWords("site", "FULL")).toBe("FULL");
  });

  it("names ids by their things, a removed one as such, and an unknown one by its first characters", () => {
    expect(valueWords("campsiteId", T5, { names })).toBe("T5");
    expect(valueWords("parkIds", [TROUT, GONE], { names })).toBe("Trout Town Farms, 9a8b7c6d (removed)");
    expect(valueWords("parkIds", null, { names })).toBe("Every park");
    expect(valueWords("parkIds", [], { names })).toBe("No park");
    expect(valueWords("ruleId", "0f0e0d0c-1111-4111-8111-111111111111", { names })).toBe("0f0e0d0c");
  });

  it("tells calendar days as days and instants on the entry's clock with its zone", () => {
    expect(valueWords("arrival", "2027-07-17")).toBe("Sat, Jul 17, 2027");
    expect(valueWords("dates", { start: "2027-07-16", end: "2027-07-18" })).toBe(
      "Fri, Jul 16 – Sun, Jul 18, 2027",
    );
    expect(valueWords("checkedInAt", "2027-07-14T20:05:00.000Z", { timeZone: "America/New_York" })).toBe(
      "Jul 14, 2027, 4:05 PM EDT",
    );
    expect(valueWords("checkedInAt", "2027-07-14T20:05:00.000Z", { timeZone: "America/Denver" })).toBe(
      "Jul 14, 2027, 2:05 PM MDT",
    );
  });

  it("tells a change's price difference and a park's payment policy in a phrase", () => {
    expect(valueWords("settlement", { kind: "kept" })).toBe("none");
    expect(valueWords("settlement", { kind: "owed", cents: 4500 })).toBe("$45.00 more owed at the park");
    expect(valueWords("settlement", { kind: "charged", cents: 1200, cardLast4: "4242" })).toBe(
      "$12.00 charged to the card ending 4242",
    );
    expect(valueWords("paymentPolicy", { kind: "FULL", balanceDueDays: 14 })).toBe("paid in full at booking");
    expect(
      valueWords("paymentPolicy", { kind: "DEPOSIT", deposit: { percent: 25 }, balanceDueDays: 14 }),
    ).toBe("deposit of 25 %, the rest 14 days before arrival");
  });
});

describe("auditTimeWords", () => {
  it("splits the day from the time, for a narrow column to break between them", () => {
    expect(auditTimeParts(new Date("2027-07-14T20:05:00Z"), "America/New_York")).toEqual({
      day: "Jul 14, 2027",
      time: "4:05 PM EDT",
    });
  });

  it("tells an entry's time on its park's clock, the parks' own by default, whatever the reader's", () => {
    const at = new Date("2027-07-14T20:05:00Z");
    expect(auditTimeWords(at, "America/New_York")).toBe("Jul 14, 2027, 4:05 PM EDT");
    expect(auditTimeWords(at)).toBe("Jul 14, 2027, 4:05 PM EDT");
    expect(auditTimeWords(new Date("2027-01-10T15:00:00Z"))).toBe("Jan 10, 2027, 10:00 AM EST");
  });
});

describe("auditChanges", () => {
  it("pairs the keys of both sides in words, marking what changed", () => {
    expect(lines({ role: "MANAGER", parkIds: [TROUT] }, { role: "ADMIN", parkIds: [TROUT] })).toEqual([
      "Role: Manager → Admin",
      "Parks: Trout Town Farms",
    ]);
  });

  it("reads a staff move: the site by name once, dollars, dates and the pricing choice in words", () => {
    expect(
      lines(
        { site: "T2", campsiteId: T2, arrival: "2027-07-16", departure: "2027-07-18", totalCents: 9265 },
        {
          site: "T5",
          campsiteId: T5,
          arrival: "2027-07-16",
          departure: "2027-07-19",
          totalCents: 13_900,
          pricing: "NIGHTS",
          settlement: { kind: "owed", cents: 4635 },
          notifiedGuest: false,
          overriddenRules: [],
        },
      ),
    ).toEqual([
      "Site: T2 → T5",
      "Arrival: Fri, Jul 16, 2027",
      "Departure: Sun, Jul 18, 2027 → Mon, Jul 19, 2027",
      "Total: $92.65 → $139.00",
      "Pricing: booked nights kept, added nights priced",
      "Price difference: $46.35 more owed at the park",
      "Guest e-mailed: no",
      "Rules overridden: none",
    ]);
  });

  it("reads the usual keys in a person's order, whatever order the database kept them in", () => {
    expect(
      lines(null, {
        site: "T1",
        party: "2 adults",
        arrival: "2027-07-16",
        departure: "2027-07-18",
        totalCents: 14_988,
      }),
    ).toEqual([
      "Site: T1",
      "Arrival: Fri, Jul 16, 2027",
      "Departure: Sun, Jul 18, 2027",
      "Party: 2 adults",
      "Total: $149.88",
    ]);
  });

  it("names a site by its id where the entry has no name beside it", () => {
    expect(lines({ campsiteId: GONE, dates: { start: "2027-09-14", end: "2027-09-17" } }, null)).toEqual([
      "Site: 9a8b7c6d (removed)",
      "Dates: Tue, Sep 14 – Fri, Sep 17, 2027",
    ]);
  });

  it("reads a promo code's value by its discount type", () => {
    expect(lines(null, { code: "CAMP5", discountType: "PERCENTAGE", value: 500 })).toEqual([
      "Code: CAMP5",
      "Discount type: percent off",
      "Discount: 5 %",
    ]);
    expect(lines({ value: 500 }, { value: 750 })).toEqual(["Value: 500 → 750"]);
  });

  it("shows a key only one side has as that side's value alone", () => {
    expect(auditChanges({ a: 1 }, { a: 1, b: "x" }).map(changeLine)).toEqual(["A: 1", "B: x"]);
  });

  it("takes a plain value as one key and nothing as no lines", () => {
    expect(auditChanges("old", "new").map(changeLine)).toEqual(["Value: old → new"]);
    expect(auditChanges(null, null)).toEqual([]);
    expect(lines({ checkedInAt: null }, { checkedInAt: "2026-11-24T15:04:00.000Z" })).toEqual([
      "Checked in: not yet → Nov 24, 2026, 10:04 AM EST",
    ]);
  });
});

describe("auditActionWords", () => {
  it("tells an action in words, known ones in full and others by their verb", () => {
    expect(auditActionWords("reservation.modify")).toBe("Changed the stay");
    expect(auditActionWords("season.create")).toBe("Added");
    expect(auditActionWords("campsite.deactivate")).toBe("Deactivated");
    expect(auditActionWords("something.newThing")).toBe("New thing");
  });
});

describe("onlySide", () => {
  it("tells which side an entry has alone", () => {
    expect(onlySide(null, { a: 1 })).toBe("after");
    expect(onlySide({ a: 1 }, null)).toBe("before");
    expect(onlySide({ a: 1 }, { a: 2 })).toBeNull();
  });
});
