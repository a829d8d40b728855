import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  DATE_RANGE_MESSAGE,
  isoDate,
  MONTH_RANGE_MESSAGE,
  ZInstant,
  ZIsoDate,
  ZIsoMonth,
} from "./date.input-schemas";
import { nightsBetween } from "./stay-dates";

const messagesOf = (schema: z.core.$ZodType, value: unknown) =>
  z.safeParse(schema, value).error?.issues.map((issue) => issue.message) ?? [];

describe("ZIsoDate", () => {
  it.each(["2000-01-01", "2027-07-09", "2028-02-29", "2100-12-31"])("accepts %s", (value) => {
    expect(messagesOf(ZIsoDate, value)).toEqual([]);
  });

  it.each(["1999-12-31", "2101-01-01", "0000-01-01", "9999-12-31"])(
    "refuses %s as outside 2000–2100",
    (value) => {
      expect(messagesOf(ZIsoDate, value)).toEqual([DATE_RANGE_MESSAGE]);
    },
  );

  it.each(["2027-02-30", "2027-02-29", "2027-13-01", "2027-7-9", "", "2027-07-09T00:00:00Z", 20270709, null])(
    "refuses %j as not a calendar date, with the form's own words when it has some",
    (value) => {
      expect(messagesOf(ZIsoDate, value)).toEqual(["Use a date like 2027-07-09"]);
      expect(messagesOf(isoDate("Enter an arrival date."), value)).toEqual(["Enter an arrival date."]);
    },
  );

  it("keeps a refinement over two dates from seeing one that failed (no RangeError from date arithmetic)", () => {
    const stay = z
      .object({ start: ZIsoDate, end: ZIsoDate })
      .refine(({ start, end }) => nightsBetween(start, end) >= 1, { path: ["end"], message: "End later." });
    expect(stay.safeParse({ start: "2027-02-30", end: "0000-01-01" }).error?.issues).toEqual([
      expect.objectContaining({ path: ["start"], message: "Use a date like 2027-07-09" }),
      expect.objectContaining({ path: ["end"], message: DATE_RANGE_MESSAGE }),
    ]);
    expect(stay.safeParse({ start: "2027-07-09", end: "2027-07-09" }).error?.issues).toEqual([
      expect.objectContaining({ path: ["end"], message: "End later." }),
    ]);
  });

  it("works inside classic Zod's wrappers", () => {
    const optional = z.object({ from: z.optional(ZIsoDate), to: z.nullable(ZIsoDate).default(null) });
    expect(optional.parse({})).toEqual({ to: null });
    expect(optional.safeParse({ from: "2101-01-01" }).error?.issues[0]).toMatchObject({
      path: ["from"],
      message: DATE_RANGE_MESSAGE,
    });
  });
});

describe("ZIsoMonth", () => {
  it.each(["2000-01", "2027-07", "2100-12"])("accepts %s", (value) => {
    expect(messagesOf(ZIsoMonth, value)).toEqual([]);
  });

  it.each(["0000-01", "1999-12", "2101-01", "9999-12"])("refuses %s as outside 2000–2100", (value) => {
    expect(messagesOf(ZIsoMonth, value)).toEqual([MONTH_RANGE_MESSAGE]);
  });

  it.each(["2027-00", "2027-13", "2027-7", "2027-07-01", ""])("refuses %j as not a month", (value) => {
    expect(messagesOf(ZIsoMonth, value)).toEqual(["Use a month like 2027-07"]);
  });
});

describe("ZInstant", () => {
  it.each(["2000-01-01T00:00:00.000Z", "2026-11-21T15:00:00.000Z", "2100-12-31T23:59:59.999Z"])(
    "accepts %s",
    (value) => {
      expect(messagesOf(ZInstant, new Date(value))).toEqual([]);
    },
  );

  it.each([
    "1999-12-31T23:59:59.999Z",
    "2101-01-01T00:00:00.000Z",
    "0000-01-01T00:00:00.000Z",
    "-271821-04-20T00:00:00.000Z",
  ])("refuses %s as outside 2000–2100", (value) => {
    expect(messagesOf(ZInstant, new Date(value))).toEqual([DATE_RANGE_MESSAGE]);
  });

  it("refuses an invalid Date and a date written as text", () => {
    expect(messagesOf(ZInstant, new Date(Number.NaN))).toEqual(["Enter a date and time"]);
    expect(messagesOf(ZInstant, "2027-07-09")).toEqual(["Enter a date and time"]);
  });
});
