/**
 * Time-zone suite: the stay calendar and the time-based rules must give the same answers whatever the machine's
 * time zone. Each block runs with the process switched to another zone (Node re-reads `TZ` when it is set), and
 * the whole file is also meant to be run under `TZ=…` (README: America/New_York, Pacific/Kiritimati, UTC,
 * America/Los_Angeles).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDay } from "@/lib/date-format";
import { addDays, instantIn } from "@/lib/stay-dates";
import { evaluateStayRules } from "./availability-rules";
import type { CampsiteTypeContext, ParkCalendar } from "./engine-types";
import { resolveStayRules, stayCalendar } from "./stay-calendar";
import { nearbyStays } from "./stay-suggestions";

const MACHINE_ZONES = [
  "America/New_York",
  "Pacific/Kiritimati",
  "UTC",
  "America/Los_Angeles",
  "Asia/Kolkata",
];

// Open all year with one rate, so only the dates and the clock decide the answers below.
const CALENDAR: ParkCalendar = {
  parkId: "beaverkill-bend",
  timeZone: "America/New_York",
  checkInTime: "15:00",
  seasons: [{ id: "all-year", name: "All year", startDate: "2025-01-01", endDate: "2028-12-31" }],
  closedDates: [],
  holidays: ["2026-05-25"],
  rules: [
    {
      ...resolveStayRules([], "any", null),
      campsiteTypeId: null,
      seasonId: null,
      minNights: 1,
      maxNights: 14,
      bookingWindowDays: 365,
      minLeadHours: 2,
    },
  ],
  pricing: { weekendFactorBp: 10_000, holidayFactorBp: 10_000, demandTiers: [] },
};
const CABIN: CampsiteTypeContext = {
  id: "cabin",
  parkId: "beaverkill-bend",
  name: "Wood-stove Cabin",
  category: "lodging",
  maxGuests: 6,
  maxAdults: 6,
  maxChildren: 4,
  maxPets: 0,
  bookableOnline: true,
  lockFeeCents: 0,
  amenities: [],
  ratesBySeason: { "all-year": 12_000 },
};

/** The booking-in-advance message for a two-night stay from `start` searched at `now`, or null. */
function advanceLimit(start: string, now: string, minLeadHours = 2): string | null {
  const calendar = { ...CALENDAR, rules: CALENDAR.rules.map((rule) => ({ ...rule, minLeadHours })) };
  const request = {
    start,
    end: addDays(start, 2),
    guests: { adults: 2, children: 0, pets: 0 },
    now: new Date(now),
  };
  const reasons = evaluateStayRules({ request, calendar, type: CABIN });
  return reasons.find((reason) => reason.id === "BOOKING_IN_ADVANCE_LIMITS")?.message ?? null;
}

const LEAD = "Online booking closes 2 hours before check-in; please call the park.";

describe.each(MACHINE_ZONES)("with the machine's clock in %s", (machineZone) => {
  const original = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = machineZone;
  });
  afterAll(() => {
    // Assigning undefined would set the string "undefined".
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it("really runs in that zone", () => {
    const offsets: Record<string, number> = {
      "America/New_York": 300,
      "Pacific/Kiritimati": -840,
      UTC: 0,
      "America/Los_Angeles": 480,
      "Asia/Kolkata": -330,
    };
    expect(new Date("2026-01-15T12:00:00Z").getTimezoneOffset()).toBe(offsets[machineZone]);
  });

  it.each([
    ["the spring-forward week", "2026-03-05", "2026-03-12", [4, 5, 6, 0, 1, 2, 3]],
    ["the fall-back week", "2026-10-29", "2026-11-05", [4, 5, 6, 0, 1, 2, 3]],
    ["the turn of the year", "2026-12-30", "2027-01-02", [3, 4, 5]],
    ["a leap day", "2028-02-28", "2028-03-01", [1, 2]],
  ])("lists each night of %s once, on its own weekday", (_name, start, end, weekdays) => {
    const nights = stayCalendar(CALENDAR, CABIN, { start, end });
    expect(nights.map((night) => night.weekday)).toEqual(weekdays);
    expect(new Set(nights.map((night) => night.date)).size).toBe(weekdays.length);
  });

  it("names stay dates and suggests nearby stays on calendar days, across the spring-forward night", () => {
    expect(formatDay("2026-03-08")).toBe("Sun, Mar 8");
    expect(nearbyStays({ start: "2026-03-07", end: "2026-03-08" }).slice(0, 3)).toEqual([
      { start: "2026-03-07", end: "2026-03-09" },
      { start: "2026-03-08", end: "2026-03-09" },
      { start: "2026-03-06", end: "2026-03-07" },
    ]);
  });

  it("marks Friday and Saturday nights and the nights of a holiday weekend", () => {
    const nights = stayCalendar(CALENDAR, CABIN, { start: "2026-05-22", end: "2026-05-26" });
    expect(nights.map(({ weekend, holiday }) => [weekend, holiday])).toEqual([
      [true, false],
      [true, false],
      [false, true],
      [false, true],
    ]);
  });

  it.each([
    [
      "check-in on the spring-forward Sunday is at 15:00 daylight time",
      "2026-03-08",
      "2026-03-08T19:00:00.000Z",
    ],
    ["check-in on the fall-back Sunday is at 15:00 standard time", "2026-11-01", "2026-11-01T20:00:00.000Z"],
    ["check-in on a summer day is at 15:00 daylight time", "2026-07-10", "2026-07-10T19:00:00.000Z"],
  ])("%s in the park's zone", (_name, date, instant) => {
    expect(instantIn(CALENDAR.timeZone, date, CALENDAR.checkInTime).toISOString()).toBe(instant);
  });

  it("places an early check-in on the spring-forward Sunday after the clocks changed", () => {
    // 05:00 local is EDT (09:00Z) though 05:00 UTC itself is still before the change.
    expect(instantIn(CALENDAR.timeZone, "2026-03-08", "05:00").toISOString()).toBe(
      "2026-03-08T09:00:00.000Z",
    );
  });

  // 23:30 on July 3 in New York: already July 4 in UTC and July 4 evening in Kiritimati.
  it.each([
    ["accepts arrival exactly 365 days after the park's today", "2027-07-03", null],
    ["refuses arrival 366 days after the park's today", "2027-07-04", "Reservations open 12 months ahead."],
  ])("%s", (_name, start, message) => {
    expect(advanceLimit(start, "2026-07-04T03:30:00Z")).toBe(message);
  });

  it.each([
    [
      "accepts the spring-forward Sunday until two hours before check-in",
      "2026-03-08",
      "2026-03-08T17:00:00Z",
      null,
    ],
    ["refuses the spring-forward Sunday inside the lead time", "2026-03-08", "2026-03-08T17:30:00Z", LEAD],
    [
      "accepts the fall-back Sunday until two hours before check-in",
      "2026-11-01",
      "2026-11-01T18:00:00Z",
      null,
    ],
    ["refuses the fall-back Sunday inside the lead time", "2026-11-01", "2026-11-01T18:30:00Z", LEAD],
  ])("%s", (_name, start, now, message) => {
    expect(advanceLimit(start, now)).toBe(message);
  });

  it("counts a day's lead time in real hours across the lost spring hour", () => {
    // Saturday 14:30 EST is only 23.5 hours before Sunday's 15:00 EDT check-in.
    const message = advanceLimit("2026-03-08", "2026-03-07T19:30:00Z", 24);
    expect(message).toBe("Online booking closes 24 hours before check-in; please call the park.");
    expect(advanceLimit("2026-03-08", "2026-03-07T19:00:00Z", 24)).toBeNull();
  });
});
