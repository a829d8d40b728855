import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { basisPointsOf } from "@/lib/money";
import { auditEntries, orders, reservations } from "@/server/db/schema";
import { NOW, setUpCheckoutScenario } from "../../../tests/support/checkout-scenario";
import { outcomeOf, signInDemoStaff } from "../../../tests/support/staff";
import { callerFor } from "../../../tests/support/test-context";
import { fieldErrorsOf } from "./parks-setup.test-support";

const scenario = setUpCheckoutScenario();

let adminCookie: string;
let managerCookie: string;
const admin = (cookie = adminCookie) => callerFor(scenario.db(), { headers: { cookie }, now: NOW }).admin;
const parkPage = (slug = "trout-town-farms") => scenario.api().parks.getBySlug({ slug });

beforeAll(async () => {
  adminCookie = (await signInDemoStaff(scenario.db(), "admin@lantern.example")).cookie;
  managerCookie = (await signInDemoStaff(scenario.db(), "manager@lantern.example")).cookie;
});

const parkAudit = () =>
  scenario
    .db()
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entity, "park"), eq(auditEntries.entityId, scenario.ids.trout)))
    .orderBy(auditEntries.at);

describe(`park setup on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("gives an admin the park as the form edits it; a manager is refused; an unknown park is not found", async () => {
    const park = await admin().parks.get({ parkId: scenario.ids.trout });
    expect(park).toMatchObject({
      slug: "trout-town-farms",
      name: "Trout Town Farms",
      address: { line1: "2450 Old Route 17" },
      checkInTime: "14:00",
      cancellationPolicy: { fullRefundDaysBefore: 7, lateCancellationFeeBp: 5000 },
    });
    expect(park.policies.length).toBeGreaterThan(0);
    // Spec §6: the manager of Trout Town Farms edits it, and no other park.
    expect(await outcomeOf(admin(managerCookie).parks.get({ parkId: scenario.ids.trout }))).toBe("OK");
    expect(await outcomeOf(admin(managerCookie).parks.update({ parkId: scenario.ids.beaverkill }))).toBe(
      "NOT_FOUND: This park does not exist.",
    );
    expect(await outcomeOf(admin().parks.get({ parkId: crypto.randomUUID() }))).toBe(
      "NOT_FOUND: This park does not exist.",
    );
    expect(
      await outcomeOf(admin().parks.update({ parkId: crypto.randomUUID(), displayName: "Nowhere" })),
    ).toBe("NOT_FOUND: This park does not exist.");
  });

  it("saves the changed fields, audits them before and after, and the park page shows them on the next request", async () => {
    const before = await parkPage();
    const saved = await admin().parks.update({
      parkId: scenario.ids.trout,
      displayName: "Trout Town Farms & Ponds",
      checkInTime: "15:30",
      policies: [{ title: "Quiet hours", body: "10 pm to 8 am, every night." }],
      pageOverrides: { heroImage: "/art/heroes/trout-summer.webp", name: "" },
    });
    expect(saved).toMatchObject({ displayName: "Trout Town Farms & Ponds", checkInTime: "15:30" });
    expect(saved.pageOverrides).toEqual({ heroImage: "/art/heroes/trout-summer.webp" });

    const after = await parkPage();
    expect(after.displayName).toBe("Trout Town Farms & Ponds");
    expect(after.page.name).toBe("Trout Town Farms & Ponds");
    expect(after.checkInTime).toBe("15:30");
    expect(after.page.heroImage).toBe("/art/heroes/trout-summer.webp");
    expect(after.heroImage).toBe(before.heroImage);
    expect(after.policies).toEqual([{ title: "Quiet hours", body: "10 pm to 8 am, every night." }]);

    const [entry] = (await parkAudit()).slice(-1);
    expect(entry).toMatchObject({ action: "park.update", parkId: scenario.ids.trout, actorRole: "ADMIN" });
    expect(entry!.before).toEqual({
      displayName: "Trout Town Farms",
      checkInTime: "14:00",
      policies: before.policies,
      pageOverrides: {},
    });
    expect(entry!.after).toEqual({
      displayName: "Trout Town Farms & Ponds",
      checkInTime: "15:30",
      policies: [{ title: "Quiet hours", body: "10 pm to 8 am, every night." }],
      pageOverrides: { heroImage: "/art/heroes/trout-summer.webp" },
    });
  });

  it("shows the park's own hero again when its override is emptied, keeps the other overrides, and writes nothing for an edit that changes nothing", async () => {
    await admin().parks.update({
      parkId: scenario.ids.trout,
      pageOverrides: { address: "Old Route 17, Roscoe" },
    });
    await admin().parks.update({ parkId: scenario.ids.trout, pageOverrides: { heroImage: "" } });
    const page = await parkPage();
    expect(page.page.heroImage).toBe(page.heroImage);
    expect(page.page.address).toBe("Old Route 17, Roscoe");

    const entries = (await parkAudit()).length;
    const park = await admin().parks.get({ parkId: scenario.ids.trout });
    const { id: _id, slug: _slug, ...fields } = park;
    await admin().parks.update({ parkId: scenario.ids.trout, ...fields });
    expect(await parkAudit()).toHaveLength(entries);
  });

  it("refuses invalid fields, each with its message at the field, and saves nothing", async () => {
    const entries = (await parkAudit()).length;
    const errors = await fieldErrorsOf(
      admin().parks.update({
        parkId: scenario.ids.trout,
        name: "  ",
        email: "not-an-address",
        checkInTime: "3 pm",
        address: { line1: "2450 Old Route 17", city: "Roscoe", state: "NY", postalCode: "ABCDE" },
        heroImage: "https://elsewhere.example/hero.jpg",
        siteMapImage: "//elsewhere.example/map.webp",
        pageOverrides: { logoImage: "logo.png" },
        cancellationPolicy: { fullRefundDaysBefore: -1, lateCancellationFeeBp: 12_000, summary: "" },
        policies: [{ title: "", body: "Dogs on a leash." }],
      }),
    );
    expect(errors).toEqual({
      name: "Enter the park's name.",
      email: "Enter an e-mail address.",
      checkInTime: "Use a 24-hour time like 15:00.",
      "address.postalCode": "Use a ZIP code like 12776 or 12776-1234.",
      heroImage: expect.stringMatching(/^Use a path on this site/),
      siteMapImage: expect.stringMatching(/^Use a path on this site/),
      "pageOverrides.logoImage": expect.stringMatching(/^Use a path on this site/),
      "cancellationPolicy.fullRefundDaysBefore": "Enter 0 days or more.",
      "cancellationPolicy.lateCancellationFeeBp": "Enter a fee between 0 % and 100 %.",
      "cancellationPolicy.summary": "Write the policy as guests read it.",
      "policies.0.title": "Give the policy a title.",
    });
    expect(await parkAudit()).toHaveLength(entries);
    expect((await parkPage()).name).toBe("Trout Town Farms");
  });

  it("binds the stays booked after a change of terms to the new ones; a stay booked before keeps its own", async () => {
    const bookTrout = async () => {
      const { placed } = await scenario.book();
      const [reservation] = await scenario
        .db()
        .select({
          id: reservations.id,
          subtotal: reservations.subtotalCents,
          discount: reservations.discountCents,
          taxes: reservations.taxesCents,
        })
        .from(reservations)
        .innerJoin(orders, eq(orders.id, reservations.orderId))
        .where(and(eq(orders.invoiceUuid, placed.invoiceUuid), eq(reservations.parkId, scenario.ids.trout)));
      return {
        invoiceUuid: placed.invoiceUuid,
        reservationId: reservation!.id,
        total: reservation!.subtotal - reservation!.discount + reservation!.taxes,
      };
    };
    const cancel = (stay: { invoiceUuid: string; reservationId: string }) =>
      scenario
        .api()
        .orders.cancelReservation({ invoiceUuid: stay.invoiceUuid, reservationId: stay.reservationId });
    const termsShown = async (invoiceUuid: string) =>
      (await scenario.api().orders.getOrderConfirmation({ invoiceUuid })).parks.find(
        (part) => part.id === scenario.ids.trout,
      )?.cancellationPolicy;

    const bookedBefore = await bookTrout();
    const oldSummary = await termsShown(bookedBefore.invoiceUuid);
    const newSummary = "Full refund up to a year before arrival; after that we keep 25 % of the reservation.";
    await admin().parks.update({
      parkId: scenario.ids.trout,
      cancellationPolicy: { fullRefundDaysBefore: 365, lateCancellationFeeBp: 2_500, summary: newSummary },
    });
    expect((await parkPage()).cancellationPolicy.lateCancellationFeeBp).toBe(2_500);
    const bookedAfter = await bookTrout();

    expect(await termsShown(bookedBefore.invoiceUuid)).toBe(oldSummary);
    expect(await termsShown(bookedAfter.invoiceUuid)).toBe(newSummary);
    // Months ahead: the seeded terms (full refund until 7 days before) give everything back; the new ones keep 25 %.
    expect((await cancel(bookedBefore)).refund).toBe(bookedBefore.total);
    expect((await cancel(bookedAfter)).refund).toBe(
      bookedAfter.total - basisPointsOf(bookedAfter.total, 2_500),
    );
  });
});
