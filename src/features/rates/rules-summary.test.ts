import { describe, expect, it } from "vitest";
import { PARK_DEFAULT_RULE } from "@/server/db/seed/demo-calendar";
import { stayRuleRow } from "../../../tests/support/stay-rules";
import type { TRulesOverview } from "./rules.schemas";
import { closureNights, dateSpan, scopeLabel, weekdayList } from "./rules-format";
import { ruleKindSummaries } from "./rules-summary";

const PARK = "00000000-0000-4000-8000-000000000001";
const CABIN = "00000000-0000-4000-8000-000000000002";
const GROUP = "00000000-0000-4000-8000-000000000003";
const PEAK = "00000000-0000-4000-8000-000000000004";

const rule = (fields: Partial<TRulesOverview["stayRules"][number]>): TRulesOverview["stayRules"][number] => ({
  id: crypto.randomUUID(),
  parkId: PARK,
  campsiteTypeName: null,
  seasonName: null,
  ...stayRuleRow(),
  ...fields,
});

const type = (id: string, name: string, fields: Partial<TRulesOverview["types"][number]> = {}) => ({
  id,
  name,
  category: "lodging" as const,
  active: true,
  bookableOnline: true,
  maxGuests: 6,
  maxAdults: 4,
  maxChildren: 4,
  maxPets: 1,
  lockFeeCents: 1_500,
  ...fields,
});

const overview: TRulesOverview = {
  park: { id: PARK, slug: "trout-town-farms", name: "Trout Town Farms", today: "2026-11-21" },
  stayRules: [
    rule(PARK_DEFAULT_RULE),
    rule({ seasonId: PEAK, maxNights: 10 }),
    rule({ campsiteTypeId: CABIN, minNights: 2, arrivalWeekdays: [5, 6] }),
  ],
  seasons: [
    {
      id: "00000000-0000-4000-8000-000000000005",
      name: "Fall",
      startDate: "2026-09-08",
      endDate: "2026-10-31",
    },
    { id: PEAK, name: "Peak", startDate: "2027-06-15", endDate: "2027-09-07" },
  ],
  closedDates: [{ date: "2027-09-10", reason: "Wedding" }],
  types: [
    type(CABIN, "Deluxe Cabin"),
    type(GROUP, "Group Tent Site", { bookableOnline: false, maxPets: 0, lockFeeCents: 0, maxGuests: 20 }),
  ],
  closures: {
    upcoming: [
      {
        id: "00000000-0000-4000-8000-000000000006",
        parkId: PARK,
        campsiteTypeId: CABIN,
        campsiteTypeName: "Deluxe Cabin",
        kind: "phone_only",
        dates: { start: "2027-08-11", end: "2027-08-13" },
        reason: "Festival",
        visibleMessage: null,
        guestMessage: "Call the park to book this site.",
        reservationsKept: [],
      },
    ],
    past: [],
  },
  fixed: { minAdults: 1, maxChildrenPerAdult: 4 },
};

describe("the Rules screen's words", () => {
  it("writes seasons, weekdays, scopes and closure nights as staff read them", () => {
    expect(dateSpan("2027-06-15", "2027-09-07")).toBe("Jun 15 – Sep 7, 2027");
    expect(dateSpan("2026-11-01", "2027-04-30")).toBe("Nov 1, 2026 – Apr 30, 2027");
    expect(weekdayList([0, 5, 6])).toBe("Fri, Sat, Sun");
    expect(weekdayList(null)).toBe("any day");
    const names = {
      types: new Map([[CABIN, "Deluxe Cabin"]]),
      seasons: new Map([[PEAK, overview.seasons[1]!]]),
    };
    expect(scopeLabel({ campsiteTypeId: null, seasonId: null }, names)).toBe("Whole park");
    expect(scopeLabel({ campsiteTypeId: null, seasonId: PEAK }, names)).toBe(
      "Every type in Peak (Jun 15 – Sep 7, 2027)",
    );
    expect(scopeLabel({ campsiteTypeId: CABIN, seasonId: PEAK }, names)).toBe(
      "Deluxe Cabin in Peak (Jun 15 – Sep 7, 2027)",
    );
    expect(closureNights({ start: "2027-08-11", end: "2027-08-13" })).toBe(
      "Wed, Aug 11 – Thu, Aug 12, 2027 (2 nights)",
    );
    expect(closureNights({ start: "2027-08-11", end: "2027-08-12" })).toBe("Wed, Aug 11, 2027 (1 night)");
    expect(closureNights({ start: "2026-12-31", end: "2027-01-02" })).toBe(
      "Thu, Dec 31, 2026 – Fri, Jan 1, 2027 (2 nights)",
    );
  });

  it("explains all eleven rules for the park, each with where it is set and its values", () => {
    const kinds = ruleKindSummaries(overview);
    expect(kinds.map((kind) => kind.id)).toEqual([
      "BEST_OR_PREFERRED_FIT",
      "RESERVATION_MINIMUM",
      "RESERVATION_MAXIMUM",
      "RESORT_CLOSED",
      "BOOKING_IN_ADVANCE_LIMITS",
      "CANNOT_RESERVE_ONLINE",
      "ARRIVAL_DEPARTURE",
      "MIN_MAX_AGE_GROUP",
      "MAX_PETS",
      "GAP",
      "STANDARD_AGE_GROUP",
    ]);
    const of = (id: string) => kinds.find((kind) => kind.id === id)!;
    expect(of("RESERVATION_MINIMUM").current).toEqual([
      "Whole park: 1 night; 2 nights with a Friday or Saturday night; 3 nights over a holiday",
      "Deluxe Cabin: 2 nights",
    ]);
    expect(of("RESERVATION_MAXIMUM").current).toEqual([
      "Whole park: 14 nights",
      "Every type in Peak (Jun 15 – Sep 7, 2027): 10 nights",
    ]);
    expect(of("BOOKING_IN_ADVANCE_LIMITS").current).toEqual([
      "Whole park: opens 365 days ahead; online booking closes 2 hours before check-in",
    ]);
    expect(of("ARRIVAL_DEPARTURE").current).toEqual(["Deluxe Cabin: arrive Fri, Sat"]);
    expect(of("RESORT_CLOSED").current).toEqual([
      "Open in Peak (Jun 15 – Sep 7, 2027)",
      "Closed Fri, Sep 10, 2027 (1 night): Wedding",
    ]);
    expect(of("CANNOT_RESERVE_ONLINE").current).toEqual([
      "Group Tent Site: by phone or at the desk only",
      "Phone only — Deluxe Cabin: Wed, Aug 11 – Thu, Aug 12, 2027 (2 nights)",
    ]);
    expect(of("CANNOT_RESERVE_ONLINE").link?.href).toBe("/admin/sites?park=trout-town-farms");
    expect(of("MAX_PETS").current).toEqual(["Deluxe Cabin: up to 1 pet", "Group Tent Site: no pets"]);
    expect(of("MIN_MAX_AGE_GROUP").current[1]).toBe(
      "Group Tent Site: up to 20 guests (4 adults, 4 children)",
    );
    expect(of("BEST_OR_PREFERRED_FIT").current).toContain("Deluxe Cabin: choosing a site costs $15.00");
    expect(of("STANDARD_AGE_GROUP").current).toEqual([
      "At least 1 adult in every party",
      "Up to 4 children per adult",
    ]);
  });

  it("says what applies where no row sets a rule", () => {
    const kinds = ruleKindSummaries({ ...overview, stayRules: [], seasons: [], closedDates: [] });
    const of = (id: string) => kinds.find((kind) => kind.id === id)!.current;
    expect(of("RESERVATION_MINIMUM")).toEqual(["1 night"]);
    expect(of("RESERVATION_MAXIMUM")).toEqual(["No maximum"]);
    expect(of("ARRIVAL_DEPARTURE")).toEqual(["Arrive and leave any day"]);
    expect(of("RESORT_CLOSED")).toEqual(["No season ahead: the park is closed"]);
  });
});
