import { TRPCError } from "@trpc/server";
import { and, asc, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, nightsBetween, todayIn } from "@/lib/stay-dates";
import {
  campsites,
  campsiteTypes,
  closedDates,
  closures,
  parks,
  rates,
  reservations,
  seasons,
  teamMembers,
} from "@/server/db/schema";
import { NOW, setUpCheckoutScenario, twoAdults } from "../../../tests/support/checkout-scenario";
import { signUpTestUser } from "../../../tests/support/sign-up";
import { keepSessionAlive, outcomeOf, signInDemoStaff } from "../../../tests/support/staff";
import { callerFor } from "../../../tests/support/test-context";
import { OCCUPANCY_COLUMNS, reportCsv } from "./report-columns";
import { nightlyRoomRevenue } from "./report-figures";

/*
 * A known August 2027 at Trout Town Farms (and a stay at Beaverkill Bend), booked through the guest and staff
 * procedures, with August 2026 booked "last year" at earlier clocks; every report figure is compared with a count
 * made here directly from the reservations rows.
 */

const scenario = setUpCheckoutScenario();
const TZ = "America/New_York";
const AUGUST = { from: "2027-08-01", to: "2027-08-31" };
const LAST_AUGUST = { from: "2026-08-01", to: "2026-08-31" };

let adminCookie: string;
let managerCookie: string;
let elsewhereCookie: string;
let beaverkill: string;
let orchardSites: string[];
let cashStay: string;

const admin = (cookie: string, now: Date = NOW) =>
  callerFor(scenario.db(), { headers: { cookie }, now }).admin;

const walkInGuest = (lastName: string) => ({
  firstName: "Walt",
  lastName,
  email: `walt.${lastName.toLowerCase()}@example.com`,
  phone: "607-555-0199",
});

/** A staff booking (a walk-in or phone booking) made at `now`. */
async function walkIn(
  at: Date,
  stay: { parkId?: string; campsiteId: string; start: string; end: string },
  payment: "cash" | "pay_at_park" = "pay_at_park",
) {
  const booked = await admin(adminCookie, at).reservations.create({
    parkId: stay.parkId ?? scenario.ids.trout,
    campsiteId: stay.campsiteId,
    dates: { start: stay.start, end: stay.end },
    guests: twoAdults,
    guest: walkInGuest(`Report${stay.start.replaceAll("-", "")}`),
    payment: { method: payment },
  });
  return booked.reservationId;
}

/** A guest's online booking of an Orchard Tent Site, with the CAMP5 promo code when asked. */
async function bookOnline(stay: { start: string; end: string }, promo: boolean) {
  const added = await scenario.api().cart.addItem({
    parkId: scenario.ids.trout,
    campsiteTypeId: scenario.ids.orchard,
    dates: stay,
    guests: twoAdults,
  });
  if (promo)
    await scenario.api().cart.applyPromoCode({
      shoppingCartUuid: added.shoppingCartUuid,
      parkId: scenario.ids.trout,
      code: "camp5",
    });
  await scenario.api().checkout.placeOrder(scenario.orderInput(added.shoppingCartUuid));
}

const cancel = (reservationId: string, at: Date, refund: "FULL" | "NONE") =>
  admin(adminCookie, at).reservations.cancel({
    reservationId,
    refund,
    reason: "Reports test",
    notifyGuest: false,
  });

beforeAll(async () => {
  const db = scenario.db();
  adminCookie = (await signInDemoStaff(db, "admin@lantern.example")).cookie;
  managerCookie = (await signInDemoStaff(db, "manager@lantern.example")).cookie;
  [{ id: beaverkill }] = (await db
    .select({ id: parks.id })
    .from(parks)
    .where(eq(parks.slug, "beaverkill-bend"))) as [{ id: string }];
  const elsewhere = await signUpTestUser(db, { firstName: "Otto", lastName: "Elsewhere" });
  await keepSessionAlive(db, elsewhere.userId);
  await db.insert(teamMembers).values({ userId: elsewhere.userId, role: "MANAGER", parkIds: [beaverkill] });
  elsewhereCookie = elsewhere.cookie;
  orchardSites = (
    await db
      .select({ id: campsites.id })
      .from(campsites)
      .where(eq(campsites.campsiteTypeId, scenario.ids.orchard))
      .orderBy(asc(campsites.name))
  ).map((row) => row.id);
  const [riverside] = await db
    .select({ id: campsites.id })
    .from(campsites)
    .where(eq(campsites.campsiteTypeId, scenario.ids.riverside))
    .orderBy(asc(campsites.name));

  // This year: online (one with CAMP5, across the month's start), walk-ins, one cancelled with a full refund today.
  await bookOnline({ start: "2027-07-30", end: "2027-08-02" }, true);
  await bookOnline({ start: "2027-08-09", end: "2027-08-12" }, false);
  cashStay = await walkIn(
    NOW,
    { campsiteId: orchardSites.at(-1)!, start: "2027-08-02", end: "2027-08-04" },
    "cash",
  );
  await walkIn(NOW, { campsiteId: orchardSites.at(-2)!, start: "2027-08-30", end: "2027-09-02" });
  const canceled = await walkIn(
    NOW,
    { campsiteId: orchardSites.at(-3)!, start: "2027-08-16", end: "2027-08-18" },
    "cash",
  );
  await cancel(canceled, NOW, "FULL");
  await walkIn(NOW, {
    parkId: beaverkill,
    campsiteId: riverside!.id,
    start: "2027-08-05",
    end: "2027-08-07",
  });

  // Last year's August, as it was booked: before, after and around a year before today.
  await walkIn(new Date("2025-11-01T15:00:00Z"), {
    campsiteId: orchardSites.at(-1)!,
    start: "2026-08-09",
    end: "2026-08-11",
  });
  await walkIn(new Date("2025-12-15T15:00:00Z"), {
    campsiteId: orchardSites.at(-2)!,
    start: "2026-08-09",
    end: "2026-08-11",
  });
  const canceledLater = await walkIn(new Date("2025-10-01T15:00:00Z"), {
    campsiteId: orchardSites.at(-1)!,
    start: "2026-08-16",
    end: "2026-08-18",
  });
  await cancel(canceledLater, new Date("2026-01-10T15:00:00Z"), "NONE");
  const canceledBefore = await walkIn(new Date("2025-10-01T15:00:00Z"), {
    campsiteId: orchardSites.at(-1)!,
    start: "2026-08-23",
    end: "2026-08-25",
  });
  await cancel(canceledBefore, new Date("2025-11-10T15:00:00Z"), "NONE");

  // The calendar after the bookings: the whole park closed two nights, the orchard one more, a closed date.
  await db.insert(closures).values([
    {
      parkId: scenario.ids.trout,
      startDate: "2027-08-20",
      endDate: "2027-08-22",
      reason: "Water main repair",
    },
    {
      parkId: scenario.ids.trout,
      campsiteTypeId: scenario.ids.orchard,
      startDate: "2027-08-25",
      endDate: "2027-08-26",
      reason: "Orchard spraying",
    },
    {
      parkId: scenario.ids.trout,
      kind: "phone_only",
      startDate: "2027-08-01",
      endDate: "2027-08-31",
      reason: "Still open: phone bookings only",
    },
  ]);
  await db.insert(closedDates).values({ parkId: scenario.ids.trout, date: "2027-08-28", reason: "Fair day" });
});

type Row = typeof reservations.$inferSelect;

async function reservationsAt(parkIds: string[]): Promise<Row[]> {
  return scenario.db().select().from(reservations).where(inArray(reservations.parkId, parkIds));
}

/** Each night of a stay inside [from, to] with its room revenue. */
function nightsIn(row: Row, range: { from: string; to: string }) {
  const revenue = nightlyRoomRevenue(row.nightlyPricesCents, row.discountCents);
  return revenue
    .map((cents, index) => ({ night: addDays(row.arrival, index), cents }))
    .filter(({ night }) => night >= range.from && night <= range.to);
}

function occupiedAndRevenue(rows: Row[], range: { from: string; to: string }) {
  const nights = rows.filter((row) => row.status === "confirmed").flatMap((row) => nightsIn(row, range));
  return { nights: nights.length, cents: nights.reduce((sum, night) => sum + night.cents, 0) };
}

/** Active Trout Town Farms sites × August 2027 nights open for their type, counted night by night here. */
async function troutAvailableInAugust(): Promise<number> {
  const db = scenario.db();
  const sites = await db
    .select({ typeId: campsites.campsiteTypeId })
    .from(campsites)
    .innerJoin(campsiteTypes, eq(campsiteTypes.id, campsites.campsiteTypeId))
    .where(
      and(
        eq(campsites.parkId, scenario.ids.trout),
        eq(campsites.active, true),
        eq(campsiteTypes.active, true),
      ),
    );
  const parkSeasons = await db.select().from(seasons).where(eq(seasons.parkId, scenario.ids.trout));
  const rated = await db.select().from(rates).where(eq(rates.parkId, scenario.ids.trout));
  let available = 0;
  for (let night = AUGUST.from; night <= AUGUST.to; night = addDays(night, 1)) {
    const season = parkSeasons
      .filter((row) => row.startDate <= night && night <= row.endDate)
      .sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
    for (const site of sites) {
      const open =
        season !== undefined &&
        rated.some((rate) => rate.seasonId === season.id && rate.campsiteTypeId === site.typeId) &&
        night !== "2027-08-28" &&
        !(night >= "2027-08-20" && night < "2027-08-22") &&
        !(site.typeId === scenario.ids.orchard && night === "2027-08-25");
      if (open) available += 1;
    }
  }
  return available;
}

const day = (instant: Date | null) => (instant ? todayIn(TZ, instant) : null);

/** On the books as of `asOf`: made by then and not cancelled by then. */
const onBooksAsOf = (row: Row, asOf: string) =>
  day(row.createdAt)! <= asOf && (row.canceledAt === null || day(row.canceledAt)! > asOf);

const codeOf = async (promise: Promise<unknown>) => (await outcomeOf(promise)).split(":")[0];

describe(`reports on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("counts August's occupied site-nights, room revenue after discounts, ADR and RevPAR as the rows do", async () => {
    const report = await admin(managerCookie).reports.occupancy({
      parkId: scenario.ids.trout,
      ...AUGUST,
      groupBy: "month",
    });
    const expected = occupiedAndRevenue(await reservationsAt([scenario.ids.trout]), AUGUST);
    const available = await troutAvailableInAugust();
    expect(expected.nights).toBe(1 + 3 + 2 + 2); // the cancelled walk-in is not counted
    expect(report.rows).toHaveLength(1);
    const [august] = report.rows;
    expect(august).toMatchObject({
      start: "2027-08-01",
      end: "2027-08-31",
      occupiedNights: expected.nights,
      availableNights: available,
      roomRevenueCents: expected.cents,
      occupancyBp: Math.round((expected.nights * 10_000) / available),
      adrCents: Math.round(expected.cents / expected.nights),
      revparCents: Math.round(expected.cents / available),
    });
    expect(report.total).toEqual(august);
    const revenue = await admin(managerCookie).reports.revenue({
      parkId: scenario.ids.trout,
      ...AUGUST,
      groupBy: "month",
    });
    expect(revenue).toEqual(report);
  });

  it("takes the promo code's discount off the nights it was given on, across the month's start", async () => {
    const rows = await reservationsAt([scenario.ids.trout]);
    const discounted = rows.find((row) => row.arrival === "2027-07-30")!;
    expect(discounted.discountCents).toBe(500);
    const july = await admin(adminCookie).reports.revenue({
      parkId: scenario.ids.trout,
      from: "2027-07-30",
      to: "2027-07-31",
      groupBy: "day",
    });
    const [friday, saturday] = nightlyRoomRevenue(discounted.nightlyPricesCents, 500);
    expect(july.rows.map((row) => row.roomRevenueCents)).toEqual([friday, saturday]);
    expect(july.total.roomRevenueCents + nightlyRoomRevenue(discounted.nightlyPricesCents, 500)[2]!).toBe(
      discounted.nightlyPricesCents.reduce((sum, cents) => sum + cents, 0) - 500,
    );
  });

  it("leaves closed nights out of the available site-nights, day by day", async () => {
    const report = await admin(adminCookie).reports.occupancy({
      parkId: scenario.ids.trout,
      from: "2027-08-19",
      to: "2027-08-28",
      groupBy: "day",
    });
    const byDay = new Map(report.rows.map((row) => [row.start, row.availableNights]));
    const open = byDay.get("2027-08-19")!;
    const orchard = (
      await scenario.db().select().from(campsites).where(eq(campsites.campsiteTypeId, scenario.ids.orchard))
    ).filter((site) => site.active).length;
    expect(open).toBeGreaterThan(0);
    expect(byDay.get("2027-08-20")).toBe(0);
    expect(byDay.get("2027-08-21")).toBe(0);
    expect(byDay.get("2027-08-22")).toBe(open);
    expect(byDay.get("2027-08-25")).toBe(open - orchard);
    expect(byDay.get("2027-08-26")).toBe(open); // a phone-only closure leaves the night open
    expect(byDay.get("2027-08-28")).toBe(0);
  });

  it("groups by ISO week cut at the range, with the same totals as by month", async () => {
    const weekly = await admin(adminCookie).reports.occupancy({
      parkId: scenario.ids.trout,
      ...AUGUST,
      groupBy: "week",
    });
    expect(weekly.rows.map((row) => [row.start, row.end])).toEqual([
      ["2027-08-01", "2027-08-01"],
      ["2027-08-02", "2027-08-08"],
      ["2027-08-09", "2027-08-15"],
      ["2027-08-16", "2027-08-22"],
      ["2027-08-23", "2027-08-29"],
      ["2027-08-30", "2027-08-31"],
    ]);
    expect(weekly.rows.map((row) => row.occupiedNights)).toEqual([1, 2, 3, 0, 0, 2]);
    const monthly = await admin(adminCookie).reports.occupancy({
      parkId: scenario.ids.trout,
      ...AUGUST,
      groupBy: "month",
    });
    expect(weekly.total).toEqual(monthly.total);
  });

  it("counts arrivals and departures per period and lists the stays of a short range", async () => {
    const report = await admin(managerCookie).reports.arrivals({
      parkId: scenario.ids.trout,
      ...AUGUST,
      groupBy: "month",
    });
    const rows = (await reservationsAt([scenario.ids.trout])).filter((row) => row.status === "confirmed");
    const inAugust = (date: string) => date >= AUGUST.from && date <= AUGUST.to;
    const arrivals = rows.filter((row) => inAugust(row.arrival));
    const departures = rows.filter((row) => inAugust(row.departure));
    expect(report.total).toMatchObject({ arrivals: arrivals.length, departures: departures.length });
    expect(report.rows[0]).toMatchObject({ arrivals: 3, departures: 3 });
    expect(report.stays?.map((stay) => [stay.arrival, stay.departure])).toEqual([
      ["2027-07-30", "2027-08-02"],
      ["2027-08-02", "2027-08-04"],
      ["2027-08-09", "2027-08-12"],
      ["2027-08-30", "2027-09-02"],
    ]);
    expect(report.stays?.[0]).toMatchObject({ guestName: "Ann Walker", parkSlug: "trout-town-farms" });
    const longer = await admin(managerCookie).reports.arrivals({
      parkId: scenario.ids.trout,
      from: "2027-07-01",
      to: "2027-08-31",
      groupBy: "month",
    });
    expect(longer.stays).toBeNull();
  });

  it("counts cancellations and refunds on the day they happened, in the park's time zone", async () => {
    const range = { from: "2025-10-01", to: "2026-12-31" };
    const report = await admin(adminCookie).reports.cancellations({
      parkId: scenario.ids.trout,
      ...range,
      groupBy: "month",
    });
    const canceled = (await reservationsAt([scenario.ids.trout])).filter((row) => row.status === "canceled");
    expect(canceled).toHaveLength(3);
    const byMonth = new Map<string, { count: number; nights: number; cents: number }>();
    for (const row of canceled) {
      const month = `${day(row.canceledAt)!.slice(0, 7)}-01`;
      const entry = byMonth.get(month) ?? { count: 0, nights: 0, cents: 0 };
      entry.count += 1;
      entry.nights += nightsBetween(row.arrival, row.departure);
      entry.cents += row.refundCents ?? 0;
      byMonth.set(month, entry);
    }
    const expectedFor = (start: string) => byMonth.get(start < range.from ? range.from : start);
    for (const row of report.rows) {
      const expected = expectedFor(row.start) ?? { count: 0, nights: 0, cents: 0 };
      expect([row.start, row.cancellations, row.canceledNights, row.cancellationRefundCents]).toEqual([
        row.start,
        expected.count,
        expected.nights,
        expected.cents,
      ]);
    }
    const november = report.rows.find((row) => row.start === "2026-11-01")!;
    expect(november.cancellationRefundCents).toBeGreaterThan(0);
    expect(november.refundedCents).toBe(november.cancellationRefundCents + november.changeRefundCents);
    expect(report.total.cancellations).toBe(3);
  });

  it("compares the nights on the books today with last year's nights on the books a year ago", async () => {
    const report = await admin(adminCookie).reports.pace({
      parkId: scenario.ids.trout,
      ...AUGUST,
      groupBy: "month",
    });
    const rows = await reservationsAt([scenario.ids.trout]);
    const today = todayIn(TZ, NOW);
    const thisYear = rows.filter((row) => onBooksAsOf(row, today)).flatMap((row) => nightsIn(row, AUGUST));
    const lastYear = rows
      .filter((row) => onBooksAsOf(row, "2025-11-21"))
      .flatMap((row) => nightsIn(row, LAST_AUGUST));
    expect(report).toMatchObject({ asOf: "2026-11-21", lastYearAsOf: "2025-11-21" });
    expect(lastYear).toHaveLength(4); // booked before a year ago, and the one cancelled only since
    expect(report.total).toMatchObject({
      nights: thisYear.length,
      revenueCents: thisYear.reduce((sum, night) => sum + night.cents, 0),
      lastYearNights: lastYear.length,
      lastYearRevenueCents: lastYear.reduce((sum, night) => sum + night.cents, 0),
      nightsChangeBp: Math.round(((thisYear.length - lastYear.length) * 10_000) / lastYear.length),
    });
    const weekly = await admin(adminCookie).reports.pace({
      parkId: scenario.ids.trout,
      ...AUGUST,
      groupBy: "week",
    });
    // Last year's 9–10 and 16–17 August are reported with this year's 9–10 and 16–17 August.
    expect(weekly.rows.map((row) => row.lastYearNights)).toEqual([0, 0, 2, 2, 0, 0]);
  });

  it("keeps a manager of another park out of this park, and gives them only their own parks", async () => {
    expect(
      await codeOf(
        admin(elsewhereCookie).reports.occupancy({ parkId: scenario.ids.trout, ...AUGUST, groupBy: "month" }),
      ),
    ).toBe("NOT_FOUND");
    expect(
      await codeOf(
        admin(elsewhereCookie).reports.export({ report: "pace", parkId: scenario.ids.trout, ...AUGUST }),
      ),
    ).toBe("NOT_FOUND");
    const theirs = await admin(elsewhereCookie).reports.occupancy({ ...AUGUST, groupBy: "month" });
    const beaverkillOnly = await admin(adminCookie).reports.occupancy({
      parkId: beaverkill,
      ...AUGUST,
      groupBy: "month",
    });
    expect(theirs).toEqual(beaverkillOnly);
    expect(theirs.total.occupiedNights).toBe(
      occupiedAndRevenue(await reservationsAt([beaverkill]), AUGUST).nights,
    );

    const troutManagerAll = await admin(managerCookie).reports.occupancy({ ...AUGUST, groupBy: "month" });
    const trout = await admin(managerCookie).reports.occupancy({
      parkId: scenario.ids.trout,
      ...AUGUST,
      groupBy: "month",
    });
    expect(troutManagerAll).toEqual(trout);

    const everyPark = await admin(adminCookie).reports.occupancy({ ...AUGUST, groupBy: "month" });
    const allParks = (await scenario.db().select({ id: parks.id }).from(parks)).map((park) => park.id);
    expect(everyPark.total.occupiedNights).toBe(
      occupiedAndRevenue(await reservationsAt(allParks), AUGUST).nights,
    );
    expect(everyPark.total.availableNights).toBeGreaterThan(trout.total.availableNights);
  });

  it("refuses a range over two years, or ending before it starts, at the end date", async () => {
    for (const range of [
      { from: "2027-01-01", to: "2029-01-02" },
      { from: "2027-08-02", to: "2027-08-01" },
    ]) {
      const error = await admin(adminCookie)
        .reports.occupancy({ parkId: scenario.ids.trout, ...range, groupBy: "day" })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(TRPCError);
      expect((error as TRPCError).code).toBe("BAD_REQUEST");
      expect(
        ((error as TRPCError).cause as unknown as { issues: { path: string[] }[] }).issues[0]?.path,
      ).toEqual(["to"]);
    }
    expect(
      await codeOf(
        admin(adminCookie).reports.occupancy({
          parkId: scenario.ids.trout,
          from: "2027-01-01",
          to: "2028-12-31",
          groupBy: "month",
        }),
      ),
    ).toBe("OK");
  });

  it("exports the series it shows as CSV, named for the report, the park and the range", async () => {
    const input = { parkId: scenario.ids.trout, ...AUGUST, groupBy: "week" as const };
    const report = await admin(managerCookie).reports.occupancy(input);
    const exported = await admin(managerCookie).reports.export({ report: "occupancy", ...input });
    expect(exported.filename).toBe("lantern-occupancy-trout-town-farms-2027-08-01-to-2027-08-31-by-week.csv");
    expect(exported.csv).toBe(reportCsv(OCCUPANCY_COLUMNS, report.rows));
    const lines = exported.csv.trimEnd().split("\r\n");
    expect(lines).toHaveLength(1 + report.rows.length);
    expect(lines[2]).toBe(
      `2027-08-02,2027-08-08,${report.rows[1]!.availableNights},2,${report.rows[1]!.occupancyBp! / 100}`,
    );
    for (const kind of ["revenue", "pace", "arrivals", "cancellations"] as const) {
      const other = await admin(managerCookie).reports.export({ report: kind, ...AUGUST });
      expect(other.filename).toBe(`lantern-${kind}-all-parks-2027-08-01-to-2027-08-31-by-day.csv`);
      expect(other.csv.trimEnd().split("\r\n")).toHaveLength(1 + 31);
    }
  });

  it("counts a re-priced change's refund on the day of the change (it runs last: it shortens a stay)", async () => {
    const changedAt = new Date("2026-11-22T15:00:00Z");
    const changed = await admin(adminCookie, changedAt).reservations.modify({
      reservationId: cashStay,
      dates: { start: "2027-08-02", end: "2027-08-03" },
      pricing: "REPRICE",
      notifyGuest: false,
    });
    expect(changed.settlement.kind).toBe("refunded");
    const refunded = changed.settlement.kind === "refunded" ? changed.settlement.cents : 0;
    const report = await admin(managerCookie).reports.cancellations({
      parkId: scenario.ids.trout,
      from: "2026-11-21",
      to: "2026-11-22",
      groupBy: "day",
    });
    expect(report.rows[1]).toMatchObject({
      start: "2026-11-22",
      cancellations: 0,
      changeRefundCents: refunded,
      refundedCents: refunded,
    });
    expect(refunded).toBeGreaterThan(0);
    expect(report.rows[0]!.changeRefundCents).toBe(0);
  });
});
