import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEntries } from "@/server/db/schema";
import { NOW, setUpCheckoutScenario, twoAdults } from "../../../tests/support/checkout-scenario";
import { outcomeOf, signInDemoStaff } from "../../../tests/support/staff";
import { callerFor } from "../../../tests/support/test-context";

/*
 * Setup for next year (issue 33, decision 0060): seasons of any year with their own weekend factor, and a rate
 * screen that shows what guests pay for each night, the factor included.
 */

const scenario = setUpCheckoutScenario();
let cookie: string;
beforeAll(async () => {
  cookie = (await signInDemoStaff(scenario.db(), "manager@lantern.example")).cookie;
});

const admin = () => callerFor(scenario.db(), { headers: { cookie }, now: NOW }).admin;

/** Friday and Saturday nights of July 2027 (a weekend in the summer season). */
const WEEKEND = { start: "2027-07-16", end: "2027-07-18" };

async function orchardCalendar(from: string, to: string) {
  return admin().rates.list({ parkId: scenario.ids.trout, campsiteTypeId: scenario.ids.orchard, from, to });
}

async function guestNights(dates: { start: string; end: string }) {
  const { results } = await scenario.api().search.searchCampsites({
    parkId: scenario.ids.trout,
    dates,
    guests: twoAdults,
  });
  return results.find((result) => result.campsiteType.id === scenario.ids.orchard)!.smartPricing!;
}

describe(`admin.seasons on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("shows the price guests pay for each night: a weekend night with the park's factor on its base rate", async () => {
    const calendar = await orchardCalendar("2027-07-15", "2027-07-17");
    const [thursday, friday, saturday] = calendar.days;
    expect(thursday).toMatchObject({ weekend: false });
    expect(thursday!.guestCents).toBe(thursday!.baseCents);
    const factor = calendar.pricing.weekendFactorBp / 10_000;
    expect(friday!.guestCents).toBe(Math.round(friday!.baseCents! * factor));
    expect(saturday!.guestCents).toBe(Math.round(saturday!.baseCents! * factor));
  });

  it("adds next year's season, refuses one that overlaps, and a season's own weekend factor prices its weekends", async () => {
    const seasons = await admin().seasons.list({ parkId: scenario.ids.trout });
    const summer = seasons.find((season) => season.start <= WEEKEND.start && season.end >= WEEKEND.start)!;
    expect(summer.weekendFactor).toBeNull();

    const next = await admin().seasons.upsert({
      parkId: scenario.ids.trout,
      name: "Summer 2029",
      start: "2029-05-15",
      end: "2029-10-15",
      weekendFactor: 1.25,
    });
    expect(next).toMatchObject({
      name: "Summer 2029",
      start: "2029-05-15",
      end: "2029-10-15",
      weekendFactor: 1.25,
    });
    expect(
      await outcomeOf(
        admin().seasons.upsert({
          parkId: scenario.ids.trout,
          name: "Fall 2029",
          start: "2029-10-01",
          end: "2029-11-30",
        }),
      ),
    ).toMatch(/^BAD_REQUEST: Summer 2029 already covers .*: seasons cannot overlap\.$/);
    expect(
      await outcomeOf(
        admin().seasons.upsert({
          parkId: scenario.ids.trout,
          name: "Backwards",
          start: "2030-06-01",
          end: "2030-05-01",
        }),
      ),
    ).toBe("BAD_REQUEST: The last night must be on or after the first.");

    // This summer's weekends at ×1.50: the calendar and the guest search say the same new price.
    const before = await guestNights(WEEKEND);
    await admin().seasons.upsert({
      parkId: scenario.ids.trout,
      id: summer.id,
      name: summer.name,
      start: summer.start,
      end: summer.end,
      weekendFactor: 1.5,
    });
    const [friday] = (await orchardCalendar(WEEKEND.start, WEEKEND.start)).days;
    expect(friday!.guestCents).toBe(Math.round(friday!.baseCents! * 1.5));
    const after = await guestNights(WEEKEND);
    expect(after.tripTotal).toBeGreaterThan(before.tripTotal);
    const audit = await scenario
      .db()
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, "season"), eq(auditEntries.entityId, summer.id)));
    expect(audit.map((entry) => entry.action)).toEqual(["season.update"]);
  });

  it("keeps another park's seasons out of a manager's reach", async () => {
    expect(await outcomeOf(admin().seasons.list({ parkId: scenario.ids.beaverkill }))).toBe(
      "NOT_FOUND: This park does not exist.",
    );
  });
});
