import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allocateSite } from "@/features/availability/server";
import { campsites, parks, teamMembers } from "@/server/db/schema";
import { seedDemoData } from "@/server/db/seed/demo";
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from "@/server/db/seed/demo-staff";
import { signInTestUser, signUpTestUser } from "../../../tests/support/sign-up";
import { callerFor } from "../../../tests/support/test-context";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";

let test: TestDatabase;
let trout: string;

beforeAll(async () => {
  test = await createTestDatabase();
  await seedDemoData(test.db, { today: "2026-11-21" });
  [{ id: trout }] = (await test.db
    .select({ id: parks.id })
    .from(parks)
    .where(eq(parks.slug, "trout-town-farms"))) as [{ id: string }];
});
afterAll(async () => {
  await test?.close();
});

const admin = (cookie?: string) => callerFor(test.db, { headers: cookie ? { cookie } : {} }).admin;
const signIn = (email: string) => signInTestUser(test.db, email, DEMO_STAFF_PASSWORD);

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "OK";
  } catch (error) {
    if (error instanceof TRPCError) return error.code;
    throw error;
  }
}

describe(`staff access on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("seeds the three demo staff, who sign in with the demo password and carry their role and parks", async () => {
    for (const member of DEMO_STAFF) {
      const { cookie } = await signIn(member.email);
      const session = await callerFor(test.db, { headers: { cookie } }).booking.authentication.getSession();
      expect(session?.user.teamRole).toBe(member.role);
    }
    await expect(signInTestUser(test.db, "owner@lantern.example", "wrong-password")).rejects.toThrow();
  });

  it("seeds them once, also into a database seeded before they existed", async () => {
    await seedDemoData(test.db, { today: "2026-11-21" });
    const members = await test.db.select().from(teamMembers);
    expect(members.filter((member) => member.role === "OWNER")).toHaveLength(1);
    const manager = members.find((member) => member.role === "MANAGER")!;
    expect(manager.parkIds).toEqual([trout]);
  });

  it("answers admin.team.list by role: visitor, guest account, manager, admin, owner", async () => {
    const guest = await signUpTestUser(test.db);
    expect(await codeOf(admin().team.list())).toBe("UNAUTHORIZED");
    expect(await codeOf(admin(guest.cookie).team.list())).toBe("FORBIDDEN");
    for (const email of ["manager@lantern.example", "admin@lantern.example", "owner@lantern.example"]) {
      expect(await codeOf(admin((await signIn(email)).cookie).team.list())).toBe("OK");
    }
  });

  it("shows a manager limited to one park only the members of that park, with only that park", async () => {
    const other = await signUpTestUser(test.db, { firstName: "Otto", lastName: "Elsewhere" });
    const [elsewhere] = await test.db
      .select({ id: parks.id })
      .from(parks)
      .where(eq(parks.slug, "beaverkill-bend"));
    await test.db
      .insert(teamMembers)
      .values({ userId: other.userId, role: "MANAGER", parkIds: [elsewhere!.id] });

    const asManager = await admin((await signIn("manager@lantern.example")).cookie).team.list();
    const emails = asManager.members.map((member) => member.email);
    expect(emails).not.toContain(other.email);
    expect(emails).toEqual(expect.arrayContaining(["owner@lantern.example", "manager@lantern.example"]));
    for (const member of asManager.members)
      expect(member.parkIds === null || member.parkIds.every((id) => id === trout)).toBe(true);

    const asOwner = await admin((await signIn("owner@lantern.example")).cookie).team.list();
    expect(asOwner.members.find((member) => member.email === other.email)?.parkIds).toEqual([elsewhere!.id]);
  });

  it("answers admin.reservations.grid by role and park: a manager of another park learns nothing", async () => {
    const [beaverkill] = await test.db
      .select({ id: parks.id })
      .from(parks)
      .where(eq(parks.slug, "beaverkill-bend"));
    const window = { from: "2027-07-01", to: "2027-07-31" };
    const guest = await signUpTestUser(test.db);
    const manager = (await signIn("manager@lantern.example")).cookie;
    const adminCookie = (await signIn("admin@lantern.example")).cookie;
    expect(await codeOf(admin().reservations.grid({ parkId: trout, ...window }))).toBe("UNAUTHORIZED");
    expect(await codeOf(admin(guest.cookie).reservations.grid({ parkId: trout, ...window }))).toBe(
      "FORBIDDEN",
    );
    expect(await codeOf(admin(manager).reservations.grid({ parkId: beaverkill!.id, ...window }))).toBe(
      "NOT_FOUND",
    );
    expect(await codeOf(admin(manager).reservations.grid({ parkId: trout, ...window }))).toBe("OK");
    expect(await codeOf(admin(adminCookie).reservations.grid({ parkId: beaverkill!.id, ...window }))).toBe(
      "OK",
    );
    expect(
      await codeOf(admin(adminCookie).reservations.grid({ parkId: crypto.randomUUID(), ...window })),
    ).toBe("NOT_FOUND");
    expect(
      await codeOf(
        admin(adminCookie).reservations.grid({ parkId: trout, from: "2027-07-01", to: "2027-09-02" }),
      ),
    ).toBe("BAD_REQUEST");
    expect(
      await codeOf(
        admin(adminCookie).reservations.grid({ parkId: trout, from: "2027-07-05", to: "2027-07-05" }),
      ),
    ).toBe("BAD_REQUEST");
  });

  it("draws every site of the park and the claims touching the window: reservations, blocks, live holds", async () => {
    const sites = await test.db
      .select({ id: campsites.id, name: campsites.name })
      .from(campsites)
      .where(eq(campsites.parkId, trout));
    // The sessions are real (30 days from today): the clock is today's, fixed for the whole test.
    const now = new Date();
    const claim = (
      index: number,
      stay: { start: string; end: string },
      kind: "reservation" | "block" | "hold",
      expiresAt?: Date,
    ) =>
      allocateSite(test.db, {
        parkId: trout,
        campsiteId: sites[index]!.id,
        campsiteName: sites[index]!.name,
        stay,
        kind,
        ...(kind === "reservation" ? { reservationId: crypto.randomUUID() } : {}),
        ...(kind === "hold" ? { cartItemId: crypto.randomUUID(), expiresAt } : {}),
        now,
      } as Parameters<typeof allocateSite>[1]);
    const reserved = await claim(0, { start: "2027-06-28", end: "2027-07-03" }, "reservation");
    const blocked = await claim(1, { start: "2027-07-10", end: "2027-07-12" }, "block");
    const held = await claim(
      2,
      { start: "2027-07-04", end: "2027-07-06" },
      "hold",
      new Date(now.getTime() + 60_000),
    );
    await claim(3, { start: "2027-07-04", end: "2027-07-06" }, "hold", new Date(now.getTime() - 60_000));
    await claim(4, { start: "2027-08-10", end: "2027-08-12" }, "block");

    const cookie = (await signIn("manager@lantern.example")).cookie;
    const grid = await callerFor(test.db, { headers: { cookie }, now }).admin.reservations.grid({
      parkId: trout,
      from: "2027-07-01",
      to: "2027-07-31",
    });
    expect(grid.campsites.map((site) => site.id).sort()).toEqual(sites.map((site) => site.id).sort());
    expect(grid.claims.map((row) => [row.id, row.kind, row.start, row.end]).sort()).toEqual(
      [
        [reserved, "reservation", "2027-06-28", "2027-07-03"],
        [blocked, "block", "2027-07-10", "2027-07-12"],
        [held, "hold", "2027-07-04", "2027-07-06"],
      ].sort(),
    );
  });
});
