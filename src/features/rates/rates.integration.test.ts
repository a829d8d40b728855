import { TRPCError } from "@trpc/server";
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEntries } from "@/server/db/schema";
import { NOW, setUpCheckoutScenario, twoAdults } from "../../../tests/support/checkout-scenario";
import { codeOf, signInDemoStaff } from "../../../tests/support/staff";
import { callerFor } from "../../../tests/support/test-context";

const scenario = setUpCheckoutScenario();
const cookies: Record<string, string> = {};

beforeAll(async () => {
  for (const email of ["manager@lantern.example", "admin@lantern.example"]) {
    cookies[email] = (await signInDemoStaff(scenario.db(), email)).cookie;
  }
});

const admin = (email = "manager@lantern.example") =>
  callerFor(scenario.db(), { headers: { cookie: cookies[email]! }, now: NOW }).admin;

/** A midweek stay in the summer of 2027, Wednesday to Friday (no weekend night). */
const MIDWEEK = { start: "2027-07-14", end: "2027-07-16" };

async function guestPrice(dates = MIDWEEK) {
  const { results } = await scenario.api().search.searchCampsites({
    parkId: scenario.ids.trout,
    dates,
    guests: twoAdults,
  });
  return results.find((result) => result.campsiteType.id === scenario.ids.orchard)!.smartPricing!;
}

describe(`admin.rates on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("shows each night's base rate of a type from its season, as the guest side prices it", async () => {
    const calendar = await admin().rates.list({
      parkId: scenario.ids.trout,
      campsiteTypeId: scenario.ids.orchard,
      from: MIDWEEK.start,
      to: "2027-07-15",
    });
    const seasonRate = calendar.seasonRates.find((rate) => rate.seasonId === calendar.days[0]!.seasonId)!;
    expect(calendar.days.map((day) => day.baseCents)).toEqual([
      seasonRate.nightlyCents,
      seasonRate.nightlyCents,
    ]);
    expect(calendar.days.every((day) => day.ratePeriodId === null)).toBe(true);
  });

  it("previews the guest's all-in price before saving, saves nothing, then the saved period changes searchCampsites prices", async () => {
    const before = await guestPrice();
    const change = {
      kind: "period" as const,
      parkId: scenario.ids.trout,
      campsiteTypeId: scenario.ids.orchard,
      startDate: "2027-07-10",
      endDate: "2027-07-20",
      weekdays: null,
      nightlyCents: 9_900,
      label: "Trout derby week",
    };
    const preview = await admin().rates.preview({
      change,
      sample: { ...MIDWEEK, adults: 2, children: 0, pets: 0 },
    });
    expect(preview.before?.tripTotal).toBe(before.tripTotal);
    expect(preview.after?.nightlyCents.map((night) => night.priceCents)).toEqual([9_900, 9_900]);
    expect(await guestPrice()).toEqual(before);

    const saved = await admin().rates.upsert(change);
    const after = await guestPrice();
    expect(after.tripTotal).toBe(preview.after!.tripTotal);
    expect(after.tripTotal).not.toBe(before.tripTotal);
    // Outside the period the season's rate still applies.
    const later = { start: "2027-07-21", end: "2027-07-23" };
    expect((await guestPrice(later)).tripTotal).toBe(
      (await admin().rates.preview({ change, sample: { ...later, adults: 2, children: 0, pets: 0 } })).before!
        .tripTotal,
    );

    const [entry] = await scenario
      .db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, "rate_period"), eq(auditEntries.entityId, saved.id)))
      .orderBy(desc(auditEntries.at));
    expect(entry).toMatchObject({ action: "rate.create", actorRole: "MANAGER", parkId: scenario.ids.trout });
    expect(entry!.after).toMatchObject({ nightlyCents: 9_900, label: "Trout derby week" });

    // A Friday-only period laid over it wins on Fridays only; removing it restores the week's rate.
    const friday = await admin().rates.upsert({ ...change, weekdays: [5], nightlyCents: 12_000, label: "" });
    const calendar = await admin().rates.list({
      parkId: scenario.ids.trout,
      campsiteTypeId: scenario.ids.orchard,
      from: "2027-07-15",
      to: "2027-07-16",
    });
    expect(calendar.days.map((day) => [day.date, day.baseCents, day.ratePeriodId])).toEqual([
      ["2027-07-15", 9_900, saved.id],
      ["2027-07-16", 12_000, friday.id],
    ]);
    await admin().rates.remove({ ratePeriodId: friday.id });
    await admin().rates.remove({ ratePeriodId: saved.id });
    expect(await guestPrice()).toEqual(before);
  });

  it("changes a season's rate for new bookings and lists the booked stays that keep their price", async () => {
    const { stay: dates, placed: order } = await scenario.book();
    const calendar = await admin().rates.list({
      parkId: scenario.ids.trout,
      campsiteTypeId: scenario.ids.orchard,
      from: dates.start,
      to: dates.start,
    });
    const season = calendar.seasons.find((candidate) => candidate.id === calendar.days[0]!.seasonId)!;
    const before = await guestPrice(dates);
    const saved = await admin().rates.upsert({
      kind: "season",
      parkId: scenario.ids.trout,
      campsiteTypeId: scenario.ids.orchard,
      seasonId: season.id,
      nightlyCents: 1_234,
    });
    expect(saved.affected.map((stay) => stay.orderConfirmation)).toContain(order.orderConfirmation);
    expect((await guestPrice(dates)).tripTotal).toBeLessThan(before.tripTotal);
  });

  it("answers bad input at its field and keeps other parks' rates out of a manager's reach", async () => {
    const base = {
      kind: "period" as const,
      parkId: scenario.ids.trout,
      campsiteTypeId: scenario.ids.orchard,
      startDate: "2027-08-10",
      endDate: "2027-08-01",
      weekdays: [],
      nightlyCents: 50,
      label: "",
    };
    const error = await admin()
      .rates.upsert(base)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TRPCError);
    const paths = JSON.stringify((error as TRPCError).cause);
    for (const field of ["endDate", "weekdays", "nightlyCents"]) expect(paths).toContain(field);

    const elsewhere = {
      ...base,
      parkId: scenario.ids.beaverkill,
      endDate: "2027-08-20",
      weekdays: null,
      nightlyCents: 5_000,
    };
    expect(await codeOf(admin().rates.upsert({ ...elsewhere, campsiteTypeId: scenario.ids.riverside }))).toBe(
      "NOT_FOUND",
    );
    // A type of another park is refused at its field, even for an admin who sees every park.
    expect(await codeOf(admin("admin@lantern.example").rates.upsert(elsewhere))).toBe("BAD_REQUEST");
  });
});
