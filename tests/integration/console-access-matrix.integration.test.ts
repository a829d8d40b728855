import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { guestRoutes } from "@/features/staff/guests.router";
import { staffParkProcedures, staffRoutes } from "@/features/staff/staff.router";
import { teamRoutes } from "@/features/staff/team.router";
import { adminRouter } from "@/server/api/admin-router";
import { createTRPCRouter } from "@/server/api/trpc";
import { campsites, orders, reservations, reviews } from "@/server/db/schema";
import {
  asTable,
  computeTable,
  EVERY_MANAGER,
  type ExpectedRow,
  fixture,
  MANAGER_AT_PARK,
  type Probe,
  SITE_WIDE,
  setUpAccessRoles,
} from "../support/access-matrix";
import { setUpCheckoutScenario } from "../support/checkout-scenario";

/*
 * The setup and reports part of the staff console's access matrix (the front desk's is in features/staff): every
 * procedure × every kind of caller. Each probe is harmless and order-independent: a read, a change far from the
 * scenario's stays (autumn 2028), a refused change, or a fresh fixture per call.
 */

const scenario = setUpCheckoutScenario();
const caller = setUpAccessRoles(scenario);

const trout = () => scenario.ids.trout;
const orchard = () => scenario.ids.orchard;

let periodNights = 0;
/** A rate period of one night in autumn 2028, never twice the same. */
function nextPeriod() {
  const start = new Date(Date.UTC(2028, 8, 1 + periodNights));
  periodNights += 1;
  const day = start.toISOString().slice(0, 10);
  return {
    kind: "period" as const,
    parkId: trout(),
    campsiteTypeId: orchard(),
    startDate: day,
    endDate: day,
    weekdays: null,
    nightlyCents: 5_000,
    label: "Access matrix",
  };
}

/** A small PNG, as the console's upload form sends it. */
const png = async () =>
  (
    await sharp({ create: { width: 32, height: 24, channels: 3, background: "#2f6f4f" } })
      .png()
      .toBuffer()
  ).toString("base64");

let closureNights = 0;
/** A phone-only night in autumn 2028 (it strands nobody), never twice the same. */
function nextClosure() {
  const start = new Date(Date.UTC(2028, 9, 1 + closureNights * 2));
  closureNights += 1;
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  return {
    parkId: trout(),
    kind: "phone_only" as const,
    dates: { start: iso(start), end: iso(new Date(start.getTime() + 86_400_000)) },
    reason: "Access matrix",
    confirm: false,
  };
}

let troutBooking: Promise<string> | undefined;
/** One stay booked online at Trout Town Farms, made once: the folio probe reads it. */
function troutStay() {
  troutBooking ??= fixture(async () => {
    const { placed } = await scenario.book();
    const [row] = await scenario
      .db()
      .select({ id: reservations.id })
      .from(reservations)
      .innerJoin(orders, eq(orders.id, reservations.orderId))
      .where(eq(orders.invoiceUuid, placed.invoiceUuid));
    return row!.id;
  });
  return troutBooking;
}

let troutReviewMade: Promise<string> | undefined;
/** A review of the Trout stay (as its guest's invitation link would have written it), made once. */
function troutReview() {
  troutReviewMade ??= fixture(async () => {
    const reservationId = await troutStay();
    const [row] = await scenario
      .db()
      .select({ typeId: reservations.campsiteTypeId, arrival: reservations.arrival })
      .from(reservations)
      .where(eq(reservations.id, reservationId));
    const [review] = await scenario
      .db()
      .insert(reviews)
      .values({
        reservationId,
        parkId: trout(),
        campsiteTypeId: row!.typeId,
        parkRating: 4,
        siteRating: 4,
        body: "A probe's review.",
        authorName: "Ann W.",
        stayedOn: row!.arrival,
        createdAt: new Date(),
        publishAt: new Date(),
      })
      .returning({ id: reviews.id });
    return review!.id;
  });
  return troutReviewMade;
}

/** The probe review, hidden or shown before a probe that needs it so. */
async function reviewHidden(hidden: boolean) {
  const reviewId = await troutReview();
  await scenario
    .db()
    .update(reviews)
    .set(hidden ? { hiddenAt: new Date(), hiddenReason: "Probe" } : { hiddenAt: null, hiddenReason: null })
    .where(eq(reviews.id, reviewId));
  return reviewId;
}

let codes = 0;
/** A fresh promo code, made by the owner (for the archive probe). */
function newCode() {
  codes += 1;
  return fixture(() =>
    caller("OWNER").promoCodes.upsert({
      code: `MATRIX${codes}`,
      parkId: trout(),
      discountType: "PERCENTAGE",
      value: 500,
    }),
  );
}

/** A photo of its own (Orchard Tent Site's gallery), for the probes that change one. */
let photo: string;
/** Trout Town Farms' park-wide stay rule: it cannot be removed, and a second one for its scope is refused. */
let parkRule: string;
/** Trout Town Farms' site T1 (active). */
let t1: string;
beforeAll(async () => {
  const [site] = await scenario
    .db()
    .select({ id: campsites.id })
    .from(campsites)
    .where(and(eq(campsites.parkId, trout()), eq(campsites.name, "T1")));
  t1 = site!.id;
  const overview = await caller("OWNER").rules.list({ parkId: trout() });
  parkRule = overview.stayRules.find((rule) => rule.campsiteTypeId === null && rule.seasonId === null)!.id;
  photo = (
    await caller("OWNER").photos.upload({
      parkId: trout(),
      campsiteTypeId: orchard(),
      alt: "Orchard",
      file: await png(),
    })
  ).id;
});

const summer = () => ({ parkId: trout(), from: "2027-06-01", to: "2027-07-31", groupBy: "week" as const });

const PROBES: Record<string, Probe> = {
  "reports.occupancy": { allowed: "OK", call: (admin) => admin.reports.occupancy(summer()) },
  "reports.revenue": { allowed: "OK", call: (admin) => admin.reports.revenue(summer()) },
  "reports.pace": { allowed: "OK", call: (admin) => admin.reports.pace(summer()) },
  "reports.arrivals": { allowed: "OK", call: (admin) => admin.reports.arrivals(summer()) },
  "reports.cancellations": { allowed: "OK", call: (admin) => admin.reports.cancellations(summer()) },
  "reports.export": {
    allowed: "OK",
    call: (admin) =>
      admin.reports.export({ report: "occupancy", parkId: trout(), from: "2027-06-01", to: "2027-07-31" }),
  },
  "promoCodes.list": { allowed: "OK", call: (admin) => admin.promoCodes.list() },
  // A new code at Trout Town Farms, a fresh one per call.
  "promoCodes.upsert": {
    allowed: "OK",
    call: (admin) => {
      codes += 1;
      return admin.promoCodes.upsert({
        code: `PROBE${codes}`,
        parkId: trout(),
        discountType: "PERCENTAGE",
        value: 500,
      });
    },
  },
  "promoCodes.archive": {
    allowed: "OK",
    call: async (admin) => admin.promoCodes.archive({ promoCodeId: (await newCode()).id }),
  },
  "addons.list": { allowed: "OK", call: (admin) => admin.addons.list({ parkId: trout() }) },
  // A new store item at Trout Town Farms, a fresh one per call.
  "addons.upsert": {
    allowed: "OK",
    call: (admin) => {
      codes += 1;
      return admin.addons.upsert({
        parkId: trout(),
        kind: "online_store",
        name: `Probe ${codes}`,
        priceCents: 100,
        maxQuantity: 1,
        categories: [],
        mandatory: false,
      });
    },
  },
  "content.listBanners": { allowed: "OK", call: (admin) => admin.content.listBanners() },
  "content.listPages": { allowed: "OK", call: (admin) => admin.content.listPages() },
  "content.listMenuLinks": { allowed: "OK", call: (admin) => admin.content.listMenuLinks() },
  "content.listMemberEvents": { allowed: "OK", call: (admin) => admin.content.listMemberEvents() },
  // Link words without a link: refused at its field.
  "content.upsertBanner": {
    allowed: "BAD_REQUEST",
    call: (admin) =>
      admin.content.upsertBanner({
        description: "Probe",
        link: null,
        linkText: "Probe",
        externalLink: false,
        startsAt: null,
        endsAt: null,
        active: false,
      }),
  },
  "content.upsertPage": {
    allowed: "BAD_REQUEST",
    call: (admin) =>
      admin.content.upsertPage({
        key: "legal/probe",
        create: true,
        title: "",
        description: "",
        published: false,
        blocks: [],
      }),
  },
  // The legal menu as it is: nothing written.
  "content.upsertMenuLinks": {
    allowed: "OK",
    call: async (admin) =>
      admin.content.upsertMenuLinks({
        group: "legal",
        links: (await fixture(() => caller("OWNER").content.listMenuLinks())).legal,
      }),
  },
  // An event at Trout Town Farms.
  "content.upsertMemberEvent": {
    allowed: "OK",
    call: (admin) =>
      admin.content.upsertMemberEvent({
        name: "Probe",
        description: "",
        startsAt: new Date("2027-06-01T00:00:00Z"),
        endsAt: new Date("2027-06-02T00:00:00Z"),
        discountBp: 1_000,
        parkIds: [trout()],
      }),
  },
  "parks.get": { allowed: "OK", call: (admin) => admin.parks.get({ parkId: trout() }) },
  // No fields: nothing is written or audited.
  "parks.update": { allowed: "OK", call: (admin) => admin.parks.update({ parkId: trout() }) },
  // An address another park has: refused at its field, nothing created.
  "parks.create": {
    allowed: "BAD_REQUEST",
    call: (admin) =>
      admin.parks.create({
        name: "Probe Park",
        displayName: "Probe Park",
        slug: "trout-town-farms",
        address: { line1: "1 Probe Road", city: "Roscoe", state: "NY", postalCode: "12776" },
        phone: "607-555-0100",
        email: "probe@example.com",
        timeZone: "America/New_York",
        latitude: 41.93,
        longitude: -74.91,
        checkInTime: "15:00",
        checkOutTime: "11:00",
      }),
  },
  // An open park: opening it again changes nothing.
  "parks.open": { allowed: "OK", call: (admin) => admin.parks.open({ parkId: trout() }) },
  "campsiteTypes.list": { allowed: "OK", call: (admin) => admin.campsiteTypes.list({ parkId: trout() }) },
  // The name of a type the park has: refused at its field.
  "campsiteTypes.upsert": {
    allowed: "BAD_REQUEST",
    call: (admin) =>
      admin.campsiteTypes.upsert({
        parkId: trout(),
        name: "Orchard Tent Site",
        category: "tent",
        description: "",
        amenities: [],
        maxGuests: 6,
        maxAdults: 4,
        maxChildren: 4,
        maxPets: 0,
        bookableOnline: true,
        lockFeeCents: 0,
        sortOrder: 0,
        active: true,
      }),
  },
  "campsites.upsert": {
    allowed: "BAD_REQUEST",
    call: (admin) =>
      admin.campsites.upsert({
        parkId: trout(),
        campsiteTypeId: orchard(),
        name: "T1",
        amenities: [],
        rvTypes: null,
        rvLengthMax: null,
        rvSlideoutValue: null,
        accessible: false,
        mapX: null,
        mapY: null,
      }),
  },
  // Already active: nothing written.
  "campsites.setActive": {
    allowed: "OK",
    call: (admin) => admin.campsites.setActive({ campsiteId: t1, active: true }),
  },
  "rules.list": { allowed: "OK", call: (admin) => admin.rules.list({ parkId: trout() }) },
  "rules.upsert": {
    allowed: "BAD_REQUEST",
    call: (admin) =>
      admin.rules.upsert({ parkId: trout(), campsiteTypeId: null, seasonId: null, minNights: 1 }),
  },
  "rules.remove": { allowed: "BAD_REQUEST", call: (admin) => admin.rules.remove({ ruleId: parkRule }) },
  // Nights already over at the tests' clock: refused at its field.
  "closures.upsert": {
    allowed: "BAD_REQUEST",
    call: (admin) =>
      admin.closures.upsert({ ...nextClosure(), dates: { start: "2026-11-01", end: "2026-11-02" } }),
  },
  "closures.remove": {
    allowed: "OK",
    call: async (admin) => {
      const made = await fixture(() => caller("OWNER").closures.upsert(nextClosure()));
      if (!made.saved) throw new Error("The closure fixture stranded a reservation.");
      return admin.closures.remove({ closureId: made.id });
    },
  },
  "photos.galleries": { allowed: "OK", call: (admin) => admin.photos.galleries({ parkId: trout() }) },
  "photos.list": { allowed: "OK", call: (admin) => admin.photos.list({ parkId: trout() }) },
  // Not an image: refused at its field, nothing written.
  "photos.upload": {
    allowed: "BAD_REQUEST",
    call: (admin) =>
      admin.photos.upload({
        parkId: trout(),
        alt: "Probe",
        file: Buffer.from("not an image").toString("base64"),
      }),
  },
  "photos.reorder": {
    allowed: "OK",
    call: (admin) => admin.photos.reorder({ parkId: trout(), photoIds: [photo] }),
  },
  "photos.update": {
    allowed: "OK",
    call: (admin) => admin.photos.update({ photoId: photo, alt: "Orchard" }),
  },
  "photos.remove": {
    allowed: "OK",
    call: async (admin) => {
      const made = await fixture(async () =>
        caller("OWNER").photos.upload({ parkId: trout(), alt: "To be removed", file: await png() }),
      );
      return admin.photos.remove({ photoId: made.id });
    },
  },
  "folios.get": {
    allowed: "OK",
    call: async (admin) => admin.folios.get({ reservationId: await troutStay() }),
  },
  // Paid in full online: "This stay owes nothing."
  "folios.charge": {
    allowed: "BAD_REQUEST",
    call: async (admin) =>
      admin.folios.charge({
        reservationId: await troutStay(),
        idempotencyKey: crypto.randomUUID(),
        amount: 100,
        method: "CASH",
        tendered: 100,
      }),
  },
  // Paid in full online: no card intent for more than the stay owes.
  "folios.startCardPayment": {
    allowed: "BAD_REQUEST",
    call: async (admin) =>
      admin.folios.startCardPayment({
        reservationId: await troutStay(),
        idempotencyKey: crypto.randomUUID(),
        amount: 100,
      }),
  },
  // A charge of less than nothing is refused before anything is written.
  "folios.addLine": {
    allowed: "BAD_REQUEST",
    call: async (admin) =>
      admin.folios.addLine({
        reservationId: await troutStay(),
        kind: "CHARGE",
        description: "Access matrix",
        amount: -5,
        reason: "Access matrix",
      }),
  },
  // More than the stay paid.
  "folios.refund": {
    allowed: "BAD_REQUEST",
    call: async (admin) =>
      admin.folios.refund({
        reservationId: await troutStay(),
        idempotencyKey: crypto.randomUUID(),
        amount: 9_999_999,
        reason: "Access matrix",
      }),
  },
  "paymentPolicies.get": {
    allowed: "OK",
    call: (admin) => admin.paymentPolicies.get({ parkId: trout() }),
  },
  // The park's policy as it is (in full, balance days 14): allowed roles succeed and nothing changes.
  "paymentPolicies.upsert": {
    allowed: "OK",
    call: (admin) => admin.paymentPolicies.upsert({ parkId: trout(), kind: "FULL", balanceDueDays: 14 }),
  },
  // A day nobody arrives on: allowed callers hear there is nobody to write to.
  "messages.send": {
    allowed: "PRECONDITION_FAILED",
    call: (admin) =>
      admin.messages.send({
        to: { parkId: trout(), arrivingOn: "2030-01-02" },
        subject: "Probe",
        body: "Probe",
        idempotencyKey: crypto.randomUUID(),
      }),
  },
  "messages.templates.list": {
    allowed: "OK",
    call: (admin) => admin.messages.templates.list({ parkId: trout() }),
  },
  // The post-stay template, left off.
  "messages.templates.upsert": {
    allowed: "OK",
    call: (admin) =>
      admin.messages.templates.upsert({
        parkId: trout(),
        kind: "post_stay",
        subject: "Thank you",
        body: "Thank you for staying.",
        daysBefore: 3,
        enabled: false,
      }),
  },
  "reviews.list": { allowed: "OK", call: (admin) => admin.reviews.list({ parkId: trout() }) },
  "reviews.reply": {
    allowed: "OK",
    call: async (admin) => admin.reviews.reply({ reviewId: await troutReview(), reply: "Thank you!" }),
  },
  "reviews.hide": {
    allowed: "OK",
    call: async (admin) => admin.reviews.hide({ reviewId: await reviewHidden(false), reason: "Probe" }),
  },
  "reviews.unhide": {
    allowed: "OK",
    call: async (admin) => admin.reviews.unhide({ reviewId: await reviewHidden(true) }),
  },
  "seasons.list": { allowed: "OK", call: (admin) => admin.seasons.list({ parkId: trout() }) },
  // A season of a year of its own per call (seasons of a park never overlap).
  "seasons.upsert": {
    allowed: "OK",
    call: (admin) => {
      codes += 1;
      const year = 2040 + codes;
      return admin.seasons.upsert({
        parkId: trout(),
        name: `Probe ${year}`,
        start: `${year}-05-01`,
        end: `${year}-09-30`,
      });
    },
  },
  "rates.list": {
    allowed: "OK",
    call: (admin) => admin.rates.list({ parkId: trout(), from: "2027-06-01", to: "2027-06-30" }),
  },
  "rates.preview": {
    allowed: "OK",
    call: (admin) =>
      admin.rates.preview({
        change: nextPeriod(),
        sample: { start: "2027-06-09", end: "2027-06-11", adults: 2, children: 0, pets: 0 },
      }),
  },
  "rates.upsert": { allowed: "OK", call: (admin) => admin.rates.upsert(nextPeriod()) },
  "rates.remove": {
    allowed: "OK",
    call: async (admin) => {
      const period = await fixture(() => caller("OWNER").rates.upsert(nextPeriod()));
      return admin.rates.remove({ ratePeriodId: period.id });
    },
  },
};

/** Per procedure, the answer of each caller in the order of `ROLES`. */
const EXPECTED_ROWS: Record<string, ExpectedRow> = {
  "reports.occupancy": MANAGER_AT_PARK,
  "reports.revenue": MANAGER_AT_PARK,
  "reports.pace": MANAGER_AT_PARK,
  "reports.arrivals": MANAGER_AT_PARK,
  "reports.cancellations": MANAGER_AT_PARK,
  "reports.export": MANAGER_AT_PARK,
  "promoCodes.list": EVERY_MANAGER,
  "promoCodes.upsert": MANAGER_AT_PARK,
  "promoCodes.archive": MANAGER_AT_PARK,
  "addons.list": MANAGER_AT_PARK,
  "addons.upsert": MANAGER_AT_PARK,
  "content.listBanners": EVERY_MANAGER,
  "content.listPages": EVERY_MANAGER,
  "content.listMenuLinks": EVERY_MANAGER,
  "content.listMemberEvents": EVERY_MANAGER,
  "content.upsertBanner": SITE_WIDE,
  "content.upsertPage": SITE_WIDE,
  "content.upsertMenuLinks": SITE_WIDE,
  "content.upsertMemberEvent": MANAGER_AT_PARK,
  "parks.get": MANAGER_AT_PARK,
  "parks.update": MANAGER_AT_PARK,
  "parks.create": SITE_WIDE,
  "parks.open": MANAGER_AT_PARK,
  "campsiteTypes.list": MANAGER_AT_PARK,
  "campsiteTypes.upsert": MANAGER_AT_PARK,
  "campsites.upsert": MANAGER_AT_PARK,
  "campsites.setActive": MANAGER_AT_PARK,
  "rules.list": MANAGER_AT_PARK,
  "rules.upsert": MANAGER_AT_PARK,
  "rules.remove": MANAGER_AT_PARK,
  "closures.upsert": MANAGER_AT_PARK,
  "closures.remove": MANAGER_AT_PARK,
  "photos.galleries": MANAGER_AT_PARK,
  "photos.list": MANAGER_AT_PARK,
  "photos.upload": MANAGER_AT_PARK,
  "photos.reorder": MANAGER_AT_PARK,
  "photos.update": MANAGER_AT_PARK,
  "photos.remove": MANAGER_AT_PARK,
  "folios.get": MANAGER_AT_PARK,
  "folios.charge": MANAGER_AT_PARK,
  "folios.startCardPayment": MANAGER_AT_PARK,
  "folios.addLine": MANAGER_AT_PARK,
  "folios.refund": MANAGER_AT_PARK,
  "paymentPolicies.get": MANAGER_AT_PARK,
  "paymentPolicies.upsert": MANAGER_AT_PARK,
  "messages.send": MANAGER_AT_PARK,
  "messages.templates.list": MANAGER_AT_PARK,
  "messages.templates.upsert": MANAGER_AT_PARK,
  "reviews.list": MANAGER_AT_PARK,
  "reviews.reply": MANAGER_AT_PARK,
  "reviews.hide": MANAGER_AT_PARK,
  "reviews.unhide": MANAGER_AT_PARK,
  "seasons.list": MANAGER_AT_PARK,
  "seasons.upsert": MANAGER_AT_PARK,
  "rates.list": MANAGER_AT_PARK,
  "rates.preview": MANAGER_AT_PARK,
  "rates.upsert": MANAGER_AT_PARK,
  "rates.remove": MANAGER_AT_PARK,
};

/** Every admin procedure the front desk's matrix does not hold. */
const SETUP_PATHS = (() => {
  const staff = new Set(
    Object.keys(
      createTRPCRouter({
        ...staffRoutes,
        ...teamRoutes,
        ...guestRoutes,
        parks: createTRPCRouter(staffParkProcedures),
      })._def.procedures,
    ),
  );
  return Object.keys(adminRouter._def.procedures)
    .filter((path) => !staff.has(path))
    .sort();
})();

describe(`the setup and reports access matrix on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("probes every setup and reports procedure of the router, and expects an answer for each", () => {
    expect(Object.keys(PROBES).sort()).toEqual(SETUP_PATHS);
    expect(Object.keys(EXPECTED_ROWS).sort()).toEqual(SETUP_PATHS);
  });

  it("answers each caller of each procedure as its minimum role and the caller's parks say", async () => {
    expect(await computeTable(PROBES, caller)).toEqual(asTable(EXPECTED_ROWS));
  });
});
