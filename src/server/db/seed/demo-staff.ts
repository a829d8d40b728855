import { hashPassword } from "better-auth/crypto";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { accounts, parks, teamMembers, type teamRole, users } from "@/server/db/schema";

/** The demo seed's staff accounts (api.md; demo data only — README says so): one password for all three. */
export const DEMO_STAFF_PASSWORD = "lantern-demo-staff";

export const DEMO_STAFF: {
  email: string;
  firstName: string;
  lastName: string;
  role: (typeof teamRole.enumValues)[number];
  /** Slugs of the parks the member works at; null = every park. */
  parkSlugs: string[] | null;
}[] = [
  { email: "owner@lantern.example", firstName: "Olivia", lastName: "Owner", role: "OWNER", parkSlugs: null },
  { email: "admin@lantern.example", firstName: "Adam", lastName: "Admin", role: "ADMIN", parkSlugs: null },
  {
    email: "manager@lantern.example",
    firstName: "Maya",
    lastName: "Manager",
    role: "MANAGER",
    parkSlugs: ["trout-town-farms"],
  },
];

/**
 * Creates the demo staff (users with a password sign-in, as better-auth's sign-up writes them, and their team
 * role) unless they exist. One password hash per process: scrypt is slow on purpose, and tests seed often.
 */
let passwordHash: Promise<string> | null = null;

export async function insertDemoStaff(tx: Db): Promise<void> {
  const existing = await tx
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_STAFF.map((member) => member.email),
      ),
    );
  const missing = DEMO_STAFF.filter((member) => !existing.some((row) => row.email === member.email));
  if (missing.length === 0) return;
  passwordHash ??= hashPassword(DEMO_STAFF_PASSWORD);
  const password = await passwordHash;
  for (const member of missing) {
    const parkIds =
      member.parkSlugs === null
        ? null
        : (await tx.select({ id: parks.id }).from(parks).where(inArray(parks.slug, member.parkSlugs))).map(
            (row) => row.id,
          );
    const userId = crypto.randomUUID();
    await tx.insert(users).values({
      id: userId,
      name: `${member.firstName} ${member.lastName}`,
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
      emailVerified: true,
    });
    await tx.insert(accounts).values({
      id: crypto.randomUUID(),
      accountId: userId,
      providerId: "credential",
      userId,
      password,
    });
    await tx.insert(teamMembers).values({ userId, role: member.role, parkIds });
  }
}

/** The user id of a demo staff member by e-mail (tests). */
export async function demoStaffUserId(db: Db, email: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? null;
}
