import { beforeAll, describe, expect, it } from "vitest";
import { memberships } from "@/server/db/schema";
import { NOW, setUpCheckoutScenario } from "../../../tests/support/checkout-scenario";
import { fieldErrorsOf } from "../../../tests/support/field-errors";
import { signUpTestUser } from "../../../tests/support/sign-up";
import { outcomeOf, signInDemoStaff } from "../../../tests/support/staff";
import { callerFor } from "../../../tests/support/test-context";
import { listMenuLinks } from "./menu-links.service";

const { db, ids } = setUpCheckoutScenario();
const MISSING = "00000000-0000-4000-8000-000000000000";
const HOUR = 3_600_000;

let adminCookie = "";
beforeAll(async () => {
  adminCookie = (await signInDemoStaff(db(), "admin@lantern.example")).cookie;
});
const admin = (cookie = adminCookie) => callerFor(db(), { headers: { cookie }, now: NOW }).admin.content;
const guest = (cookie?: string) => callerFor(db(), { headers: cookie ? { cookie } : {}, now: NOW }).booking;

const banner = {
  description: "Winter cabins: 20% off midweek nights",
  link: "/beaverkill-bend",
  linkText: "See the cabins",
  externalLink: false,
  startsAt: null,
  endsAt: null,
  active: true,
};

describe(`admin.content on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("shows a new banner to guests at once, then its edit, and the one before once it is switched off", async () => {
    const seeded = await guest().content.getBanner();
    const created = await admin().upsertBanner(banner);
    expect(created).toMatchObject({ showingNow: true });
    expect(await guest().content.getBanner()).toMatchObject({
      description: banner.description,
      link: "/beaverkill-bend",
      linkText: "See the cabins",
    });

    await admin().upsertBanner({ ...banner, id: created.id, description: "Winter cabins: 25% off" });
    expect((await guest().content.getBanner())?.description).toBe("Winter cabins: 25% off");

    const off = await admin().upsertBanner({ ...banner, id: created.id, active: false });
    expect(off.showingNow).toBe(false);
    expect(await guest().content.getBanner()).toEqual(seeded);

    // A banner whose window opens tomorrow waits.
    await admin().upsertBanner({
      ...banner,
      description: "Tomorrow",
      startsAt: new Date(NOW.getTime() + 24 * HOUR),
    });
    expect(await guest().content.getBanner()).toEqual(seeded);
    const listed = await admin().listBanners();
    expect(listed.filter((row) => row.showingNow)).toHaveLength(seeded ? 1 : 0);
  });

  it("shows a banner that names a promo code with the nights the code is for, and hides it once the code cannot be used", async () => {
    const staff = callerFor(db(), { headers: { cookie: adminCookie }, now: NOW }).admin;
    const promo = await staff.promoCodes.upsert({
      code: "FALLNIGHTS",
      parkId: null,
      discountType: "PERCENTAGE",
      value: 1_000,
      stayFrom: "2027-09-08",
      stayUntil: "2027-10-31",
    });
    const named = await admin().upsertBanner({
      ...banner,
      description: "Fall nights: 10% off with code FALLNIGHTS",
    });
    expect(await guest().content.getBanner()).toMatchObject({
      description: "Fall nights: 10% off with code FALLNIGHTS",
      offerTerms: "Valid for nights Sep 8 – Oct 31, 2027.",
    });
    expect((await admin().listBanners()).find((row) => row.id === named.id)).toMatchObject({
      showingNow: true,
      offerNote: "Valid for nights Sep 8 – Oct 31, 2027.",
    });

    // The code's nights are over: the banner gives way to the one before it, and the console says why.
    await staff.promoCodes.upsert({
      id: promo.id,
      code: "FALLNIGHTS",
      parkId: null,
      discountType: "PERCENTAGE",
      value: 1_000,
      stayFrom: "2026-09-08",
      stayUntil: "2026-10-31",
    });
    expect((await guest().content.getBanner())?.description).not.toBe(named.description);
    expect((await admin().listBanners()).find((row) => row.id === named.id)).toMatchObject({
      showingNow: false,
      offerNote: "Hidden: its code FALLNIGHTS can no longer be used.",
    });
    await admin().upsertBanner({ ...banner, id: named.id, description: named.description, active: false });
  });

  it("says at each field what is wrong with a banner", async () => {
    expect(await fieldErrorsOf(admin().upsertBanner({ ...banner, linkText: null }))).toEqual({
      linkText: "Give the link its words.",
    });
    expect(
      await fieldErrorsOf(admin().upsertBanner({ ...banner, link: "javascript:alert(1)" })),
    ).toHaveProperty("link");
    expect(
      await fieldErrorsOf(
        admin().upsertBanner({ ...banner, startsAt: NOW, endsAt: new Date(NOW.getTime() - HOUR) }),
      ),
    ).toEqual({ endsAt: "The banner ends after it starts." });
    expect(await outcomeOf(admin().upsertBanner({ ...banner, id: MISSING }))).toBe(
      "NOT_FOUND: This banner does not exist.",
    );
  });

  it("shows a page edit on the page's next read, hides an unpublished page, and audits both", async () => {
    const about = (await admin().listPages()).find((page) => page.key === "about")!;
    expect(about.path).toBe("/about");
    const blocks = [
      { type: "heading" as const, text: "Our story" },
      { type: "paragraph" as const, text: "It began with one farm." },
      { type: "faq" as const, question: "Dogs?", answer: "Leashed dogs are welcome." },
      { type: "card" as const, title: "The farm", text: "Where it started.", url: "/trout-town-farms" },
      { type: "list" as const, items: ["Clean bathhouses", "Shade"] },
    ];
    await admin().upsertPage({
      key: "about",
      title: "About us",
      description: "Who we are.",
      published: true,
      blocks,
    });
    expect(await guest().content.getPage({ key: "about" })).toMatchObject({
      title: "About us",
      description: "Who we are.",
      blocks,
    });

    await admin().upsertPage({
      key: "about",
      title: "About us",
      description: "Who we are.",
      published: false,
      blocks,
    });
    expect(await outcomeOf(guest().content.getPage({ key: "about" }))).toBe(
      'NOT_FOUND: There is no page "about".',
    );
    await admin().upsertPage({
      key: "about",
      title: "About us",
      description: "Who we are.",
      published: true,
      blocks,
    });

    const { items } = await callerFor(db(), { headers: { cookie: adminCookie }, now: NOW }).admin.audit.list({
      entity: "content_page",
    });
    const edits = items.filter((item) => item.entityId === about.id);
    expect(edits).toHaveLength(3);
    expect(edits.some((item) => JSON.stringify(item.after) === JSON.stringify({ published: false }))).toBe(
      true,
    );
  });

  it("makes a new legal page or waiver under its own key, and refuses other keys or a taken one", async () => {
    const page = await admin().upsertPage({
      key: "legal/pets",
      create: true,
      title: "Pet policy",
      description: "",
      published: true,
      blocks: [{ type: "paragraph", text: "Two pets per site." }],
    });
    expect(page.path).toBe("/legal/pets");
    expect((await guest().content.getPage({ key: "legal/pets" })).title).toBe("Pet policy");

    const waiver = await admin().upsertPage({
      key: "waivers/pool",
      create: true,
      title: "Pool waiver",
      description: "",
      published: true,
      blocks: [{ type: "paragraph", text: "Swim at your own risk." }],
      waiverScope: { parkSlugs: ["trout-town-farms"], categories: [], addonNames: [] },
    });
    expect(waiver).toMatchObject({
      path: "/legal/waivers/pool",
      waiverScope: { parkSlugs: ["trout-town-farms"] },
    });

    const create = { create: true, title: "T", description: "", published: true, blocks: [] };
    expect(await fieldErrorsOf(admin().upsertPage({ ...create, key: "hiking" }))).toEqual({
      key: "A new page's key starts with legal/ or waivers/, like legal/pets or waivers/pool.",
    });
    expect(await fieldErrorsOf(admin().upsertPage({ ...create, key: "legal/pets" }))).toEqual({
      key: "There is already a page legal/pets. Edit it instead.",
    });
    expect(await fieldErrorsOf(admin().upsertPage({ ...create, key: "legal/Pets!" }))).toHaveProperty("key");
    expect(
      await fieldErrorsOf(
        admin().upsertPage({ ...create, key: "legal/x", blocks: [{ type: "heading", text: " " }] }),
      ),
    ).toEqual({ "blocks.0.text": "Write the heading, or remove the block." });
    expect(await outcomeOf(admin().upsertPage({ ...create, create: false, key: "legal/nothing" }))).toBe(
      "NOT_FOUND: There is no page legal/nothing.",
    );
  });

  it("replaces one menu with its links in the order given, as the site shell reads them", async () => {
    const help = [
      { text: "Contact", url: "/contact", openNewTab: false, offBookingSite: false, image: null },
      { text: "FAQs", url: "/faqs", openNewTab: false, offBookingSite: false, image: null },
      {
        text: "Fishing report",
        url: "https://example.com/fishing",
        openNewTab: true,
        offBookingSite: true,
        image: null,
      },
    ];
    const before = await listMenuLinks(db());
    const saved = await admin().upsertMenuLinks({ group: "help", links: help });
    expect(saved.help).toEqual(help);
    const shell = await listMenuLinks(db());
    expect(shell.help).toEqual(help);
    expect(shell.explore).toEqual(before.explore);
    expect((await admin().listMenuLinks()).help.map((link) => link.text)).toEqual([
      "Contact",
      "FAQs",
      "Fishing report",
    ]);

    expect(
      await fieldErrorsOf(
        admin().upsertMenuLinks({ group: "help", links: [help[0]!, { ...help[1]!, url: "/contact" }] }),
      ),
    ).toEqual({ "links.1.url": "This menu links here already." });
    expect(
      await fieldErrorsOf(
        admin().upsertMenuLinks({ group: "help", links: [{ ...help[0]!, image: "/art/x.webp" }] }),
      ),
    ).toEqual({ "links.0.image": "Only the Locations menu shows images." });

    const { items } = await callerFor(db(), { headers: { cookie: adminCookie }, now: NOW }).admin.audit.list({
      entity: "menu_links",
    });
    expect(items[0]).toMatchObject({ action: "menuLinks.update", entityId: "help", after: help });
  });

  it("runs a new member event for active members at its parks, and follows its edit", async () => {
    const user = await signUpTestUser(db());
    await db()
      .insert(memberships)
      .values({
        userId: user.userId,
        status: "active",
        priceCents: 1_999,
        currentPeriodStart: new Date("2026-11-01T00:00:00Z"),
        currentPeriodEnd: new Date("2027-11-01T00:00:00Z"),
      });
    const event = {
      name: "Cabin Week",
      description: "Members save 25 % at Beaverkill Bend.",
      startsAt: new Date(NOW.getTime() - HOUR),
      endsAt: new Date(NOW.getTime() + 7 * 24 * HOUR),
      discountBp: 2_500,
      parkIds: [ids.beaverkill],
    };
    const created = await admin().upsertMemberEvent(event);
    expect(created).toMatchObject({ runningNow: true, parkIds: [ids.beaverkill] });
    expect(await guest(user.cookie).membership.getActiveMembershipEvent()).toMatchObject({
      id: created.id,
      name: "Cabin Week",
      discount: 25,
      eligibleParksIds: { [ids.beaverkill]: true },
    });
    expect(await guest().membership.getActiveMembershipEvent()).toBeNull();

    await admin().upsertMemberEvent({ ...event, id: created.id, parkIds: [ids.beaverkill, ids.trout] });
    const edited = await guest(user.cookie).membership.getActiveMembershipEvent();
    expect(edited?.eligibleParksIds).toEqual({ [ids.beaverkill]: true, [ids.trout]: true });

    expect(await fieldErrorsOf(admin().upsertMemberEvent({ ...event, endsAt: event.startsAt }))).toEqual({
      endsAt: "The event ends after it starts.",
    });
    expect(await fieldErrorsOf(admin().upsertMemberEvent({ ...event, parkIds: [] }))).toEqual({
      parkIds: "Choose at least one park.",
    });
    expect(await outcomeOf(admin().upsertMemberEvent({ ...event, parkIds: [MISSING] }))).toBe(
      "NOT_FOUND: This park does not exist.",
    );
    const { items } = await callerFor(db(), { headers: { cookie: adminCookie }, now: NOW }).admin.audit.list({
      entity: "membership_event",
    });
    expect(items.filter((item) => item.entityId === created.id)).toHaveLength(2);
  });

  it("lets a manager of one park read the site-wide content but not change it; a visitor is UNAUTHORIZED", async () => {
    const manager = (await signInDemoStaff(db(), "manager@lantern.example")).cookie;
    expect(await outcomeOf(admin(manager).listPages())).toBe("OK");
    expect(await outcomeOf(admin(manager).upsertMenuLinks({ group: "legal", links: [] }))).toMatch(
      /^FORBIDDEN: The banner, menus and pages show at every park/,
    );
    expect(await outcomeOf(callerFor(db(), { now: NOW }).admin.content.listBanners())).toMatch(
      /^UNAUTHORIZED/,
    );
  });
});
