import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listMenuLinks } from "@/features/content/menu-links.service";
import { menuLinks } from "@/server/db/schema";
import { seedDemoData } from "@/server/db/seed/demo";
import { createTestDatabase, openNewInstallation, type TestDatabase } from "../support/test-database";

let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test?.close();
});

describe("menu links from the database", () => {
  it("groups the links by menu, each in its position order, with every field of spec §3", async () => {
    await test.truncate();
    await test.db.insert(menuLinks).values([
      { group: "help", position: 2, text: "About", url: "/about" },
      { group: "help", position: 1, text: "FAQs", url: "/faqs" },
      {
        group: "explore",
        position: 1,
        text: "Gift cards",
        url: "https://shop.example.com/gift-cards",
        openNewTab: true,
        offBookingSite: true,
      },
      {
        group: "locations",
        position: 1,
        text: "Trout Town Farms",
        url: "/trout-town-farms",
        image: "/a.webp",
      },
    ]);
    const menus = await listMenuLinks(test.db);
    expect(menus.help.map((link) => link.text)).toEqual(["FAQs", "About"]);
    expect(menus.explore).toEqual([
      {
        text: "Gift cards",
        url: "https://shop.example.com/gift-cards",
        openNewTab: true,
        offBookingSite: true,
        image: null,
      },
    ]);
    expect(menus.locations[0]).toMatchObject({ text: "Trout Town Farms", image: "/a.webp" });
    expect(menus.legal).toEqual([]);
  });

  it("shows a link staff add on the next read", async () => {
    await test.truncate();
    await test.db.insert(menuLinks).values({ group: "help", position: 1, text: "FAQs", url: "/faqs" });
    expect((await listMenuLinks(test.db)).help).toHaveLength(1);
    await test.db
      .insert(menuLinks)
      .values({ group: "help", position: 9, text: "Gift cards", url: "/gift-cards" });
    expect((await listMenuLinks(test.db)).help.map((link) => link.text)).toEqual(["FAQs", "Gift cards"]);
  });
});

describe("a new installation's menus", () => {
  it("has the site's own links from the migration, and the demo seed adds every park to Locations", async () => {
    const database = await openNewInstallation();
    try {
      const migrated = await listMenuLinks(database.db);
      expect(migrated.explore.map((link) => link.text)).toEqual([
        "Accommodations",
        "Activities",
        "Roscoe & Beyond",
      ]);
      expect(migrated.help.map((link) => link.url)).toEqual(["/faqs", "/about", "/contact"]);
      expect(migrated.legal.map((link) => link.text)).toEqual([
        "Privacy",
        "Terms",
        "Accessibility statement",
        "Waivers",
      ]);
      expect(migrated.locations).toEqual([]);

      await seedDemoData(database.db, { today: "2026-05-01" });
      const seeded = await listMenuLinks(database.db);
      expect(seeded.locations.map((link) => link.url)).toEqual([
        "/catskill-conestoga-wagon-outpost",
        "/trout-town-farms",
        "/willowemoc-creek-outpost",
        "/beaverkill-bend",
      ]);
      expect(seeded.locations.every((link) => link.image?.endsWith("/hero.webp"))).toBe(true);
    } finally {
      await database.close();
    }
  });
});
