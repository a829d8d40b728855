import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { campsites, campsiteTypes, parks } from "@/server/db/schema";

/** Minimal inventory for tests that need their own park, independent of the demo seed. Unique per call. */
export async function createParkWithSite(db: Db, options: { siteName?: string } = {}) {
  const suffix = randomUUID().slice(0, 8);
  const [park] = await db
    .insert(parks)
    .values({
      slug: `test-park-${suffix}`,
      name: `Test Park ${suffix}`,
      displayName: `Test Park ${suffix}`,
      addressLine1: "1 Test Road",
      city: "Roscoe",
      state: "NY",
      postalCode: "12776",
      phone: "607-555-0100",
      email: "test@lantern.example",
      latitude: 41.93,
      longitude: -74.91,
      heroImage: "/art/test/hero.webp",
      logoImage: "/art/test/logo.webp",
      cancellationPolicy: { fullRefundDaysBefore: 7, lateCancellationFeeBp: 5_000, summary: "Test policy" },
    })
    .returning();
  const [type] = await db
    .insert(campsiteTypes)
    .values({
      parkId: park!.id,
      slug: "tent",
      name: "Tent Site",
      category: "tent",
      maxGuests: 6,
      maxAdults: 6,
      maxChildren: 4,
    })
    .returning();
  const [site] = await db
    .insert(campsites)
    .values({ parkId: park!.id, campsiteTypeId: type!.id, name: options.siteName ?? "T1" })
    .returning();
  return { park: park!, type: type!, site: site! };
}

/** Another campsite of the same park and type (a move's target). */
export async function addSite(db: Db, of: Awaited<ReturnType<typeof createParkWithSite>>, name: string) {
  const [site] = await db
    .insert(campsites)
    .values({ parkId: of.park.id, campsiteTypeId: of.type.id, name })
    .returning();
  return { ...of, site: site! };
}

/** A seeded park's id, by its slug (the demo seed's "trout-town-farms"). */
export async function seededPark(db: Db, slug: string): Promise<{ id: string }> {
  const [park] = await db.select({ id: parks.id }).from(parks).where(eq(parks.slug, slug));
  if (!park) throw new Error(`No park "${slug}" in the test database.`);
  return park;
}
