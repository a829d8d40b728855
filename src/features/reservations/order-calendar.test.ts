import { describe, expect, it } from "vitest";
import { orderCalendar } from "./order-calendar";
import { FIXTURE_IDS, orderConfirmationFixture } from "./order-confirmation.fixtures";

const APP_URL = "https://book.lantern.example";

/** Undoes RFC 5545 line folding: a CRLF followed by one space joins the two lines. */
function unfold(calendar: string): string[] {
  return calendar.replace(/\r\n /g, "").split("\r\n");
}

function events(calendar: string): string[][] {
  const lines = unfold(calendar);
  const found: string[][] = [];
  let current: string[] | null = null;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") current = [];
    else if (line === "END:VEVENT" && current) {
      found.push(current);
      current = null;
    } else current?.push(line);
  }
  return found;
}

function property(event: string[], name: string): string | undefined {
  return event.find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));
}

describe("orderCalendar", () => {
  it("publishes one all-day event per confirmed reservation and leaves the cancelled one out", () => {
    const calendar = orderCalendar(orderConfirmationFixture(), { appUrl: APP_URL });
    const lines = unfold(calendar);
    expect(lines.slice(0, 5)).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Lantern//Lantern Booking//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
    ]);
    expect(lines.at(-2)).toBe("END:VCALENDAR");
    const found = events(calendar);
    expect(found.map((event) => property(event, "UID"))).toEqual([
      `UID:${FIXTURE_IDS.wagonStay}@lantern`,
      `UID:${FIXTURE_IDS.cabinStay}@lantern`,
    ]);
    expect(calendar).not.toContain(FIXTURE_IDS.cancelledTentStay);
    const [wagon, cabin] = found as [string[], string[]];
    expect(property(wagon, "DTSTART")).toBe("DTSTART;VALUE=DATE:20270709");
    expect(property(wagon, "DTEND")).toBe("DTEND;VALUE=DATE:20270711");
    expect(property(cabin, "DTSTART")).toBe("DTSTART;VALUE=DATE:20270711");
    expect(property(cabin, "DTEND")).toBe("DTEND;VALUE=DATE:20270714");
    expect(property(cabin, "STATUS")).toBe("STATUS:CONFIRMED");
  });

  it("ends every line with CRLF, including the last", () => {
    const calendar = orderCalendar(orderConfirmationFixture(), { appUrl: APP_URL });
    expect(calendar.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(calendar.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("stamps each event with the moment the order was placed, in UTC", () => {
    const [wagon] = events(orderCalendar(orderConfirmationFixture(), { appUrl: APP_URL }));
    expect(property(wagon!, "DTSTAMP")).toBe("DTSTAMP:20270501T143210Z");
  });

  it("names the campsite type and park, and places the stay at the park's address", () => {
    const [wagon, cabin] = events(orderCalendar(orderConfirmationFixture(), { appUrl: APP_URL }));
    expect(property(wagon!, "SUMMARY")).toBe("SUMMARY:Conestoga Wagon at Catskill Conestoga Wagon Outpost");
    expect(property(wagon!, "LOCATION")).toBe("LOCATION:218 Rockland Road\\, Roscoe\\, NY 12776");
    expect(property(cabin!, "LOCATION")).toBe("LOCATION:2450 Old Route 17\\, Livingston Manor\\, NY 12758");
  });

  it("describes the confirmation code, site and check-in and check-out times, and links to the booking", () => {
    const [, cabin] = events(orderCalendar(orderConfirmationFixture(), { appUrl: `${APP_URL}/` }));
    const url = `${APP_URL}/checkout/confirmation/${FIXTURE_IDS.invoiceUuid}`;
    expect(property(cabin!, "DESCRIPTION")).toBe(
      "DESCRIPTION:Confirmation code: LNT-7K3Q9P\\nSite: Deluxe Pond Cabin\\, assigned at check-in\\n" +
        `Check-in from 2:00 PM\\, check-out by 11:00 AM\\nYour booking: ${url}`,
    );
    expect(property(cabin!, "URL")).toBe(`URL:${url}`);
  });

  it("escapes backslashes, semicolons, commas and line breaks in text", () => {
    const order = orderConfirmationFixture();
    order.campsiteConfirmationSummaries[0]!.campsiteType.name = "Wagon; \\deluxe\\, two\nbeds";
    const [wagon] = events(orderCalendar(order, { appUrl: APP_URL }));
    expect(property(wagon!, "SUMMARY")).toBe(
      "SUMMARY:Wagon\\; \\\\deluxe\\\\\\, two\\nbeds at Catskill Conestoga Wagon Outpost",
    );
  });

  it("folds a long description at 75 octets without splitting a multi-byte character", () => {
    const order = orderConfirmationFixture();
    const siteName = "Ōhiʻa Hütte ☕ 🌲🌲🌲 Ünter den Bäumen, am Bach — Étoile du Nord 🏕️ Lager";
    order.campsiteConfirmationSummaries[0]!.campsite.name = siteName;
    const calendar = orderCalendar(order, { appUrl: APP_URL });
    const physicalLines = calendar.split("\r\n").slice(0, -1);
    expect(physicalLines.some((line) => line.startsWith(" "))).toBe(true);
    for (const line of physicalLines) {
      expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
      // A line cut inside a character would not survive a round trip through UTF-8 bytes.
      expect(Buffer.from(line, "utf8").toString("utf8")).toBe(line);
    }
    const [wagon] = events(calendar);
    expect(property(wagon!, "DESCRIPTION")).toContain(
      `Site: ${siteName.replace(",", "\\,")} (Conestoga Wagon)`,
    );
  });

  it("uses the full 75 octets of a line before folding, the leading space of a continuation included", () => {
    const order = orderConfirmationFixture();
    order.campsiteConfirmationSummaries[0]!.campsiteType.name = "x".repeat(200);
    const lines = orderCalendar(order, { appUrl: APP_URL }).split("\r\n");
    const start = lines.findIndex((line) => line.startsWith("SUMMARY:"));
    const end = lines.findIndex((line, index) => index > start && !line.startsWith(" "));
    const summary = lines.slice(start, end);
    // "SUMMARY:" + 200 × "x" + " at Catskill Conestoga Wagon Outpost" is 244 octets: 75 + 74 + 74 + 21.
    expect(summary.map((line) => line.length)).toEqual([75, 75, 75, 22]);
    expect(summary.slice(1).every((line) => line.startsWith(" "))).toBe(true);
  });
});
