import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteAllocations } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { createParkWithSite } from "../../../tests/support/factories";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import {
  allocateSite,
  isExclusionViolation,
  releaseExpiredHolds,
  releaseReservationAllocation,
} from "./site-allocations.service";

let test: TestDatabase;
const NOW = new Date("2027-06-01T00:00:00Z");

beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test?.close();
});

const request = (site: Awaited<ReturnType<typeof createParkWithSite>>, start: string, end: string) => ({
  parkId: site.park.id,
  campsiteId: site.site.id,
  campsiteName: site.site.name,
  stay: { start, end },
  kind: "reservation" as const,
  now: NOW,
});

describe(`site allocations on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("refuses an overlapping allocation of one campsite in the database itself (SQLSTATE 23P01)", async () => {
    const site = await createParkWithSite(test.db);
    await test.db.insert(siteAllocations).values({
      parkId: site.park.id,
      campsiteId: site.site.id,
      stay: "[2027-07-03,2027-07-06)",
      kind: "reservation",
    });
    const overlapping = test.db.insert(siteAllocations).values({
      parkId: site.park.id,
      campsiteId: site.site.id,
      stay: "[2027-07-05,2027-07-07)",
      kind: "hold",
      expiresAt: new Date("2027-07-01T00:00:00Z"),
    });
    const error = await overlapping.then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(isExclusionViolation(error)).toBe(true);
  });

  it("reports a taken site as CONFLICT naming the site and the nights", async () => {
    const site = await createParkWithSite(test.db, { siteName: "B14" });
    await allocateSite(test.db, request(site, "2027-07-03", "2027-07-05"));
    const refused = allocateSite(test.db, request(site, "2027-07-04", "2027-07-06"));
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Cannot hold site B14 for 2027-07-04..2027-07-06: already taken.",
    });
  });

  it("allows back-to-back stays: a departure day is the next guest's arrival day", async () => {
    const site = await createParkWithSite(test.db);
    await allocateSite(test.db, request(site, "2027-08-01", "2027-08-03"));
    await expect(allocateSite(test.db, request(site, "2027-08-03", "2027-08-05"))).resolves.toEqual(
      expect.any(String),
    );
    await expect(allocateSite(test.db, request(site, "2027-07-30", "2027-08-01"))).resolves.toEqual(
      expect.any(String),
    );
  });

  it("lets the same nights be booked on another campsite", async () => {
    const first = await createParkWithSite(test.db);
    const second = await createParkWithSite(test.db);
    await allocateSite(test.db, request(first, "2027-09-01", "2027-09-04"));
    await expect(allocateSite(test.db, request(second, "2027-09-01", "2027-09-04"))).resolves.toEqual(
      expect.any(String),
    );
  });

  it("does not let a cancelled reservation block its nights", async () => {
    const site = await createParkWithSite(test.db);
    const reservationId = crypto.randomUUID();
    await allocateSite(test.db, { ...request(site, "2027-10-01", "2027-10-03"), reservationId });
    await releaseReservationAllocation(test.db, reservationId);
    await expect(allocateSite(test.db, request(site, "2027-10-01", "2027-10-03"))).resolves.toEqual(
      expect.any(String),
    );
  });

  it("lets an expired hold go: the site can be held again for the same nights", async () => {
    const site = await createParkWithSite(test.db);
    const expiring = {
      ...request(site, "2027-11-05", "2027-11-07"),
      kind: "hold" as const,
      expiresAt: new Date(NOW.getTime() + 30 * 60_000),
    };
    await allocateSite(test.db, expiring);
    await expect(allocateSite(test.db, expiring)).rejects.toMatchObject({ code: "CONFLICT" });
    const later = new Date(NOW.getTime() + 31 * 60_000);
    await expect(
      allocateSite(test.db, { ...expiring, now: later, expiresAt: new Date(later.getTime() + 30 * 60_000) }),
    ).resolves.toEqual(expect.any(String));
  });

  it("sweeps every expired hold and keeps live holds and reservations", async () => {
    const site = await createParkWithSite(test.db);
    await allocateSite(test.db, {
      ...request(site, "2027-12-01", "2027-12-02"),
      kind: "hold",
      expiresAt: NOW,
    });
    await allocateSite(test.db, {
      ...request(site, "2027-12-02", "2027-12-03"),
      kind: "hold",
      expiresAt: new Date(NOW.getTime() + 60_000),
    });
    await allocateSite(test.db, request(site, "2027-12-03", "2027-12-04"));
    expect(await releaseExpiredHolds(test.db, NOW)).toBeGreaterThanOrEqual(1);
    const left = await test.db
      .select()
      .from(siteAllocations)
      .where(eq(siteAllocations.campsiteId, site.site.id));
    expect(left.map((row) => row.kind).sort()).toEqual(["hold", "reservation"]);
  });

  it("gives exactly one of 20 concurrent holds of one campsite for overlapping nights", async () => {
    const site = await createParkWithSite(test.db);
    const attempts = Array.from({ length: 20 }, (_, index) =>
      allocateSite(test.db, {
        ...request(site, "2027-06-10", `2027-06-${String(12 + (index % 5)).padStart(2, "0")}`),
        kind: "hold",
        expiresAt: new Date("2027-06-01T00:30:00Z"),
      }),
    );
    const results = await Promise.allSettled(attempts);
    const held = results.filter((result) => result.status === "fulfilled");
    const refused = results.filter(
      (result) => result.status === "rejected" && (result.reason as AppError).code === "CONFLICT",
    );
    expect(held).toHaveLength(1);
    expect(refused).toHaveLength(19);
    const rows = await test.db
      .select({ id: siteAllocations.id })
      .from(siteAllocations)
      .where(eq(siteAllocations.campsiteId, site.site.id));
    expect(rows).toHaveLength(1);
  });
});
