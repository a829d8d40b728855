import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fieldErrorsOf } from "@/features/parks/parks-setup.test-support";
import { auditEntries, campsites, campsiteTypes } from "@/server/db/schema";
import { PARK_DEFAULT_RULE } from "@/server/db/seed/demo-calendar";
import { NOW, setUpCheckoutScenario, twoAdults } from "../../../tests/support/checkout-scenario";
import { outcomeOf, signInDemoStaff } from "../../../tests/support/staff";
import { callerFor } from "../../../tests/support/test-context";

const scenario = setUpCheckoutScenario();

let adminCookie: string;
let managerCookie: string;
let orchardSite: string;
let backInRv: string;
const admin = (cookie = adminCookie) => callerFor(scenario.db(), { headers: { cookie }, now: NOW }).admin;

/** The park page's answer for a stay: every type, the unavailable ones with their reasons (as guests see them). */
async function guestSearch(dates: { start: string; end: string }) {
  const { results } = await scenario.api().search.searchCampsites({
    parkId: scenario.ids.trout,
    dates,
    guests: twoAdults,
    includeUnavailable: true,
  });
  return (typeId: string) => results.find((result) => result.campsiteType.id === typeId)?.failureReasons;
}

/** An entity's audit entries; under the tests' fixed clock they share one time, so they come by action name. */
const auditOf = (entity: string, entityId: string) =>
  scenario
    .db()
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entity, entity), eq(auditEntries.entityId, entityId)))
    .orderBy(asc(auditEntries.at), asc(auditEntries.action));

const walkIn = (dates: { start: string; end: string }) =>
  admin().reservations.create({
    parkId: scenario.ids.trout,
    campsiteId: orchardSite,
    dates,
    guests: twoAdults,
    guest: { firstName: "Walt", lastName: "Inn", email: "walt.inn@example.com", phone: "607-555-0199" },
    payment: { method: "pay_at_park" },
  });

beforeAll(async () => {
  adminCookie = (await signInDemoStaff(scenario.db(), "admin@lantern.example")).cookie;
  managerCookie = (await signInDemoStaff(scenario.db(), "manager@lantern.example")).cookie;
  const [site] = await scenario
    .db()
    .select({ id: campsites.id })
    .from(campsites)
    .where(eq(campsites.campsiteTypeId, scenario.ids.orchard))
    .orderBy(asc(campsites.name))
    .limit(1);
  orchardSite = site!.id;
  const [rv] = await scenario
    .db()
    .select({ id: campsiteTypes.id })
    .from(campsiteTypes)
    .where(
      and(
        eq(campsiteTypes.parkId, scenario.ids.trout),
        eq(campsiteTypes.name, "Back-In RV Water & Electric"),
      ),
    );
  backInRv = rv!.id;
});

describe(`rules and closures on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("lists the park's stay rules, seasons, types and fixed rules for the Rules screen", async () => {
    const overview = await admin().rules.list({ parkId: scenario.ids.trout });
    expect(overview.park).toMatchObject({ slug: "trout-town-farms", today: "2026-11-21" });
    expect(overview.stayRules[0]).toMatchObject({
      campsiteTypeId: null,
      seasonId: null,
      ...PARK_DEFAULT_RULE,
    });
    expect(overview.stayRules).toContainEqual(
      expect.objectContaining({ campsiteTypeName: "Deluxe Cabin", minNights: 2, maxNights: 10 }),
    );
    expect(overview.stayRules).toContainEqual(
      expect.objectContaining({ campsiteTypeId: null, seasonName: "Peak", maxNights: 10 }),
    );
    expect(overview.seasons.map((season) => season.name)).toContain("Peak");
    expect(overview.types).toContainEqual(
      expect.objectContaining({ name: "Group Tent Site", bookableOnline: false, maxGuests: 20 }),
    );
    expect(overview.fixed).toEqual({ minAdults: 1, maxChildrenPerAdult: 4 });
    expect(overview.closures).toEqual({ upcoming: [], past: [] });
  });

  it("closes the park's nights for guests with the closure's message, and opens them again when removed", async () => {
    const stay = { start: "2027-08-10", end: "2027-08-12" };
    expect((await guestSearch(stay))(scenario.ids.orchard)).toEqual([]);

    const message = "The farm is closed on Aug 11 and 12 while we dredge the pond.";
    const saved = await admin().closures.upsert({
      parkId: scenario.ids.trout,
      kind: "closed",
      dates: { start: "2027-08-11", end: "2027-08-13" },
      reason: "Pond dredging contractor on site",
      visibleMessage: message,
    });
    if (!saved.saved) throw new Error("The closure was not saved.");
    expect(saved).toMatchObject({ campsiteTypeId: null, affected: [], visibleMessage: message });

    const reasons = await guestSearch(stay);
    for (const type of [scenario.ids.orchard, backInRv]) {
      expect(reasons(type)).toContainEqual({ id: "RESORT_CLOSED", message });
    }
    const { results } = await scenario.api().search.searchCampsites({
      parkId: scenario.ids.trout,
      dates: stay,
      guests: twoAdults,
    });
    expect(results).toEqual([]);
    // The night before the closure is still open.
    expect((await guestSearch({ start: "2027-08-09", end: "2027-08-11" }))(scenario.ids.orchard)).toEqual([]);

    const listed = (await admin().rules.list({ parkId: scenario.ids.trout })).closures.upcoming;
    expect(listed).toEqual([
      expect.objectContaining({
        id: saved.id,
        guestMessage: message,
        campsiteTypeName: null,
        reservationsKept: [],
      }),
    ]);

    await admin().closures.remove({ closureId: saved.id });
    expect((await guestSearch(stay))(scenario.ids.orchard)).toEqual([]);
    const audit = await auditOf("closure", saved.id);
    expect(audit.map((entry) => entry.action)).toEqual(["closure.create", "closure.remove"]);
    expect(audit[0]).toMatchObject({ parkId: scenario.ids.trout, actorRole: "ADMIN", before: null });
    expect(audit[0]!.after).toMatchObject({
      kind: "closed",
      startDate: "2027-08-11",
      endDate: "2027-08-13",
      reason: "Pond dredging contractor on site",
      visibleMessage: message,
    });
    expect(audit[1]!.before).toMatchObject({ startDate: "2027-08-11", visibleMessage: message });
  });

  it("sends guests to the phone for one type's phone-only nights, while a staff walk-in still books", async () => {
    const stay = { start: "2027-08-17", end: "2027-08-19" };
    const message = "Harvest festival week: call us to book an orchard site.";
    const saved = await admin().closures.upsert({
      parkId: scenario.ids.trout,
      campsiteTypeId: scenario.ids.orchard,
      kind: "phone_only",
      dates: stay,
      reason: "Festival layout still changing",
      visibleMessage: message,
    });
    expect(saved.saved).toBe(true);

    const reasons = await guestSearch(stay);
    expect(reasons(scenario.ids.orchard)).toEqual([{ id: "CANNOT_RESERVE_ONLINE", message }]);
    expect(reasons(backInRv)).toEqual([]);
    expect(
      await outcomeOf(
        scenario.api().cart.addItem({
          parkId: scenario.ids.trout,
          campsiteTypeId: scenario.ids.orchard,
          dates: stay,
          guests: twoAdults,
        }),
      ),
    ).toBe(`CONFLICT: ${message}`);

    const booked = await walkIn(stay);
    expect(booked.orderConfirmation).toBeTruthy();
  });

  it("lists the confirmed reservations a closure would close over and saves nothing, then saves with confirm and keeps them", async () => {
    const booked = await walkIn({ start: "2027-08-24", end: "2027-08-26" });
    const input = {
      parkId: scenario.ids.trout,
      campsiteTypeId: scenario.ids.orchard,
      kind: "closed" as const,
      dates: { start: "2027-08-25", end: "2027-08-28" },
      reason: "Orchard spraying",
      visibleMessage: "The orchard sites are closed for spraying.",
    };
    const asked = await admin().closures.upsert(input);
    expect(asked).toEqual({
      saved: false,
      affected: [
        expect.objectContaining({
          reservationId: booked.reservationId,
          orderConfirmation: booked.orderConfirmation,
          guestName: "Walt Inn",
          arrival: "2027-08-24",
          departure: "2027-08-26",
        }),
      ],
    });
    const before = await admin().rules.list({ parkId: scenario.ids.trout });
    expect(before.closures.upcoming.some((closure) => closure.reason === "Orchard spraying")).toBe(false);

    // A phone-only period over the same stay strands nobody: it saves at once.
    const phone = await admin().closures.upsert({ ...input, kind: "phone_only", reason: "Phones only" });
    expect(phone).toMatchObject({ saved: true, affected: [] });

    const confirmed = await admin().closures.upsert({ ...input, confirm: true });
    if (!confirmed.saved) throw new Error("The closure was not saved.");
    expect(confirmed.affected.map((row) => row.reservationId)).toEqual([booked.reservationId]);
    const listed = (await admin().rules.list({ parkId: scenario.ids.trout })).closures.upcoming.find(
      (closure) => closure.id === confirmed.id,
    );
    expect(listed?.reservationsKept.map((row) => row.reservationId)).toEqual([booked.reservationId]);
    expect((await admin().reservations.get({ reservationId: booked.reservationId })).status).toBe(
      "confirmed",
    );
    const [entry] = await auditOf("closure", confirmed.id);
    expect(entry!.reason).toContain(booked.orderConfirmation);

    // The guests' side: the orchard's nights are closed with the message, the RV sites are not.
    const reasons = await guestSearch({ start: "2027-08-26", end: "2027-08-27" });
    expect(reasons(scenario.ids.orchard)).toContainEqual({
      id: "RESORT_CLOSED",
      message: "The orchard sites are closed for spraying.",
    });
    expect(reasons(backInRv)).toEqual([]);

    // Editing it to other nights asks again only about the stays under the new nights.
    const moved = await admin().closures.upsert({
      ...input,
      id: confirmed.id,
      dates: { start: "2027-08-29", end: "2027-08-31" },
    });
    expect(moved).toMatchObject({ saved: true, id: confirmed.id, affected: [] });
    expect((await auditOf("closure", confirmed.id)).map((row) => row.action)).toEqual([
      "closure.create",
      "closure.update",
    ]);
  });

  it("makes a one-night stay fail the type's new minimum stay, follows its edit, and restores the stay when removed", async () => {
    const oneNight = { start: "2027-09-01", end: "2027-09-02" };
    expect((await guestSearch(oneNight))(scenario.ids.orchard)).toEqual([]);

    const rule = await admin().rules.upsert({
      parkId: scenario.ids.trout,
      campsiteTypeId: scenario.ids.orchard,
      seasonId: null,
      minNights: 3,
    });
    expect(rule).toMatchObject({ campsiteTypeId: scenario.ids.orchard, minNights: 3, maxNights: null });
    let reasons = await guestSearch(oneNight);
    expect(reasons(scenario.ids.orchard)).toEqual([
      { id: "RESERVATION_MINIMUM", message: "This site requires a 3-night minimum stay for these dates." },
    ]);
    expect(reasons(backInRv)).toEqual([]);

    await admin().rules.upsert({
      parkId: scenario.ids.trout,
      id: rule.id,
      campsiteTypeId: scenario.ids.orchard,
      seasonId: null,
      minNights: 2,
      arrivalWeekdays: [3, 5],
    });
    reasons = await guestSearch(oneNight);
    expect(reasons(scenario.ids.orchard)).toEqual([
      { id: "RESERVATION_MINIMUM", message: "This site requires a 2-night minimum stay for these dates." },
    ]);
    // Arrivals on Wednesdays and Fridays only: a Thursday arrival is refused.
    expect((await guestSearch({ start: "2027-09-02", end: "2027-09-05" }))(scenario.ids.orchard)).toEqual([
      { id: "ARRIVAL_DEPARTURE", message: "Arrivals for this site are on Wednesdays and Fridays only." },
    ]);

    await admin().rules.remove({ ruleId: rule.id });
    expect((await guestSearch(oneNight))(scenario.ids.orchard)).toEqual([]);

    const audit = await auditOf("booking_rule", rule.id);
    expect(audit.map((entry) => entry.action)).toEqual([
      "bookingRule.create",
      "bookingRule.remove",
      "bookingRule.update",
    ]);
    expect(audit[2]).toMatchObject({
      before: { minNights: 3, arrivalWeekdays: null },
      after: { minNights: 2, arrivalWeekdays: [3, 5] },
    });
  });

  it("keeps one rule per scope and refuses a rule that would leave a type needing more nights than it allows", async () => {
    const park = (await admin().rules.list({ parkId: scenario.ids.trout })).stayRules[0]!;
    expect(
      await fieldErrorsOf(
        admin().rules.upsert({
          parkId: scenario.ids.trout,
          campsiteTypeId: null,
          seasonId: null,
          minNights: 2,
        }),
      ),
    ).toEqual({
      campsiteTypeId: "There is already a rule for this scope (Whole park): edit that one instead.",
    });

    expect(
      await fieldErrorsOf(
        admin().rules.upsert({
          parkId: scenario.ids.trout,
          campsiteTypeId: scenario.ids.orchard,
          seasonId: null,
          maxNights: 2,
        }),
      ),
    ).toEqual({
      maxNights:
        "With the other rules, Orchard Tent Site in Spring (May 1 – Jun 14, 2027) would need 3 nights for a stay over a holiday but allow at most 2. Change the minimum or the maximum so guests can book.",
    });

    // Two admins creating the same scope's row at once: one row, the other told to edit it.
    const overview = await admin().rules.list({ parkId: scenario.ids.trout });
    const peak = overview.seasons.find(
      (season) => season.name === "Peak" && season.startDate > "2027-01-01",
    )!;
    const twins = await Promise.all(
      [4, 5].map((maxNights) =>
        outcomeOf(
          admin().rules.upsert({
            parkId: scenario.ids.trout,
            campsiteTypeId: scenario.ids.orchard,
            seasonId: peak.id,
            maxNights,
          }),
        ),
      ),
    );
    expect(twins.sort()).toEqual([
      expect.stringMatching(
        /^BAD_REQUEST: There is already a rule for this scope \(Orchard Tent Site in Peak/,
      ),
      "OK",
    ]);
    const created = (await admin().rules.list({ parkId: scenario.ids.trout })).stayRules.filter(
      (rule) => rule.campsiteTypeId === scenario.ids.orchard && rule.seasonId === peak.id,
    );
    expect(created).toHaveLength(1);
    await admin().rules.remove({ ruleId: created[0]!.id });

    expect(await outcomeOf(admin().rules.remove({ ruleId: park.id }))).toBe(
      "BAD_REQUEST: The park-wide rule is the default every site type falls back to. Change its values instead of removing it.",
    );
  });

  it("refuses invalid stay rules and closures with a message at each field, and saves nothing", async () => {
    const base = { parkId: scenario.ids.trout, campsiteTypeId: scenario.ids.orchard, seasonId: null };
    expect(
      await fieldErrorsOf(
        admin().rules.upsert({
          ...base,
          minNights: 0,
          bookingWindowDays: 1200,
          minLeadHours: 721,
          arrivalWeekdays: [1, 1],
          departureWeekdays: [7],
        }),
      ),
    ).toEqual({
      minNights: "Enter at least 1 night.",
      bookingWindowDays: "Enter at most 1,095 days.",
      minLeadHours: "Enter at most 720 hours.",
      arrivalWeekdays: "Choose each day of the week at most once.",
      "departureWeekdays.0": "Choose days of the week.",
    });
    expect(await fieldErrorsOf(admin().rules.upsert({ ...base, minNights: 5, maxNights: 3 }))).toEqual({
      minNights: "The minimum stay (5 nights) is longer than the maximum stay (3 nights).",
    });
    expect(await fieldErrorsOf(admin().rules.upsert(base))).toEqual({
      minNights: "Set at least one rule here, for example a minimum stay.",
    });

    const closure = {
      parkId: scenario.ids.trout,
      kind: "closed" as const,
      dates: { start: "2027-09-10", end: "2027-09-10" },
      reason: " ",
      visibleMessage: "x".repeat(301),
    };
    expect(await fieldErrorsOf(admin().closures.upsert(closure))).toEqual({
      "dates.end": "The last morning must be after the first night.",
      reason: "Say why, for the team and the audit log.",
      visibleMessage: "Keep the message under 300 characters.",
    });
    expect(
      await fieldErrorsOf(
        admin().closures.upsert({
          ...closure,
          dates: { start: "2026-11-01", end: "2026-11-21" },
          reason: "Too late",
          visibleMessage: "",
        }),
      ),
    ).toEqual({ "dates.end": "These nights are over. A closure must include tonight or a later night." });
    const riverside = scenario.ids.riverside;
    expect(
      await fieldErrorsOf(
        admin().closures.upsert({
          ...closure,
          campsiteTypeId: riverside,
          dates: { start: "2027-09-10", end: "2027-09-11" },
          reason: "Wrong park",
          visibleMessage: "",
        }),
      ),
    ).toEqual({ campsiteTypeId: "This site type does not exist at this park." });
    expect(
      await fieldErrorsOf(admin().rules.upsert({ ...base, campsiteTypeId: riverside, minNights: 2 })),
    ).toEqual({
      campsiteTypeId: "This site type does not exist at this park.",
    });

    const overview = await admin().rules.list({ parkId: scenario.ids.trout });
    expect(overview.stayRules.some((rule) => rule.campsiteTypeId === scenario.ids.orchard)).toBe(false);
    expect(overview.closures.upcoming.some((row) => row.dates.start === "2027-09-10")).toBe(false);
  });

  it("is for a park's managers, and a park, rule or closure outside reach is not found", async () => {
    const manager = admin(managerCookie);
    const trout = scenario.ids.trout;
    const elsewhere = scenario.ids.beaverkill;
    expect(await outcomeOf(manager.rules.list({ parkId: trout }))).toBe("OK");
    expect(
      await outcomeOf(
        manager.rules.upsert({ parkId: elsewhere, campsiteTypeId: null, seasonId: null, minNights: 1 }),
      ),
    ).toBe("NOT_FOUND: This park does not exist.");
    expect(
      await outcomeOf(
        manager.closures.upsert({
          parkId: elsewhere,
          kind: "closed",
          dates: { start: "2027-09-20", end: "2027-09-21" },
          reason: "No",
        }),
      ),
    ).toBe("NOT_FOUND: This park does not exist.");

    const nowhere = crypto.randomUUID();
    expect(await outcomeOf(admin().rules.list({ parkId: nowhere }))).toBe(
      "NOT_FOUND: This park does not exist.",
    );
    expect(await outcomeOf(admin().rules.remove({ ruleId: nowhere }))).toBe(
      "NOT_FOUND: This rule does not exist.",
    );
    expect(await outcomeOf(admin().closures.remove({ closureId: nowhere }))).toBe(
      "NOT_FOUND: This closure does not exist.",
    );

    // A Beaverkill Bend row edited as if it were Trout Town Farms': not found, nothing changed.
    const beaverkillRule = (await admin().rules.list({ parkId: scenario.ids.beaverkill })).stayRules[0]!;
    expect(
      await outcomeOf(
        admin().rules.upsert({
          parkId: trout,
          id: beaverkillRule.id,
          campsiteTypeId: null,
          seasonId: null,
          minNights: 9,
        }),
      ),
    ).toBe("NOT_FOUND: This rule does not exist.");
    const beaverkillClosure = await admin().closures.upsert({
      parkId: scenario.ids.beaverkill,
      kind: "phone_only",
      dates: { start: "2027-09-20", end: "2027-09-21" },
      reason: "Phones",
    });
    if (!beaverkillClosure.saved) throw new Error("The closure was not saved.");
    expect(
      await outcomeOf(
        admin().closures.upsert({
          parkId: trout,
          id: beaverkillClosure.id,
          kind: "closed",
          dates: { start: "2027-09-20", end: "2027-09-21" },
          reason: "Moved",
        }),
      ),
    ).toBe("NOT_FOUND: This closure does not exist.");
    const still = (await admin().rules.list({ parkId: scenario.ids.beaverkill })).closures.upcoming;
    expect(still.find((row) => row.id === beaverkillClosure.id)).toMatchObject({
      kind: "phone_only",
      reason: "Phones",
    });
  });
});
