import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allocateSite } from "@/features/availability/server";
import { getAuth } from "@/server/auth";
import { auditEntries, campsites, mailOutbox, parks, teamMembers } from "@/server/db/schema";
import { seedDemoData } from "@/server/db/seed/demo";
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, demoStaffUserId } from "@/server/db/seed/demo-staff";
import { seededPark } from "../../../tests/support/factories";
import { signInTestUser, signUpTestUser } from "../../../tests/support/sign-up";
import { codeOf } from "../../../tests/support/staff";
import { callerFor, testEnv } from "../../../tests/support/test-context";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";

let test: TestDatabase;
let trout: string;

beforeAll(async () => {
  test = await createTestDatabase();
  await seedDemoData(test.db, { today: "2026-11-21" });
  ({ id: trout } = await seededPark(test.db, "trout-town-farms"));
});
afterAll(async () => {
  await test?.close();
});

const admin = (cookie?: string) => callerFor(test.db, { headers: cookie ? { cookie } : {} }).admin;
const signIn = (email: string) => signInTestUser(test.db, email, DEMO_STAFF_PASSWORD);

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

  it("blocks a site through the engine, refuses a block over a reservation, removes it, and audits each change", async () => {
    const now = new Date();
    const [site, reservedSite] = await test.db
      .select({ id: campsites.id, name: campsites.name })
      .from(campsites)
      .where(eq(campsites.parkId, trout))
      .orderBy(campsites.name)
      .limit(2);
    const manager = await signIn("manager@lantern.example");
    const adminCookie = (await signIn("admin@lantern.example")).cookie;
    const asManager = callerFor(test.db, { headers: { cookie: manager.cookie }, now }).admin;
    const asAdmin = callerFor(test.db, { headers: { cookie: adminCookie }, now }).admin;
    const dates = { start: "2027-09-14", end: "2027-09-17" };

    const block = await asManager.blocks.create({
      parkId: trout,
      campsiteId: site!.id,
      dates,
      reason: "Septic repair",
    });
    expect(block).toMatchObject({ campsiteId: site!.id, ...dates, kind: "block" });
    const grid = await asManager.reservations.grid({ parkId: trout, from: "2027-09-01", to: "2027-09-30" });
    expect(grid.claims.find((claim) => claim.id === block.id)?.kind).toBe("block");
    let audit = await asAdmin.audit.list({ entity: "block" });
    expect(audit.items[0]).toMatchObject({
      action: "block.create",
      entityId: block.id,
      actor: "manager@lantern.example",
      role: "MANAGER",
      parkId: trout,
      reason: "Septic repair",
    });

    await allocateSite(test.db, {
      parkId: trout,
      campsiteId: reservedSite!.id,
      campsiteName: reservedSite!.name,
      stay: dates,
      kind: "reservation",
      reservationId: crypto.randomUUID(),
      now,
    });
    expect(
      await codeOf(
        asManager.blocks.create({ parkId: trout, campsiteId: reservedSite!.id, dates, reason: "Paint" }),
      ),
    ).toBe("CONFLICT");
    expect((await asAdmin.audit.list({ entity: "block" })).items).toHaveLength(1);
    expect(
      await codeOf(
        asManager.blocks.create({
          parkId: trout,
          campsiteId: site!.id,
          dates: { start: "2027-10-01", end: "2027-10-02" },
          reason: "",
        }),
      ),
    ).toBe("BAD_REQUEST");

    // A block at another park: the Trout manager cannot see or remove it.
    const [beaverkillSite] = await test.db
      .select({ id: campsites.id, parkId: campsites.parkId })
      .from(campsites)
      .innerJoin(parks, eq(parks.id, campsites.parkId))
      .where(eq(parks.slug, "beaverkill-bend"))
      .limit(1);
    const elsewhere = await asAdmin.blocks.create({
      parkId: beaverkillSite!.parkId,
      campsiteId: beaverkillSite!.id,
      dates,
      reason: "Owner's family",
    });
    expect(await codeOf(asManager.blocks.remove({ blockId: elsewhere.id }))).toBe("NOT_FOUND");
    expect(
      await codeOf(
        asManager.blocks.create({
          parkId: beaverkillSite!.parkId,
          campsiteId: beaverkillSite!.id,
          dates: { start: "2027-10-01", end: "2027-10-02" },
          reason: "Paint job",
        }),
      ),
    ).toBe("NOT_FOUND");

    // Removed a minute later (the log orders by time).
    const later = callerFor(test.db, {
      headers: { cookie: manager.cookie },
      now: new Date(now.getTime() + 60_000),
    });
    await expect(later.admin.blocks.remove({ blockId: block.id })).resolves.toEqual({ ok: true });
    expect(await codeOf(asManager.blocks.remove({ blockId: block.id }))).toBe("NOT_FOUND");
    const after = await asManager.reservations.grid({ parkId: trout, from: "2027-09-01", to: "2027-09-30" });
    expect(after.claims.some((claim) => claim.id === block.id)).toBe(false);
    audit = await asAdmin.audit.list({ entity: "block", parkId: trout });
    expect(audit.items.map((item) => item.action)).toEqual(["block.remove", "block.create"]);

    // A manager of one park reads their park's entries only (spec §6); the log comes a page at a time.
    const managerAudit = await asManager.audit.list({});
    expect(managerAudit.items.length).toBeGreaterThan(0);
    expect(managerAudit.items.every((item) => item.parkId === trout)).toBe(true);
    const first = await asAdmin.audit.list({ entity: "block", limit: 2 });
    expect(first.items).toHaveLength(2);
    const second = await asAdmin.audit.list({ entity: "block", limit: 2, cursor: first.nextCursor! });
    expect(second.items.map((item) => item.id)).not.toContain(first.items[0]!.id);
    expect(first.items.length + second.items.length).toBe(3);
    expect(second.nextCursor).toBeNull();
  });

  it("changes and removes members under the spec's rules, and audits each change", async () => {
    const now = new Date();
    const asRole = async (email: string) =>
      callerFor(test.db, { headers: { cookie: (await signIn(email)).cookie }, now }).admin.team;
    const owner = await asRole("owner@lantern.example");
    const adminTeam = await asRole("admin@lantern.example");
    const manager = await asRole("manager@lantern.example");
    const ownerId = (await demoStaffUserId(test.db, "owner@lantern.example"))!;
    const adminId = (await demoStaffUserId(test.db, "admin@lantern.example"))!;
    const recruit = await signUpTestUser(test.db, { firstName: "Rita", lastName: "Recruit" });
    await test.db.insert(teamMembers).values({ userId: recruit.userId, role: "MANAGER", parkIds: [trout] });

    // A manager manages nobody; an admin manages managers but cannot make owners or touch them.
    expect(await codeOf(manager.update({ userId: recruit.userId, parkIds: null }))).toBe("FORBIDDEN");
    expect(await codeOf(adminTeam.update({ userId: recruit.userId, role: "OWNER" }))).toBe("FORBIDDEN");
    expect(await codeOf(adminTeam.remove({ userId: ownerId }))).toBe("FORBIDDEN");
    // Nobody changes their own role; the only owner cannot step down or leave.
    expect(await codeOf(adminTeam.update({ userId: adminId, role: "MANAGER" }))).toBe("FORBIDDEN");
    expect(await codeOf(owner.update({ userId: ownerId, role: "ADMIN" }))).toBe("FORBIDDEN");

    const updated = await adminTeam.update({ userId: recruit.userId, role: "ADMIN", parkIds: null });
    expect(updated).toMatchObject({ userId: recruit.userId, role: "ADMIN", parkIds: null });
    // A second owner may step the first one down; then the only owner left cannot be removed by the admin they
    // made, nor leave on their own.
    await owner.update({ userId: recruit.userId, role: "OWNER" });
    const recruitAsOwner = callerFor(test.db, { headers: { cookie: recruit.cookie }, now }).admin.team;
    await recruitAsOwner.update({ userId: ownerId, role: "ADMIN" });
    expect(await codeOf(recruitAsOwner.remove({ userId: recruit.userId }))).toBe("FORBIDDEN");
    expect(await codeOf((await asRole("owner@lantern.example")).remove({ userId: recruit.userId }))).toBe(
      "FORBIDDEN",
    );
    const owners = await test.db.select().from(teamMembers).where(eq(teamMembers.role, "OWNER"));
    expect(owners.map((row) => row.userId)).toEqual([recruit.userId]);
    // And back: the recruit hands ownership back, then the owner removes the recruit.
    await recruitAsOwner.update({ userId: ownerId, role: "OWNER" });
    expect(await codeOf((await asRole("owner@lantern.example")).remove({ userId: recruit.userId }))).toBe(
      "OK",
    );
    const audit = await test.db
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(eq(auditEntries.entity, "teamMember"));
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      "team.remove",
      "team.update",
      "team.update",
      "team.update",
      "team.update",
    ]);
  });

  it("invites a new person with a set-password e-mail, and an existing guest without one, under the role rules", async () => {
    const now = new Date();
    const team = async (email: string) =>
      callerFor(test.db, { headers: { cookie: (await signIn(email)).cookie }, now }).admin.team;
    const adminTeam = await team("admin@lantern.example");
    expect(
      await codeOf(
        (await team("manager@lantern.example")).invite({ email: "x@example.com", role: "MANAGER" }),
      ),
    ).toBe("FORBIDDEN");
    expect(await codeOf(adminTeam.invite({ email: "boss@example.com", role: "OWNER" }))).toBe("FORBIDDEN");

    const invited = await adminTeam.invite({
      email: "Maya.Lopez@Example.com",
      role: "MANAGER",
      parkIds: [trout],
    });
    expect(invited).toMatchObject({
      email: "maya.lopez@example.com",
      name: "Maya Lopez",
      role: "MANAGER",
      parkIds: [trout],
      status: "invited",
    });
    expect(invited.invitedBy).toBe("Adam Admin");
    const [mail] = await test.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, "maya.lopez@example.com"), eq(mailOutbox.template, "staff-invite")));
    expect(mail?.subject).toBe("Set your password for the Lantern Parks staff console");
    // The link sets the password, and the new manager signs in with it.
    const token = decodeURIComponent(/token=([^\s&]+)/.exec(mail!.text)![1]!);
    const env = testEnv();
    await getAuth(test.db, { secret: env.BETTER_AUTH_SECRET!, baseURL: env.APP_URL }).api.resetPassword({
      body: { token, newPassword: "river-stones-42" },
    });
    const { cookie } = await signInTestUser(test.db, "maya.lopez@example.com", "river-stones-42");
    const session = await callerFor(test.db, { headers: { cookie } }).booking.authentication.getSession();
    expect(session?.user.teamRole).toBe("MANAGER");
    // The set-password link proved the address: the member is active.
    const listed = (await adminTeam.list()).members.find((row) => row.email === "maya.lopez@example.com");
    expect(listed?.status).toBe("active");

    expect(await codeOf(adminTeam.invite({ email: "maya.lopez@example.com", role: "ADMIN" }))).toBe(
      "CONFLICT",
    );
    expect(
      await codeOf(
        adminTeam.invite({ email: "new@example.com", role: "MANAGER", parkIds: [crypto.randomUUID()] }),
      ),
    ).toBe("BAD_REQUEST");

    // A guest who booked before keeps their account and password: no set-password e-mail, and no role until
    // they follow the e-mailed acceptance link signed in to that account.
    const guest = await signUpTestUser(test.db);
    const pending = await adminTeam.invite({ email: guest.email, role: "MANAGER", parkIds: null });
    expect(pending.status).toBe("invited");
    const mails = await test.db.select().from(mailOutbox).where(eq(mailOutbox.to, guest.email));
    expect(mails.filter((row) => row.template === "staff-invite")).toEqual([]);
    const invitation = mails.find((row) => row.template === "team-invitation");
    expect(invitation?.subject).toBe("You are invited to the Lantern Parks team");
    const acceptToken = decodeURIComponent(/auth=invite&token=([^\s&]+)/.exec(invitation!.text)![1]!);
    // One caller per request: a context reads its session once.
    const asGuest = () => callerFor(test.db, { headers: { cookie: guest.cookie }, now });
    const guestCaller = asGuest();
    expect((await guestCaller.booking.authentication.getSession())?.user.teamRole).toBeNull();
    expect(await codeOf(guestCaller.admin.team.list())).toBe("FORBIDDEN");

    // Another signed-in account cannot take it; a made-up token opens nothing.
    const stranger = await signUpTestUser(test.db);
    const strangerTeam = callerFor(test.db, { headers: { cookie: stranger.cookie }, now }).admin.team;
    expect(await codeOf(strangerTeam.accept({ token: acceptToken }))).toBe("FORBIDDEN");
    expect(await codeOf(guestCaller.admin.team.accept({ token: "made-up" }))).toBe("NOT_FOUND");
    expect(await codeOf(admin().team.accept({ token: acceptToken }))).toBe("UNAUTHORIZED");

    await expect(guestCaller.admin.team.accept({ token: acceptToken })).resolves.toEqual({ role: "MANAGER" });
    expect((await asGuest().booking.authentication.getSession())?.user.teamRole).toBe("MANAGER");
    expect((await adminTeam.list()).members.find((row) => row.email === guest.email)?.status).toBe("active");
    expect(await codeOf(guestCaller.admin.team.accept({ token: acceptToken }))).toBe("NOT_FOUND");
    const audit = await test.db.select().from(auditEntries).where(eq(auditEntries.action, "team.invite"));
    expect(audit).toHaveLength(2);
    const accepted = await test.db.select().from(auditEntries).where(eq(auditEntries.action, "team.accept"));
    expect(accepted.map((row) => row.entityId)).toEqual([guest.userId]);
  });

  it("gives no role to a stranger who registered the address before the invite (the probe's reproduction)", async () => {
    const now = new Date();
    const email = `new.hire-${crypto.randomUUID()}@example.com`;
    const visitor = callerFor(test.db, { now, headers: { "x-lantern-client-ip": "198.51.100.30" } });
    await visitor.booking.authentication.signUp({
      email,
      password: "squatter-password",
      firstName: "Not",
      lastName: "Hired",
    });
    const { cookie } = await signIn("admin@lantern.example");
    const adminTeam = callerFor(test.db, { headers: { cookie }, now }).admin.team;
    expect((await adminTeam.invite({ email, role: "MANAGER", parkIds: [trout] })).status).toBe("invited");
    // The squatter cannot sign in (the address is not theirs to confirm) and holds no role.
    expect(await codeOf(visitor.booking.authentication.login({ email, password: "squatter-password" }))).toBe(
      "FORBIDDEN",
    );
    const [member] = await test.db
      .select()
      .from(teamMembers)
      .where(
        eq(teamMembers.userId, (await adminTeam.list()).members.find((row) => row.email === email)!.userId),
      );
    expect(member?.invitationTokenHash).not.toBeNull();
  });
});
