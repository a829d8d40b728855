import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parks, teamMembers } from "@/server/db/schema";
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
});
