import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { beforeAll } from "vitest";
import { parks, teamMembers } from "@/server/db/schema";
import type { setUpCheckoutScenario } from "./checkout-scenario";
import { NOW } from "./checkout-scenario";
import { signUpTestUser } from "./sign-up";
import { keepSessionAlive, signInDemoStaff } from "./staff";
import { callerFor } from "./test-context";

/*
 * The staff console's access matrix, shared by the suites that hold its rows (front desk; setup and reports): every
 * `admin.*` procedure × every kind of caller. UNAUTHORIZED without a session, FORBIDDEN below the procedure's minimum
 * role, NOT_FOUND for a Trout Town Farms park or entity asked by a manager of another park only, "OK" when the call
 * gets past authorization — or ends in the one business error its probe is built to hit.
 */

export const ROLES = [
  "visitor",
  "USER",
  "MANAGER elsewhere",
  "MANAGER here",
  "MANAGER everywhere",
  "ADMIN",
  "OWNER",
  "SUPER_OWNER",
] as const;
export type Role = (typeof ROLES)[number];

export type Admin = ReturnType<typeof callerFor>["admin"];

/** What an allowed call ends in: success, or the business error its inputs are built to hit. */
export type Allowed = "OK" | "BAD_REQUEST" | "PRECONDITION_FAILED" | "CONFLICT";
export type Probe = { allowed: Allowed; call: (admin: Admin) => Promise<unknown> };

export const U = "UNAUTHORIZED";
export const F = "FORBIDDEN";
export const N = "NOT_FOUND";
/** Per procedure, the answer of each caller in the order of `ROLES`. */
export type ExpectedRow = [string, string, string, string, string, string, string, string];

/** A MANAGER-level procedure about one park: the manager of another park is told it does not exist. */
export const MANAGER_AT_PARK: ExpectedRow = [U, F, N, "OK", "OK", "OK", "OK", "OK"];
/** A MANAGER-level procedure about no one park (a list of the member's own): every manager gets an answer. */
export const EVERY_MANAGER: ExpectedRow = [U, F, "OK", "OK", "OK", "OK", "OK", "OK"];
/** A site-wide change: only a member who works at every park (a manager of every park, or ADMIN and above). */
export const SITE_WIDE: ExpectedRow = [U, F, F, F, "OK", "OK", "OK", "OK"];

/** Signs in one caller of each kind (before all tests) and answers an `admin` caller for a role. */
export function setUpAccessRoles(scenario: ReturnType<typeof setUpCheckoutScenario>) {
  const cookies = new Map<Role, string | undefined>();
  const newUser = async (
    firstName: string,
    team?: { role: "MANAGER" | "SUPER_OWNER"; parkIds: string[] | null },
  ) => {
    const user = await signUpTestUser(scenario.db(), { firstName, lastName: "Matrix" });
    await keepSessionAlive(scenario.db(), user.userId);
    if (team)
      await scenario
        .db()
        .insert(teamMembers)
        .values({ userId: user.userId, ...team });
    return user.cookie;
  };
  const demoStaff = async (email: string) => (await signInDemoStaff(scenario.db(), email)).cookie;

  beforeAll(async () => {
    const [beaverkill] = await scenario
      .db()
      .select({ id: parks.id })
      .from(parks)
      .where(eq(parks.slug, "beaverkill-bend"));
    cookies.set("visitor", undefined);
    cookies.set("USER", await newUser("Ursula"));
    cookies.set("MANAGER elsewhere", await newUser("Otto", { role: "MANAGER", parkIds: [beaverkill!.id] }));
    cookies.set("MANAGER here", await demoStaff("manager@lantern.example"));
    cookies.set("MANAGER everywhere", await newUser("Eve", { role: "MANAGER", parkIds: null }));
    cookies.set("ADMIN", await demoStaff("admin@lantern.example"));
    cookies.set("OWNER", await demoStaff("owner@lantern.example"));
    cookies.set("SUPER_OWNER", await newUser("Sue", { role: "SUPER_OWNER", parkIds: null }));
  });

  return (role: Role): Admin => {
    const cookie = cookies.get(role);
    return callerFor(scenario.db(), { headers: cookie ? { cookie } : {}, now: NOW }).admin;
  };
}

/** Per-call fixtures (made as the owner or in the database): a failure there fails the test, never fills a cell. */
export async function fixture<T>(make: () => Promise<T>): Promise<T> {
  try {
    return await make();
  } catch (error) {
    throw new Error(`A fixture could not be made: ${String(error)}`);
  }
}

const AUTH_CODES = new Set(["UNAUTHORIZED", "FORBIDDEN", "NOT_FOUND"]);

/** What one caller's call of a probe ends in, as a cell of the table. */
export async function outcome(probe: Probe, admin: Admin): Promise<string> {
  try {
    await probe.call(admin);
    return probe.allowed === "OK" ? "OK" : "OK but expected a business error";
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    if (error.code === probe.allowed) return "OK";
    return AUTH_CODES.has(error.code) ? error.code : `${error.code}: ${error.message}`;
  }
}

/** Every probe called by every caller, as a table keyed by procedure and role. */
export async function computeTable(probes: Record<string, Probe>, caller: (role: Role) => Admin) {
  const computed: Record<string, string[]> = {};
  for (const [path, probe] of Object.entries(probes)) {
    computed[path] = [];
    for (const role of ROLES) computed[path].push(await outcome(probe, caller(role)));
  }
  return asTable(computed);
}

export const asTable = (rows: Record<string, readonly string[]>) =>
  Object.fromEntries(
    Object.entries(rows).map(([path, codes]) => [
      path,
      Object.fromEntries(ROLES.map((role, index) => [role, codes[index]])),
    ]),
  );

/** The procedure paths of the admin router under the given namespaces ("rates" → "rates.list", …). */
export function pathsUnder(procedures: Record<string, unknown>, namespaces: readonly string[]): string[] {
  return Object.keys(procedures)
    .filter((path) => namespaces.includes(path.split(".")[0]!))
    .sort();
}
