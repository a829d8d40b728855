import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/stay-dates";
import { PARK_DEFAULT_RULE } from "@/server/db/seed/demo-calendar";
import {
  clockStableUntil,
  evaluateStayRules,
  FAILURE_MESSAGES,
  MAX_CHILDREN_PER_ADULT,
  minimumStayNights,
  orderFailureReasons,
  stayRulesAtArrival,
} from "./availability-rules";
import type {
  CampsiteTypeContext,
  Closure,
  FailureReasonId,
  Guests,
  ParkCalendar,
  StayRequest,
  StayRuleRow,
} from "./engine-types";
import { resolveStayRules, stayCalendar } from "./stay-calendar";

/** A park-wide row that sets nothing: every field resolved from no rows at all. */
const NO_RULE: StayRuleRow = { campsiteTypeId: null, seasonId: null, ...resolveStayRules([], "any", null) };

/** The demo parks' default rules: 1–14 nights, 2 on a weekend, 3 on a holiday, a year ahead, 2 hours' notice. */
const PARK_RULE: StayRuleRow = { ...NO_RULE, ...PARK_DEFAULT_RULE };

const CALENDAR: ParkCalendar = {
  parkId: "trout-town-farms",
  timeZone: "America/New_York",
  checkInTime: "15:00",
  seasons: [
    { id: "winter-25", name: "Winter", startDate: "2025-11-01", endDate: "2026-04-30" },
    { id: "spring", name: "Spring", startDate: "2026-05-01", endDate: "2026-06-14" },
    { id: "peak", name: "Peak", startDate: "2026-06-15", endDate: "2026-09-07" },
    { id: "fall", name: "Fall", startDate: "2026-09-08", endDate: "2026-10-31" },
    { id: "winter-26", name: "Winter", startDate: "2026-11-01", endDate: "2027-04-30" },
  ],
  closedDates: ["2026-09-11", "2026-09-12"],
  holidays: ["2026-05-25", "2026-07-04", "2026-09-07"],
  rules: [PARK_RULE],
  pricing: { weekendFactorBp: 10_000, holidayFactorBp: 10_000, demandTiers: [] },
};

const TENT: CampsiteTypeContext = {
  id: "tent",
  parkId: "trout-town-farms",
  name: "Riverside Tent Site",
  category: "tent",
  maxGuests: 6,
  maxAdults: 6,
  maxChildren: 4,
  maxPets: 2,
  bookableOnline: true,
  lockFeeCents: 0,
  amenities: [],
  ratesBySeason: { spring: 3_500, peak: 4_500, fall: 4_000 },
};
const CABIN: CampsiteTypeContext = {
  ...TENT,
  id: "cabin",
  name: "Deluxe Cabin",
  category: "lodging",
  maxAdults: 4,
  maxPets: 0,
  ratesBySeason: { ...TENT.ratesBySeason, "winter-25": 9_000, "winter-26": 9_000 },
};

/** Searched well ahead of every stay below unless a case says otherwise. */
const NOW = "2026-04-01T12:00:00Z";

type Type = Partial<CampsiteTypeContext>;
type Rules = Partial<StayRuleRow>[];
type Case = {
  /** Arrival and number of nights; a midweek spring stay by default. */
  at?: string;
  nights?: number;
  guests?: Partial<Guests>;
  now?: string;
  type?: Type;
  rules?: Rules;
  calendar?: Partial<ParkCalendar>;
};

function evaluate({ at = "2026-05-12", nights = 2, ...c }: Case) {
  const request: StayRequest = {
    start: at,
    end: addDays(at, nights),
    guests: { adults: 2, children: 0, pets: 0, ...c.guests },
    now: new Date(c.now ?? NOW),
  };
  // An unscoped row in a case changes the park row; a scoped one is added as its own row.
  const overrides = c.rules ?? [];
  const isScoped = (row: Partial<StayRuleRow>) => Boolean(row.campsiteTypeId || row.seasonId);
  const rules = [
    Object.assign({}, PARK_RULE, ...overrides.filter((row) => !isScoped(row))),
    ...overrides.filter(isScoped).map((row) => ({ ...NO_RULE, ...row })),
  ];
  return evaluateStayRules({
    request,
    calendar: { ...CALENDAR, rules, ...c.calendar },
    type: { ...(c.type?.category === "lodging" ? CABIN : TENT), ...c.type },
  });
}

function messageOf(c: Case, id: FailureReasonId): string | null {
  return evaluate(c).find((reason) => reason.id === id)?.message ?? null;
}

const LODGING: Type = { category: "lodging" };

describe("site-independent availability rules", () => {
  it("accept a plain midweek stay in season", () => {
    expect(evaluate({})).toEqual([]);
  });

  const FALL_4: Rules = [{ seasonId: "fall", minNights: 4 }];
  const PEAK_3: Rules = [{ seasonId: "peak", minNights: 3 }];
  const TENT_2: Rules = [{ campsiteTypeId: "tent", minNights: 2 }];
  const WEEKEND_5: Rules = [{ weekendMinNights: 5 }];
  it.each<[string, string, number, Rules, number | null]>([
    ["accepts one midweek night at the season's minimum of 1", "2026-05-12", 1, [], null],
    ["refuses one Friday night below the weekend minimum", "2026-05-15", 1, [], 2],
    ["accepts Friday and Saturday at the weekend minimum", "2026-05-15", 2, [], null],
    ["refuses two Memorial Day nights below the holiday minimum", "2026-05-24", 2, [], 3],
    ["accepts three Memorial Day weekend nights", "2026-05-22", 3, [], null],
    ["lets a season minimum above the weekend one win", "2026-09-18", 2, FALL_4, 4],
    ["lets a weekend minimum above the holiday one win", "2026-07-03", 2, WEEKEND_5, 5],
    ["uses the arrival night's season for the whole stay", "2026-06-14", 2, PEAK_3, null],
    ["uses the next season's rules for a stay arriving in it", "2026-06-15", 2, PEAK_3, 3],
    ["uses the type's own minimum over the park's", "2026-05-12", 1, TENT_2, 2],
  ])("minimum stay: %s", (_name, at, nights, rules, minimum) => {
    const message = minimum && `This site requires a ${minimum}-night minimum stay for these dates.`;
    expect(messageOf({ at, nights, rules }, "RESERVATION_MINIMUM")).toBe(message);
  });

  const LIMITED = "Stays at this site are limited to";
  it.each<[string, number, Rules, string | null]>([
    ["accepts exactly the maximum of 14 nights", 14, [], null],
    ["refuses 15 nights", 15, [], `${LIMITED} 14 nights.`],
    ["words a one-night maximum in the singular", 2, [{ maxNights: 1 }], `${LIMITED} 1 night.`],
  ])("maximum stay: %s", (_name, nights, rules, message) => {
    expect(messageOf({ at: "2026-06-01", nights, rules }, "RESERVATION_MAXIMUM")).toBe(message);
  });

  const CLOSED_NIGHTS = "The park is closed on some of your nights";
  const CLOSED = `${CLOSED_NIGHTS} (season: May 1 – Oct 31).`;
  const SPRING_27 = { id: "spring-27", name: "Spring", startDate: "2027-05-01", endDate: "2027-06-14" };
  const NEXT_SPRING: Case = {
    at: "2027-04-20",
    type: { ratesBySeason: { ...TENT.ratesBySeason, "spring-27": 3_500 } },
    calendar: { seasons: [...CALENDAR.seasons, SPRING_27] },
  };
  it.each<[string, Case, string | null]>([
    ["refuses a stay that starts the night before opening day", { at: "2026-04-30" }, CLOSED],
    ["accepts a stay whose first night is opening day", { at: "2026-05-01" }, null],
    ["accepts a stay whose last night is the season's last day", { at: "2026-10-30" }, null],
    ["refuses a tent stay into winter, which has no tent rate", { at: "2026-10-31" }, CLOSED],
    ["accepts a cabin stay into winter, which has a cabin rate", { at: "2026-10-31", type: LODGING }, null],
    ["refuses a stay over a closed date inside the season", { at: "2026-09-10" }, CLOSED],
    ["names no season when the type has none", { calendar: { seasons: [] } }, `${CLOSED_NIGHTS}.`],
    ["names the season nearest to the stay", NEXT_SPRING, `${CLOSED_NIGHTS} (season: May 1 – Jun 14).`],
  ])("resort closed: %s", (_name, c, message) => {
    expect(messageOf(c, "RESORT_CLOSED")).toBe(message);
  });

  const WINDOW = "Reservations open 12 months ahead.";
  const LEAD = "Online booking closes 2 hours before check-in; please call the park.";
  const AT_CHECK_IN = "Online booking closes at check-in; please call the park.";
  // 23:30 on July 3 in New York is already July 4 in UTC: "today" must be the park's.
  const NO_LEAD: Rules = [{ minLeadHours: 0 }];
  const JULY_3_LATE = "2026-07-04T03:30:00Z";
  // Check-in on July 10 is 15:00 EDT = 19:00Z; a lead time of 2 hours ends at 17:00Z.
  it.each<[string, string, string, Rules, string | null]>([
    ["accepts arrival exactly the window's length ahead", "2027-07-03", JULY_3_LATE, [], null],
    ["refuses arrival one day past the window", "2027-07-04", JULY_3_LATE, [], WINDOW],
    ["accepts arrival exactly the lead time before check-in", "2026-07-10", "2026-07-10T17:00:00Z", [], null],
    ["refuses arrival a moment inside the lead time", "2026-07-10", "2026-07-10T17:00:00.001Z", [], LEAD],
    ["refuses arrival after check-in has passed", "2026-07-10", "2026-07-11T12:00:00Z", [], LEAD],
    ["closes at check-in with no lead time", "2026-07-10", "2026-07-10T19:00:00.001Z", NO_LEAD, AT_CHECK_IN],
  ])("booking in advance: %s", (_name, at, now, rules, message) => {
    expect(messageOf({ at, now, rules }, "BOOKING_IN_ADVANCE_LIMITS")).toBe(message);
  });

  // The search keeps a park's answer until the clock could change it (clockStableUntil).
  it.each<[string, string, string, number, string]>([
    // The window moves at the park's midnight (04:00Z in April, EDT).
    ["the park's next midnight for a far arrival", "2026-05-12", NOW, 2, "2026-04-02T04:00:00.000Z"],
    // Arrival on April 3: its midnight (04:00Z) less a 30-hour lead is 22:00Z on April 1, before midnight.
    ["the arrival's midnight less the longest lead", "2026-04-03", NOW, 30, "2026-04-01T22:00:00.000Z"],
    // Arrival tomorrow with a 30-hour lead: already inside it, so nothing may be kept.
    ["a moment already past for a near arrival", "2026-04-02", NOW, 30, "2026-03-31T22:00:00.000Z"],
  ])("clock-stable: %s", (_name, arrival, now, lead, until) => {
    const calendar = { ...CALENDAR, rules: [{ ...PARK_RULE, minLeadHours: lead }] };
    expect(new Date(clockStableUntil(calendar, arrival, new Date(now))).toISOString()).toBe(until);
  });

  it("keeps every booking-in-advance answer until the clock-stable instant, for any later arrival", () => {
    const rules: Rules = [{ minLeadHours: 30, bookingWindowDays: 40 }];
    const calendar = { ...CALENDAR, rules: [{ ...PARK_RULE, minLeadHours: 30, bookingWindowDays: 40 }] };
    for (const now of ["2026-04-01T12:00:00Z", "2026-04-01T03:59:00Z", "2026-04-29T23:00:00Z"]) {
      const earliest = addDays(now.slice(0, 10), 3);
      const until = clockStableUntil(calendar, earliest, new Date(now));
      expect(until).toBeGreaterThan(Date.parse(now));
      for (let shift = 0; shift < 45; shift += 1) {
        const at = addDays(earliest, shift);
        const before = messageOf({ at, now, rules }, "BOOKING_IN_ADVANCE_LIMITS");
        const late = new Date(until - 1).toISOString();
        expect(messageOf({ at, now: late, rules }, "BOOKING_IN_ADVANCE_LIMITS")).toBe(before);
      }
    }
  });

  it.each([
    [365, "Reservations open 12 months ahead."],
    [730, "Reservations open 24 months ahead."],
    [180, "Reservations open 6 months ahead."],
    [30, "Reservations open 1 month ahead."],
    [14, "Reservations open 2 weeks ahead."],
    [10, "Reservations open 10 days ahead."],
    [1, "Reservations open 1 day ahead."],
  ])("words a booking window of %i days as %j", (windowDays, message) => {
    expect(FAILURE_MESSAGES.BOOKING_IN_ADVANCE_LIMITS({ windowDays })).toBe(message);
  });

  it.each<[string, boolean, string | null]>([
    ["accepts a type bookable online", true, null],
    ["refuses a type the park takes by phone only", false, "Call the park to book this site."],
  ])("online booking: %s", (_name, bookableOnline, message) => {
    expect(messageOf({ type: { bookableOnline } }, "CANNOT_RESERVE_ONLINE")).toBe(message);
  });

  describe("closures staff set in the console", () => {
    const closure = (over: Partial<Closure>): Closure => ({
      campsiteTypeId: null,
      kind: "closed",
      start: "2026-05-13",
      end: "2026-05-15",
      message: "Closed for the fishing derby.",
      ...over,
    });

    it("closes the park's nights with the message staff wrote for guests", () => {
      expect(messageOf({ calendar: { closures: [closure({})] } }, "RESORT_CLOSED")).toBe(
        "Closed for the fishing derby.",
      );
    });

    it("closes only the type a type's closure names", () => {
      const cabinOnly = { calendar: { closures: [closure({ campsiteTypeId: "cabin" })] } };
      expect(messageOf(cabinOnly, "RESORT_CLOSED")).toBeNull();
      expect(messageOf({ ...cabinOnly, type: LODGING }, "RESORT_CLOSED")).toBe(
        "Closed for the fishing derby.",
      );
    });

    it("leaves a stay that departs on the closure's first night open", () => {
      expect(
        messageOf({ at: "2026-05-11", nights: 2, calendar: { closures: [closure({})] } }, "RESORT_CLOSED"),
      ).toBeNull();
    });

    it("falls back to the standard message when staff wrote none", () => {
      expect(messageOf({ calendar: { closures: [closure({ message: null })] } }, "RESORT_CLOSED")).toMatch(
        /^The park is closed on some of your nights/,
      );
    });

    it("sends guests to the phone for a phone-only period, in its own words", () => {
      const phoneOnly = {
        calendar: { closures: [closure({ kind: "phone_only", message: "Call us for derby week." })] },
      };
      expect(messageOf(phoneOnly, "CANNOT_RESERVE_ONLINE")).toBe("Call us for derby week.");
      expect(messageOf(phoneOnly, "RESORT_CLOSED")).toBeNull();
      const unexplained = { calendar: { closures: [closure({ kind: "phone_only", message: null })] } };
      expect(messageOf(unexplained, "CANNOT_RESERVE_ONLINE")).toBe("Call the park to book this site.");
    });
  });

  const ARRIVE = "Arrivals for this site are on Fridays only.";
  const DEPART = "Departures for this site are on Sundays only.";
  const SEVERAL =
    "Arrivals for this site are on Fridays, Saturdays and Sundays only. " +
    "Departures for this site are on Mondays and Sundays only.";
  const FRIDAYS: Rules = [{ arrivalWeekdays: [5] }];
  const SUNDAYS: Rules = [{ departureWeekdays: [0] }];
  const FRIDAY_TO_SUNDAY: Rules = [{ arrivalWeekdays: [5], departureWeekdays: [0] }];
  const WEEKEND_DAYS: Rules = [{ arrivalWeekdays: [0, 5, 6], departureWeekdays: [1, 0] }];
  it.each<[string, string, number, Rules, string | null]>([
    ["accepts a Friday-to-Sunday stay on a Friday-to-Sunday site", "2026-07-10", 2, FRIDAY_TO_SUNDAY, null],
    ["refuses a Saturday arrival on a Fridays-only site", "2026-07-11", 1, FRIDAYS, ARRIVE],
    ["refuses a Monday departure on a Sundays-only site", "2026-07-10", 3, SUNDAYS, DEPART],
    ["names both days when both are wrong", "2026-07-11", 2, FRIDAY_TO_SUNDAY, `${ARRIVE} ${DEPART}`],
    ["lists several allowed days Monday first", "2026-07-08", 2, WEEKEND_DAYS, SEVERAL],
  ])("arrival and departure days: %s", (_name, at, nights, rules, message) => {
    expect(messageOf({ at, nights, rules }, "ARRIVAL_DEPARTURE")).toBe(message);
  });

  const CABIN_6 = "This cabin sleeps up to 6 guests.";
  const TENT_6 = "This tent site sleeps up to 6 guests. This tent site allows up to 6 adults.";
  const RV_1 = "This RV site allows up to 1 child.";
  const RV: Type = { category: "rv", maxChildren: 1 };
  const OTHER: Type = { category: "other", maxChildren: 0 };
  it.each<[string, Type, Partial<Guests>, string | null]>([
    ["accepts a cabin full to its 6 guests", LODGING, { adults: 4, children: 2 }, null],
    ["refuses a seventh guest in a cabin", LODGING, { adults: 4, children: 3 }, CABIN_6],
    ["refuses a fifth adult in a cabin", LODGING, { adults: 5 }, "This cabin allows up to 4 adults."],
    ["names every limit a party breaks, in the site's own word", {}, { adults: 7 }, TENT_6],
    ["refuses children over the limit at an RV site", RV, { children: 2 }, RV_1],
    ["refuses children where none are allowed", OTHER, { children: 1 }, "This site does not allow children."],
  ])("occupancy: %s", (_name, type, guests, message) => {
    expect(messageOf({ type, guests }, "MIN_MAX_AGE_GROUP")).toBe(message);
  });

  it.each<[string, Type, number, string | null]>([
    ["accepts pets up to the limit", {}, 2, null],
    ["refuses a pet over the limit", {}, 3, "No more than 2 pets are allowed."],
    ["words a one-pet limit in the singular", { maxPets: 1 }, 2, "No more than 1 pet is allowed."],
    ["refuses any pet where pets are not allowed", LODGING, 1, "Pets are not allowed at this site."],
  ])("pets: %s", (_name, type, pets, message) => {
    expect(messageOf({ type, guests: { pets } }, "MAX_PETS")).toBe(message);
  });

  const ROOMY: Type = { maxGuests: 20, maxAdults: 20, maxChildren: 20 };
  const MOST = MAX_CHILDREN_PER_ADULT;
  const NO_ADULT = "At least one adult must be in the party.";
  const PER_ADULT = "Each adult may bring up to 4 children.";
  it.each<[string, Partial<Guests>, string | null]>([
    ["accepts one adult alone", { adults: 1 }, null],
    ["refuses a party with no adult", { adults: 0, children: 2 }, NO_ADULT],
    ["accepts one adult with the most children an adult may bring", { adults: 1, children: MOST }, null],
    ["refuses one adult with one child too many", { adults: 1, children: MOST + 1 }, PER_ADULT],
    ["accepts two adults with more children than one could bring", { adults: 2, children: MOST + 1 }, null],
  ])("standard age groups: %s", (_name, guests, message) => {
    expect(messageOf({ guests, type: ROOMY }, "STANDARD_AGE_GROUP")).toBe(message);
  });

  it("reports every failing rule once, in the order of the rule identifiers", () => {
    const reasons = evaluate({
      at: "2026-09-12",
      nights: 1,
      guests: { adults: 0, children: 7, pets: 1 },
      type: { category: "lodging", bookableOnline: false },
      rules: [{ arrivalWeekdays: [5] }],
    });
    expect(reasons.map((reason) => reason.id)).toEqual([
      "RESERVATION_MINIMUM",
      "RESORT_CLOSED",
      "CANNOT_RESERVE_ONLINE",
      "ARRIVAL_DEPARTURE",
      "MIN_MAX_AGE_GROUP",
      "MAX_PETS",
      "STANDARD_AGE_GROUP",
    ]);
  });
});

describe("messages and minimums for the site-dependent rules", () => {
  it("word the fit and gap rules as the domain table does", () => {
    expect(FAILURE_MESSAGES.BEST_OR_PREFERRED_FIT()).toBe(
      "No site of this type is free for all of your nights.",
    );
    expect(FAILURE_MESSAGES.GAP()).toBe(
      "These dates would leave a gap other campers cannot book; try shifting by a night.",
    );
  });

  it("merges site-dependent reasons into rule order", () => {
    const gap = { id: "GAP" as const, message: FAILURE_MESSAGES.GAP() };
    const fit = { id: "BEST_OR_PREFERRED_FIT" as const, message: FAILURE_MESSAGES.BEST_OR_PREFERRED_FIT() };
    const merged = orderFailureReasons([...evaluate({ guests: { adults: 0 } }), gap, fit]);
    expect(merged.map((reason) => reason.id)).toEqual(["BEST_OR_PREFERRED_FIT", "GAP", "STANDARD_AGE_GROUP"]);
  });

  it.each([
    ["a midweek stay needs the season minimum", "2026-05-12", 2, 1],
    ["a weekend stay needs the weekend minimum", "2026-05-15", 2, 2],
    ["a holiday weekend needs the holiday minimum", "2026-05-22", 4, 3],
  ])("%s", (_name, start, nights, minimum) => {
    const stay = { start, end: addDays(start, nights) };
    expect(
      minimumStayNights(stayCalendar(CALENDAR, TENT, stay), stayRulesAtArrival(CALENDAR, TENT.id, start)),
    ).toBe(minimum);
  });
});
