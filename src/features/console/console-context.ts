import "server-only";
import { notFound, redirect } from "next/navigation";
import { loginHref } from "@/lib/shell-routes";
import { todayIn } from "@/lib/stay-dates";
import { hasRoleAtLeast, isStaff, type TeamRole, worksAtEveryPark } from "@/lib/team-roles";
import { getServerCallerAndUser } from "@/server/api/server-caller";

export type ConsoleSearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * What every console page starts from: the signed-in member (a visitor is sent to sign in and back, a guest gets
 * the not-found page: the console is not for them), the parks they work at and the one chosen (`?park=slug`, else
 * the first), and that park's today. Pages below `minimum` are not found either.
 */
export async function consoleContext(
  path: string,
  searchParams: ConsoleSearchParams,
  minimum: TeamRole = "MANAGER",
) {
  const { caller, user } = await getServerCallerAndUser();
  if (!user) redirect(loginHref("/", "", path));
  const role = user.teamRole;
  if (!isStaff(role) || !hasRoleAtLeast(role, minimum)) notFound();
  const parks = await caller.admin.parks.list();
  const params = await searchParams;
  const asked = first(params.park);
  const park = parks.find((candidate) => candidate.slug === asked) ?? parks[0] ?? null;
  return {
    caller,
    role: role!,
    email: user.email,
    /** Whether the member works at every park (changes site-wide content, reads the whole audit log). */
    everyPark: worksAtEveryPark({ role, parkIds: user.teamParkIds }),
    parks,
    park,
    today: park ? todayIn(park.timeZone, new Date()) : new Date().toISOString().slice(0, 10),
    param: (name: string) => first(params[name]),
  };
}
