import { describe, expect, it } from "vitest";
import { OCCUPANCY_COLUMNS, PACE_COLUMNS, reportCsv } from "./report-columns";
import { toCsv } from "./report-csv";

describe("CSV", () => {
  it("ends every record with CRLF and leaves plain fields unquoted", () => {
    expect(
      toCsv([
        ["Period start", "Arrivals"],
        ["2027-07-01", 3],
      ]),
    ).toBe("Period start,Arrivals\r\n2027-07-01,3\r\n");
  });

  it("quotes fields with commas, quotes or line breaks and doubles the quotes inside (RFC 4180)", () => {
    expect(toCsv([['Site "A", row 2', "two\nlines", "cr\rhere", "plain"]])).toBe(
      '"Site ""A"", row 2","two\nlines","cr\rhere",plain\r\n',
    );
  });

  it("writes an empty field for a missing value", () => {
    expect(toCsv([[null, 0, ""]])).toBe(",0,\r\n");
  });

  it.each([
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ["+1+2", "'+1+2"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
  ])("defuses a text field a spreadsheet would run as a formula: %s", (cell, written) => {
    expect(toCsv([[cell]])).toBe(`${written}\r\n`);
  });

  it("keeps negative numbers as numbers", () => {
    expect(toCsv([[-12.5, -3]])).toBe("-12.5,-3\r\n");
  });

  it("refuses a number that is not finite", () => {
    expect(() => toCsv([[Number.NaN]])).toThrow(RangeError);
  });

  it("exports a report's columns with dollars and percents from cents and basis points", () => {
    const row = {
      start: "2027-07-01",
      end: "2027-07-31",
      availableNights: 620,
      occupiedNights: 155,
      occupancyBp: 2_500,
      roomRevenueCents: 1_234_505,
      adrCents: 7_965,
      revparCents: null,
    };
    expect(reportCsv(OCCUPANCY_COLUMNS, [row])).toBe(
      "Period start,Period end,Available site-nights,Occupied site-nights,Occupancy (%)\r\n" +
        "2027-07-01,2027-07-31,620,155,25\r\n",
    );
    const pace = {
      start: "2027-07-01",
      end: "2027-07-07",
      nights: 3,
      lastYearNights: 4,
      nightsChangeBp: -2_500,
      revenueCents: 15_005,
      lastYearRevenueCents: 0,
      revenueChangeBp: null,
    };
    expect(reportCsv(PACE_COLUMNS, [pace]).split("\r\n")[1]).toBe("2027-07-01,2027-07-07,3,4,-25,150.05,0,");
  });
});
