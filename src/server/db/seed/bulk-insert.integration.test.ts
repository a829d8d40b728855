import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campsites, campsiteTypes, parks } from "@/server/db/schema";
import { createTestDatabase, type TestDatabase } from "../../../../tests/support/test-database";
import { bulkInsert } from "./bulk-insert";

let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test?.close();
});

/** One object on every row: `bulkInsert` sends such a value once, as a scalar, not once per row. */
const SHARED_TERMS = { fullRefundDaysBefore: 7, lateCancellationFeeBp: 5_000, summary: 'Say "when"' };

const park = (slug: string, text: string, siteMapImage: string | null) => ({
  id: crypto.randomUUID(),
  slug,
  name: text,
  displayName: "Café Ünïcode ✓",
  addressLine1: "1 Comma, Road",
  city: "Roscoe",
  state: "NY",
  postalCode: "12776",
  phone: "607-555-0199",
  email: `${slug}@lantern.example`,
  latitude: 41.93,
  longitude: -74.91,
  heroImage: "/hero.webp",
  logoImage: "/logo.webp",
  siteMapImage,
  cancellationPolicy: SHARED_TERMS,
  policies: [{ title: "Quiet hours", body: 'Line one\nline two\t"quoted" \\ {braced}' }],
});

describe(`bulkInsert on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("writes quotes, backslashes, commas, braces, accents, nulls, JSON and arrays as they were, shared by every row or not", async () => {
    const rows = [
      park("bulk-one", 'A "quoted", {braced} name \\ with a backslash', null),
      park("bulk-two", "NULL", "/map.webp"),
    ];
    await bulkInsert(test.db, parks, rows);
    const typeId = crypto.randomUUID();
    await bulkInsert(test.db, campsiteTypes, [
      {
        id: typeId,
        parkId: rows[0]!.id,
        slug: "tent-site",
        name: "Tent Site",
        category: "tent",
        maxGuests: 6,
        maxAdults: 4,
        maxChildren: 4,
      },
    ]);
    const sites = [
      { name: "T1", amenities: ['fire "ring"', "a,b", "{c}", "back\\slash", ""], rvTypes: null },
      { name: "T2", amenities: [], rvTypes: ["NULL", "Van"] },
    ].map((site) => ({
      ...site,
      parkId: rows[0]!.id,
      campsiteTypeId: typeId,
      rvLengthMax: site.rvTypes ? 30 : null,
      rvSlideoutValue: site.rvTypes ? 1 : null,
    }));
    await bulkInsert(test.db, campsites, sites);

    for (const row of rows) {
      const [stored] = await test.db.select().from(parks).where(eq(parks.id, row.id));
      expect(stored).toMatchObject(row);
    }
    const storedSites = await test.db
      .select({ name: campsites.name, amenities: campsites.amenities, rvTypes: campsites.rvTypes })
      .from(campsites)
      .orderBy(asc(campsites.name));
    expect(storedSites).toEqual(sites.map(({ name, amenities, rvTypes }) => ({ name, amenities, rvTypes })));
  });

  it("refuses a text value holding a control character rather than write it altered", async () => {
    await expect(bulkInsert(test.db, parks, [park("bulk-three", "Tab\there", null)])).rejects.toThrow(
      /name holds a control character/,
    );
  });
});
