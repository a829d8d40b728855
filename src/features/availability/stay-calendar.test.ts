import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/stay-dates";
import { stayRuleRow as rule } from "../../../tests/support/stay-rules";
import type { Season } from "./engine-types";
import {
  isHolidayNight,
  nearestOpenPeriod,
  openPeriods,
  resolveStayRules,
  type StayNight,
  seasonOn,
  stayCalendar,
  stayNights,
} from "./stay-calendar";

const SEASONS: Season[] = [
  { id: "spring", name: "Spring", startDate: "2026-05-01", endDate: "2026-06-14" },
  { id: "peak", name: "Peak", startDate: "2026-06-15", endDate: "2026-09-07" },
  { id: "fall", name: "Fall", startDate: "2026-09-08", endDate: "2026-10-31" },
  { id: "winter", name: "Winter", startDate: "2026-11-01", endDate: "2027-04-30" },
];
const CALENDAR = {
  seasons: SEASONS,
  closedDates: ["2026-09-11", "2026-09-12"],
  holidays: ["2026-05-25", "2026-07-04", "2026-09-07"],
};
const TENT = { id: "tent", ratesBySeason: { spring: 3_500, peak: 4_500, fall: 4_000 } };
const CABIN = { id: "cabin", ratesBySeason: { ...TENT.ratesBySeason, winter: 9_000 } };

function night(date: string, facts: Partial<StayNight> = {}): Partial<StayNight> {
  return { date, ...facts };
}

describe("stay nights", () => {
  it.each([
    ["lists the nights from arrival up to, not including, departure", "2026-07-03", "2026-07-05", 2],
    ["lists a night across a month end", "2026-06-30", "2026-07-02", 2],
    ["lists a week across the spring-forward night as seven nights", "2026-03-05", "2026-03-12", 7],
    ["lists a week across the fall-back night as seven nights", "2026-10-29", "2026-11-05", 7],
    ["lists no nights when departure is arrival day", "2026-07-03", "2026-07-03", 0],
    ["lists no nights when departure is before arrival", "2026-07-05", "2026-07-03", 0],
  ])("%s", (_name, start, end, count) => {
    const nights = stayNights(start, end);
    expect(nights).toHaveLength(count);
    if (count > 0) expect([nights[0], nights.at(-1)]).toEqual([start, addDays(end, -1)]);
  });
});

describe("season of a night", () => {
  it.each([
    ["finds the season on its first day", "2026-05-01", "spring"],
    ["finds the season on its last day (inclusive end)", "2026-06-14", "spring"],
    ["finds the next season the day after the previous one ends", "2026-06-15", "peak"],
    ["finds a season that runs over the new year", "2027-01-01", "winter"],
    ["finds no season before the first one opens", "2026-04-30", null],
    ["finds no season after the last one closes", "2027-05-01", null],
  ])("%s", (_name, date, seasonId) => {
    expect(seasonOn(SEASONS, date)?.id ?? null).toBe(seasonId);
  });

  it("prefers the season that starts latest where two overlap", () => {
    const specialWeek: Season = {
      id: "fair",
      name: "County fair",
      startDate: "2026-08-10",
      endDate: "2026-08-16",
    };
    expect(seasonOn([...SEASONS, specialWeek], "2026-08-12")?.id).toBe("fair");
    expect(seasonOn([specialWeek, ...SEASONS], "2026-08-17")?.id).toBe("peak");
  });
});

describe("closed nights", () => {
  it.each([
    ["a night before the season opens is closed", TENT, "2026-04-30", "no-season"],
    ["the season's first night is open", TENT, "2026-05-01", null],
    ["the season's last night is open", TENT, "2026-10-31", null],
    ["a closed date inside the season is closed", TENT, "2026-09-11", "closed-date"],
    ["a night of a season without a rate for the type is closed", TENT, "2026-11-01", "no-rate"],
    ["the same winter night is open for a type with a winter rate", CABIN, "2026-11-01", null],
    ["a closed date closes the park even for a type with a rate", CABIN, "2026-09-12", "closed-date"],
  ])("%s", (_name, type, date, closedBecause) => {
    const [fact] = stayCalendar(CALENDAR, type, { start: date, end: addDays(date, 1) });
    expect(fact).toMatchObject({ date, closed: closedBecause !== null, closedBecause });
  });
});

describe("weekend and holiday nights", () => {
  it.each([
    ["a Thursday night is a plain night", "2026-07-02", 4, false, false],
    ["a Friday night is a weekend night", "2026-07-10", 5, true, false],
    ["a Saturday night is a weekend night", "2026-07-11", 6, true, false],
    ["a Sunday night is a plain night", "2026-07-12", 0, false, false],
    ["the night before Memorial Day Monday is a holiday night", "2026-05-24", 0, false, true],
    ["Memorial Day itself is a holiday night", "2026-05-25", 1, false, true],
    ["the night after Memorial Day is a plain night", "2026-05-26", 2, false, false],
    ["the Saturday before Memorial Day is a weekend night, not a holiday one", "2026-05-23", 6, true, false],
    ["a Friday before a Saturday holiday is both", "2026-07-03", 5, true, true],
  ])("%s", (_name, date, weekday, weekend, holiday) => {
    const [fact] = stayCalendar(CALENDAR, TENT, { start: date, end: addDays(date, 1) });
    expect(fact).toMatchObject({ date, weekday, weekend, holiday });
  });

  it("tells a holiday night from a set of holidays alone", () => {
    expect(isHolidayNight(new Set(["2026-09-07"]), "2026-09-06")).toBe(true);
    expect(isHolidayNight(new Set(["2026-09-07"]), "2026-09-05")).toBe(false);
  });
});

describe("stay calendar", () => {
  it("describes every night of a Memorial Day weekend", () => {
    expect(stayCalendar(CALENDAR, TENT, { start: "2026-05-22", end: "2026-05-26" })).toMatchObject([
      night("2026-05-22", { weekday: 5, weekend: true, holiday: false, closed: false }),
      night("2026-05-23", { weekday: 6, weekend: true, holiday: false, closed: false }),
      night("2026-05-24", { weekday: 0, weekend: false, holiday: true, closed: false }),
      night("2026-05-25", { weekday: 1, weekend: false, holiday: true, closed: false }),
    ]);
  });

  it("gives each night of a stay across two seasons its own season", () => {
    const nights = stayCalendar(CALENDAR, TENT, { start: "2026-06-13", end: "2026-06-16" });
    expect(nights.map((fact) => fact.season?.id)).toEqual(["spring", "spring", "peak"]);
  });
});

describe("open periods", () => {
  it.each([
    ["joins consecutive seasons into one period", TENT, SEASONS, [["2026-05-01", "2026-10-31"]]],
    ["leaves out seasons without a rate for the type", TENT, SEASONS.slice(3), []],
    ["runs on through a season the type has a rate for", CABIN, SEASONS, [["2026-05-01", "2027-04-30"]]],
    [
      "keeps seasons with a gap between them apart",
      TENT,
      [SEASONS[2]!, { ...SEASONS[0]!, startDate: "2027-05-01", endDate: "2027-06-14" }],
      [
        ["2026-09-08", "2026-10-31"],
        ["2027-05-01", "2027-06-14"],
      ],
    ],
  ])("%s", (_name, type, seasons, expected) => {
    const periods = openPeriods(seasons, type).map((period) => [period.startDate, period.endDate]);
    expect(periods).toEqual(expected);
  });

  const PERIODS = [
    { startDate: "2026-05-01", endDate: "2026-10-31" },
    { startDate: "2027-05-01", endDate: "2027-10-31" },
  ];
  it.each([
    ["picks the period the stay overlaps", "2026-10-30", "2026-11-02", "2026-05-01"],
    ["picks the period that closed closest before the stay", "2026-11-20", "2026-11-22", "2026-05-01"],
    ["picks the period that opens closest after the stay", "2027-04-10", "2027-04-12", "2027-05-01"],
  ])("%s", (_name, start, end, expectedStart) => {
    expect(nearestOpenPeriod(PERIODS, { start, end })?.startDate).toBe(expectedStart);
  });

  it("finds no nearest period when the type has none", () => {
    expect(nearestOpenPeriod([], { start: "2026-07-03", end: "2026-07-05" })).toBeNull();
  });
});

describe("stay rule resolution", () => {
  // Each level sets minNights, and one field only it sets, so both precedence and fall-through show.
  const RULES = [
    rule({ campsiteTypeId: "cabin", seasonId: "peak", minNights: 4, arrivalWeekdays: [5] }),
    rule({ seasonId: "peak", minNights: 2, maxNights: 10 }),
    rule({ minNights: 1, maxNights: 14, weekendMinNights: 2, bookingWindowDays: 365 }),
    rule({ campsiteTypeId: "cabin", minNights: 3, holidayMinNights: 4 }),
    rule({ campsiteTypeId: "yurt", minNights: 7 }),
    rule({ seasonId: "fall", minNights: 5 }),
  ];

  it.each([
    [
      "uses the park row when nothing more specific applies",
      "tent",
      "spring",
      { minNights: 1, maxNights: 14 },
    ],
    ["lets a season row beat the park row", "tent", "peak", { minNights: 2, maxNights: 10 }],
    ["lets a type row beat the park row", "cabin", "spring", { minNights: 3, maxNights: 14 }],
    ["lets a type row beat a season row", "cabin", "fall", { minNights: 3 }],
    ["lets a type-and-season row beat all others", "cabin", "peak", { minNights: 4, arrivalWeekdays: [5] }],
    ["falls through a type-and-season row to the season row", "cabin", "peak", { maxNights: 10 }],
    ["falls through a type row to the park row", "cabin", "spring", { weekendMinNights: 2 }],
    ["falls through every row to the park row", "cabin", "peak", { bookingWindowDays: 365 }],
    ["ignores rows of other types", "tent", "spring", { holidayMinNights: null, arrivalWeekdays: null }],
    ["uses only type and park rows for a night outside every season", "cabin", null, { minNights: 3 }],
    ["leaves a field no row sets empty", "tent", "spring", { minLeadHours: null, departureWeekdays: null }],
  ])("%s", (_name, typeId, seasonId, expected) => {
    expect(resolveStayRules(RULES, typeId, seasonId)).toMatchObject(expected);
    expect(resolveStayRules([...RULES].reverse(), typeId, seasonId)).toMatchObject(expected);
  });

  it("treats an empty weekday list as unset, so the less specific list applies", () => {
    const rules = [rule({ arrivalWeekdays: [5, 6] }), rule({ campsiteTypeId: "cabin", arrivalWeekdays: [] })];
    expect(resolveStayRules(rules, "cabin", "peak").arrivalWeekdays).toEqual([5, 6]);
  });

  it("resolves no limits at all from no rows", () => {
    expect(Object.values(resolveStayRules([], "cabin", "peak")).every((value) => value === null)).toBe(true);
  });
});
