import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parks } from "@/server/db/schema";
import { seedDemoData } from "@/server/db/seed/demo";
import { callerFor } from "../../../tests/support/test-context";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";

let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
  await seedDemoData(test.db, { today: "2026-11-21" });
});
afterAll(async () => {
  await test?.close();
});

describe("a park page's overrides (spec §2)", () => {
  it("gives the page the park's own logo, or the logo override once one is set", async () => {
    const before = await callerFor(test.db).booking.parks.getBySlug({ slug: "trout-town-farms" });
    expect(before.page.logoImage).toBe(before.logoImage);

    await test.db
      .update(parks)
      .set({ pageOverrides: { logoImage: "/art/parks/trout-town-farms/photo-1.webp" } })
      .where(eq(parks.slug, "trout-town-farms"));
    const after = await callerFor(test.db).booking.parks.getBySlug({ slug: "trout-town-farms" });
    expect(after.page.logoImage).toBe("/art/parks/trout-town-farms/photo-1.webp");
    expect(after.logoImage).toBe(before.logoImage);
    // The name, address and hero keep the park's own values when only the logo is overridden.
    expect(after.page.name).toBe(before.page.name);
    expect(after.page.heroImage).toBe(before.page.heroImage);
  });
});
