import { describe, expect, it } from "vitest";
import { canManageMember, canSeePark, hasRoleAtLeast, isStaff, worksAtEveryPark } from "./team-roles";

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
    ["SUPER_OWNER", "SUPER_OWNER", true],
    ["OWNER", "SUPER_OWNER", false],
    ["ADMIN", "MANAGER", true],
    ["ADMIN", "ADMIN", true],
    ["ADMIN", "OWNER", false],
    ["MANAGER", "USER", false],
  ] as const)("%s may manage a %s: %s", (actor, target, expected) => {
    expect(canManageMember(actor, target)).toBe(expected);
  });

  it.each([
    [null, false],
    ["GUEST", false],
    ["USER", false],
    ["MANAGER", true],
    ["SUPER_OWNER", true],
  ] as const)("%s works in the staff console: %s", (role, expected) => {
    expect(isStaff(role)).toBe(expected);
  });

  it.each([
    ["a manager of that park", "MANAGER", ["trout"], true],
    ["a manager of another park", "MANAGER", ["beaverkill"], false],
    ["a manager of every park", "MANAGER", null, true],
    ["an admin listed for another park (admins see every park)", "ADMIN", ["beaverkill"], true],
    ["an owner", "OWNER", null, true],
    ["a guest account", "USER", null, false],
    ["a visitor", null, null, false],
  ] as const)("a park is in the scope of %s: %s", (_name, role, parkIds, expected) => {
    expect(canSeePark({ role, parkIds }, "trout")).toBe(expected);
  });

  it.each([
    ["a manager of some parks", "MANAGER", ["trout", "beaverkill"], false],
    ["a manager of every park", "MANAGER", null, true],
    ["an admin listed for one park", "ADMIN", ["beaverkill"], true],
    ["a guest account", "USER", null, false],
    ["a visitor", null, null, false],
  ] as const)(
    "%s works at every park (site-wide content, the whole audit log): %s",
    (_name, role, parkIds, expected) => {
      expect(worksAtEveryPark({ role, parkIds })).toBe(expected);
    },
  );
});
