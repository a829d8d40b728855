import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { availabilityIndexDrift, rebuildAvailabilityIndex } from "@/features/availability/server";
import { orders, reservations } from "@/server/db/schema";
import { createTestDatabase, type TestDatabase } from "../../../../tests/support/test-database";
import { deferChecks, deferredChecks, restoreChecks } from "./deferred-checks";
import { seedScaleData } from "./scale";
import { SAMPLE_ADDRESS } from "./scale-data";

let test: TestDatabase;
const TODAY = "2026-11-24";

beforeAll(async () => {
  test = await createTestDatabase();
});
beforeEach(async () => {
  await test.truncate();
});
afterAll(async () => {
  await test?.close();
});

const seed = (
  parks: number,
  options: { deferChecks?: boolean; onProgress?: (message: string) => void } = {},
) => seedScaleData(test.db, { parks, today: TODAY, writers: test.kind === "postgres" ? 2 : 1, ...options });

/** Every constraint and index of the four big tables, as the database defines them. */
async function checksOfBigTables() {
  const { rows } = (await test.db.execute(sql`
    select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) as definition
    from pg_constraint
    where conrelid in ('orders'::regclass, 'order_parks'::regclass, 'reservations'::regclass, 'site_allocations'::regclass)
    union all
    select indexdef from pg_indexes where tablename in ('orders', 'order_parks', 'reservations', 'site_allocations')
    order by 1`)) as { rows: { definition: string }[] };
  return rows.map((row) => row.definition);
}

/** Per scale park: its sites, reservations and the sum of its order totals — what a run wrote, ids aside. */
async function fingerprint() {
  const { rows } = (await test.db.execute(sql`
    select p.slug,
      (select count(*) from campsites c where c.park_id = p.id)::integer as sites,
      (select count(*) from reservations r where r.park_id = p.id)::integer as reservations,
      (select count(*) from site_allocations a where a.park_id = p.id)::integer as claims,
      (select coalesce(sum(total_cents), 0) from order_parks o where o.park_id = p.id)::bigint::text as total_cents
    from parks p where p.slug like 'scale-park-%' order by p.slug`)) as {
    rows: { slug: string; sites: number; reservations: number; claims: number; total_cents: string }[];
  };
  return rows;
}

describe(`the scale seed on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("gives a park the same year of reservations on every run, and a re-run adds only the missing parks", async () => {
    expect(await seed(2)).toEqual({ parks: 2, campsites: 200, reservations: expect.any(Number) });
    const first = await fingerprint();
    expect(first.map((park) => park.slug)).toEqual(["scale-park-0001", "scale-park-0002"]);
    // Park 1's year, pinned: a change to the generator or to the order it draws numbers in shows here.
    expect(first[0]).toEqual({
      slug: "scale-park-0001",
      sites: 100,
      reservations: 5_643,
      claims: 5_643,
      total_cents: "172104819",
    });

    expect(await seed(3)).toEqual({ parks: 1, campsites: 100, reservations: expect.any(Number) });
    const second = await fingerprint();
    expect(second.slice(0, 2)).toEqual(first);
    expect(second[2]?.slug).toBe("scale-park-0003");

    // The claims are written directly: the index is built from them and agrees with them.
    await rebuildAvailabilityIndex(test.db);
    expect(await availabilityIndexDrift(test.db)).toBe(0);
  });

  it("writes nothing of a batch that fails, and the next run writes the whole batch", async () => {
    expect(await seed(2)).toMatchObject({ parks: 2 });
    const clean = await fingerprint();
    await test.truncate();

    // An order already holding park 2's first confirmation number makes the batch fail halfway through its writes.
    await test.db.insert(orders).values({
      orderConfirmation: "SCALE-0002-000001",
      idempotencyKey: "blocks-the-scale-seed",
      requestHash: "blocks-the-scale-seed",
      guest: {
        firstName: "Ava",
        lastName: "Adler",
        email: "ava@guest.example",
        phone: "555-0100",
        address: SAMPLE_ADDRESS,
      },
      subtotalCents: 0,
      totalCents: 0,
    });
    await expect(seed(2)).rejects.toThrow();
    expect(await fingerprint()).toEqual([]);

    await test.db.delete(orders);
    expect(await seed(2)).toMatchObject({ parks: 2 });
    expect(await fingerprint()).toEqual(clean);
  });

  it("with the checks deferred, writes the same parks, then builds every foreign key, constraint and index again", async () => {
    const checks = await checksOfBigTables();
    expect(checks.some((check) => check.includes("site_allocations_no_overlap EXCLUDE"))).toBe(true);
    expect(await seed(2)).toMatchObject({ parks: 2 });
    const clean = await fingerprint();
    await test.truncate();

    const said: string[] = [];
    expect(await seed(2, { deferChecks: true, onProgress: (message) => said.push(message) })).toMatchObject({
      parks: 2,
    });
    expect(said.filter((message) => / (off while writing|built again)/.test(message))).toHaveLength(2);
    expect(await fingerprint()).toEqual(clean);
    expect(await checksOfBigTables()).toEqual(checks);
    expect(await deferredChecks(test.db)).toBe(0);
  });

  it("keeps an interrupted run's checks off until a run builds them, and never builds one over a row that breaks it", async () => {
    const checks = await checksOfBigTables();
    expect(await seed(1)).toMatchObject({ parks: 1 });
    // A run dropped the checks and stopped before building them again.
    const { deferred } = await deferChecks(test.db);
    expect(deferred).toBeGreaterThan(0);
    expect(await checksOfBigTables()).not.toEqual(checks);

    // Meanwhile a reservation of an order that does not exist got in: building its foreign key refuses it, and
    // its definition is kept for the next try, with those of the checks not built yet.
    const [reservation] = await test.db.select().from(reservations).limit(1);
    const orphan = crypto.randomUUID();
    await test.db.insert(reservations).values({ ...reservation!, id: orphan, orderId: crypto.randomUUID() });
    await expect(restoreChecks(test.db, { concurrency: test.kind === "postgres" ? 2 : 1 })).rejects.toThrow();
    const kept = (await test.db.execute(sql`select name from seed_deferred_checks`)) as {
      rows: { name: string }[];
    };
    expect(kept.rows.map((row) => row.name)).toContain("reservations_order_id_orders_id_fk");
    expect(await checksOfBigTables()).not.toContainEqual(
      expect.stringContaining("reservations_order_id_orders_id_fk"),
    );
    expect(await deferredChecks(test.db)).toBeLessThanOrEqual(deferred);

    await test.db.delete(reservations).where(eq(reservations.id, orphan));
    // Any later run builds them, deferring or not.
    expect(await seed(2)).toMatchObject({ parks: 1 });
    expect(await checksOfBigTables()).toEqual(checks);
    expect(await deferredChecks(test.db)).toBe(0);
  });
});
