/** Team roles in ascending rank (spec §6). */
export const TEAM_ROLES = ["GUEST", "USER", "MANAGER", "ADMIN", "OWNER", "SUPER_OWNER"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export function hasRoleAtLeast(role: TeamRole | null, minimum: TeamRole): boolean {
  return role !== null && TEAM_ROLES.indexOf(role) >= TEAM_ROLES.indexOf(minimum);
}

/** Owners manage every member including owners; admins every member except owners; managers none. */
export function canManageMember(actor: TeamRole | null, target: TeamRole): boolean {
  if (hasRoleAtLeast(actor, "OWNER")) return true;
  if (actor === "ADMIN") return !hasRoleAtLeast(target, "OWNER");
  return false;
}
