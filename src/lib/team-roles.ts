/** Team roles in ascending rank (spec §6). */
export const TEAM_ROLES = ["GUEST", "USER", "MANAGER", "ADMIN", "OWNER", "SUPER_OWNER"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export function hasRoleAtLeast(role: TeamRole | null, minimum: TeamRole): boolean {
  return role !== null && TEAM_ROLES.indexOf(role) >= TEAM_ROLES.indexOf(minimum);
}

/**
 * Owners manage every member including owners; admins every member except owners; managers none. Nobody manages
 * a role above their own: only a SUPER_OWNER grants, changes or removes SUPER_OWNER.
 */
export function canManageMember(actor: TeamRole | null, target: TeamRole): boolean {
  if (actor === "SUPER_OWNER") return true;
  if (actor === "OWNER") return target !== "SUPER_OWNER";
  if (actor === "ADMIN") return !hasRoleAtLeast(target, "OWNER");
  return false;
}

/** The elevated roles that work in the staff console (spec §6). */
export function isStaff(role: TeamRole | null): boolean {
  return hasRoleAtLeast(role, "MANAGER");
}

/**
 * Whether a member works at a park: ADMIN and above always see every park; a MANAGER limited to some parks
 * (`parkIds` set) sees only those (domain.md "Staff console"); `parkIds` null means every park.
 */
export function canSeePark(
  member: { role: TeamRole | null; parkIds: readonly string[] | null },
  parkId: string,
): boolean {
  if (!isStaff(member.role)) return false;
  if (worksAtEveryPark(member)) return true;
  return member.parkIds!.includes(parkId);
}

/**
 * A staff member who works at every park (ADMIN and above, or a MANAGER not limited to some): only they change
 * what is site-wide (the banner, menus, information pages, a promo code valid everywhere) or read the whole audit log.
 */
export function worksAtEveryPark(member: {
  role: TeamRole | null;
  parkIds: readonly string[] | null;
}): boolean {
  return isStaff(member.role) && (hasRoleAtLeast(member.role, "ADMIN") || member.parkIds === null);
}

/** The roles as the console writes them. */
const ROLE_WORDS: Record<TeamRole, string> = {
  GUEST: "Guest",
  USER: "User",
  MANAGER: "Manager",
  ADMIN: "Admin",
  OWNER: "Owner",
  SUPER_OWNER: "Super owner",
};

export const roleWord = (role: TeamRole): string => ROLE_WORDS[role];
