import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { siteAllocations } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { countingTransactions } from "../../../tests/support/counting-db";
import { addSite, createParkWithSite } from "../../../tests/support/factories";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import {
  allocateSite,
  blockSite,
  holdSite,
  isExclusionViolation,
  moveReservation,
  releaseExpiredHolds,
  releaseReservation,
  removeBlock,
} from "./site-allocations.service";
import { claimOnTypeTurn, type SiteQuestion } from "./type-line.service";

let test: TestDatabase;
const onPostgres = process.env.TEST_DATABASE_KIND === "postgres";
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
      message: "Cannot hold site B14 for Sun, Jul 4 – Tue, Jul 6: already taken.",
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
    await releaseReservation(test.db, { parkId: site.park.id, reservationId });
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

  it("moves a reservation to free nights of another site, and refuses a move onto taken nights", async () => {
    const from = await createParkWithSite(test.db, { siteName: "A1" });
    const to = await addSite(test.db, from, "A2");
    const reservationId = crypto.randomUUID();
    await allocateSite(test.db, { ...request(from, "2028-01-10", "2028-01-12"), reservationId });
    // Onto overlapping nights of the same site: the old claim is gone before the new one is made.
    await moveReservation(test.db, {
      parkId: from.park.id,
      reservationId,
      to: { campsiteId: from.site.id, campsiteName: "A1", stay: { start: "2028-01-11", end: "2028-01-14" } },
      now: NOW,
    });
    const claimsOf = (siteId: string) =>
      test.db.select().from(siteAllocations).where(eq(siteAllocations.campsiteId, siteId));
    expect((await claimsOf(from.site.id)).map((row) => row.stay)).toEqual(["[2028-01-11,2028-01-14)"]);

    await blockSite(test.db, { ...request(to, "2028-01-12", "2028-01-13") });
    const refused = moveReservation(test.db, {
      parkId: from.park.id,
      reservationId,
      to: { campsiteId: to.site.id, campsiteName: "A2", stay: { start: "2028-01-11", end: "2028-01-14" } },
      now: NOW,
    });
    await expect(refused).rejects.toMatchObject({ code: "CONFLICT" });
    // A refused move leaves the reservation where it was.
    expect((await claimsOf(from.site.id)).map((row) => row.reservationId)).toEqual([reservationId]);
    expect((await claimsOf(to.site.id)).map((row) => row.kind)).toEqual(["block"]);
  });

  it("blocks a site's nights against holds until the block is removed", async () => {
    const site = await createParkWithSite(test.db);
    const blockId = await blockSite(test.db, request(site, "2028-02-01", "2028-02-05"));
    const hold = {
      parkId: site.park.id,
      campsiteId: site.site.id,
      campsiteName: site.site.name,
      stay: { start: "2028-02-03", end: "2028-02-04" },
      cartItemId: crypto.randomUUID(),
      expiresAt: new Date(NOW.getTime() + 30 * 60_000),
      now: NOW,
    };
    await expect(holdSite(test.db, hold)).rejects.toMatchObject({ code: "CONFLICT" });
    await removeBlock(test.db, { parkId: site.park.id, allocationId: blockId });
    await expect(holdSite(test.db, hold)).resolves.toEqual(expect.any(String));
  });

  it.runIf(onPostgres)(
    "tries a claim again when PostgreSQL ends a deadlock by failing it, and it then wins once the other gives up",
    async () => {
      const site = await createParkWithSite(test.db);
      // An expired hold on the first night: the claim below deletes it (locking its row) before it inserts.
      const [expired] = await test.db
        .insert(siteAllocations)
        .values({
          parkId: site.park.id,
          campsiteId: site.site.id,
          stay: "[2028-05-01,2028-05-03)",
          kind: "hold",
          expiresAt: new Date(NOW.getTime() - 60_000),
        })
        .returning({ id: siteAllocations.id });
      const other = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      const watcher = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await Promise.all([other.connect(), watcher.connect()]);
      try {
        // Another transaction claims the next nights and has not committed.
        await other.query("begin");
        await other.query(
          "insert into site_allocations (park_id, campsite_id, stay, kind) values ($1, $2, '[2028-05-03,2028-05-05)', 'block')",
          [site.park.id, site.site.id],
        );
        // Our claim deletes the expired hold, then waits for the other's overlapping row...
        const claim = allocateSite(test.db, {
          ...request(site, "2028-05-02", "2028-05-04"),
          reservationId: crypto.randomUUID(),
        });
        const waitingOnLocks = async () =>
          (
            await watcher.query<{ waiting: number }>(
              "select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
            )
          ).rows[0]!.waiting;
        await vi.waitFor(async () => expect(await waitingOnLocks()).toBe(1), {
          timeout: 10_000,
          interval: 20,
        });
        // ...while the other waits for the expired hold's row our claim locked: PostgreSQL fails our first try
        // (it waited first), which releases the row; the other then gives up its claim.
        await other.query("delete from site_allocations where id = $1", [expired!.id]);
        await other.query("rollback");
        const claimId = await claim;
        const claims = await test.db
          .select({ id: siteAllocations.id })
          .from(siteAllocations)
          .where(eq(siteAllocations.campsiteId, site.site.id));
        expect(claims).toEqual([{ id: claimId }]);
      } finally {
        await Promise.all([other.end(), watcher.end()]);
      }
    },
  );

  it.runIf(onPostgres)(
    "a staff move and a guest hold racing for the same site and nights: exactly one wins",
    async () => {
      for (let round = 0; round < 10; round += 1) {
        const from = await createParkWithSite(test.db);
        const target = await addSite(test.db, from, "T2");
        const reservationId = crypto.randomUUID();
        await allocateSite(test.db, { ...request(from, "2028-03-01", "2028-03-03"), reservationId });
        const stay = { start: "2028-03-01", end: "2028-03-03" };
        const outcomes = await Promise.allSettled([
          moveReservation(test.db, {
            parkId: from.park.id,
            reservationId,
            to: { campsiteId: target.site.id, campsiteName: target.site.name, stay },
            now: NOW,
          }),
          holdSite(test.db, {
            parkId: target.park.id,
            campsiteId: target.site.id,
            campsiteName: target.site.name,
            stay,
            cartItemId: crypto.randomUUID(),
            expiresAt: new Date(NOW.getTime() + 30 * 60_000),
            now: NOW,
          }),
        ]);
        expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
        const refused = outcomes.find((outcome) => outcome.status === "rejected");
        expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: "CONFLICT" });
        const claims = await test.db
          .select()
          .from(siteAllocations)
          .where(eq(siteAllocations.campsiteId, target.site.id));
        expect(claims).toHaveLength(1);
        // The loser of a move keeps its reservation's old claim.
        const reservationClaims = await test.db
          .select()
          .from(siteAllocations)
          .where(eq(siteAllocations.reservationId, reservationId));
        expect(reservationClaims).toHaveLength(1);
      }
    },
  );
});

describe(`a type's line on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  /** A park whose one site is held for `stay` until `until`; calls for its type, in line, named by letter. */
  async function lineFor(stay: { start: string; end: string }) {
    const site = await createParkWithSite(test.db);
    const until = new Date(NOW.getTime() + 30 * 60_000);
    await holdSite(test.db, {
      parkId: site.park.id,
      campsiteId: site.site.id,
      campsiteName: site.site.name,
      stay,
      cartItemId: crypto.randomUUID(),
      expiresAt: until,
      now: NOW,
    });
    const turns: string[] = [];
    const counted = countingTransactions(test.db);
    const question = (change: Partial<SiteQuestion> = {}): SiteQuestion => ({
      parkId: site.park.id,
      campsiteIds: [site.site.id],
      stay,
      now: NOW,
      ...change,
    });
    /** A call in line (it arrives when made): its turn reads the claims, then runs `afterRead`. */
    const call = (name: string, asked: SiteQuestion, afterRead?: () => void) =>
      claimOnTypeTurn(
        counted.db,
        site.type.id,
        async (_tx, turn) => {
          turns.push(name);
          const taken = await turn.claimedSites(asked);
          afterRead?.();
          return `${name}: ${taken.size} taken`;
        },
        { question: asked, error: () => new AppError("CONFLICT", `${name}: refused in line`) },
      ).catch((error: Error) => error.message);
    return { until, turns, question, call, transactions: counted.opened };
  }

  it("answers a call behind a turn that found every site taken from that turn's read, not one that came after it", async () => {
    const line = await lineFor({ start: "2027-09-10", end: "2027-09-12" });
    let late: Promise<string> | undefined;
    // B arrives before A's turn reads (its transaction is still starting); F once A has read.
    const a = line.call("A", line.question(), () => {
      late = line.call("F", line.question());
    });
    const b = line.call("B", line.question());
    expect(await a).toBe("A: 1 taken");
    expect(await b).toBe("B: refused in line");
    expect(await late).toBe("F: 1 taken");
    expect(line.turns).toEqual(["A", "F"]);
    // B's refusal opened no transaction.
    expect(line.transactions()).toBe(2);
  });

  it("answers from it only a call for the same sites and those nights at least, while its holds last", async () => {
    const line = await lineFor({ start: "2027-09-10", end: "2027-09-12" });
    const answers = await Promise.all([
      line.call("A", line.question({ stay: { start: "2027-09-11", end: "2027-09-12" } })),
      // More nights than A asked about: any claim on A's nights is on these too.
      line.call("B", line.question({ stay: { start: "2027-09-09", end: "2027-09-13" } })),
      // Nights from after A's first one: A's answer says nothing about them.
      line.call("C", line.question({ stay: { start: "2027-09-12", end: "2027-09-13" } })),
      // Another park (the same site ids, were there such a thing).
      line.call("D", line.question({ parkId: crypto.randomUUID() })),
      // Fewer nights, or other sites: A's answer says nothing about them either.
      line.call("E", line.question({ stay: { start: "2027-09-10", end: "2027-09-11" } })),
      line.call("F", line.question({ campsiteIds: [crypto.randomUUID()] })),
      // E's read found the site taken too; by this call's clock the hold it found has expired.
      line.call("G", line.question({ stay: { start: "2027-09-09", end: "2027-09-13" }, now: line.until })),
    ]);
    expect(answers).toEqual([
      "A: 1 taken",
      "B: refused in line",
      "C: 0 taken",
      "D: 0 taken",
      "E: 1 taken",
      "F: 0 taken",
      "G: 0 taken",
    ]);
    expect(line.turns).toEqual(["A", "C", "D", "E", "F", "G"]);
    expect(line.transactions()).toBe(6);
  });
});
