import { describe, expect, it } from "vitest";
import { canManageMember, hasRoleAtLeast } from "./team-roles";

describe("team roles", () => {
  it.each([
    ["MANAGER", "MANAGER", true],
    ["ADMIN", "MANAGER", true],
    ["USER", "MANAGER", false],
    ["SUPER_OWNER", "OWNER", true],
  ] as const)("%s meets a minimum of %s: %s", (role, minimum, expected) => {
    expect(hasRoleAtLeast(role, minimum)).toBe(expected);
  });

  it("gives a visitor without a role no rank", () => {
    expect(hasRoleAtLeast(null, "GUEST")).toBe(false);
  });

  it.each([
    ["OWNER", "OWNER", true],
    ["SUPER_OWNER", "OWNER", true],
    ["ADMIN", "MANAGER", true],
    ["ADMIN", "ADMIN", true],
    ["ADMIN", "OWNER", false],
    ["MANAGER", "USER", false],
  ] as const)("%s may manage a %s: %s", (actor, target, expected) => {
    expect(canManageMember(actor, target)).toBe(expected);
  });
});
