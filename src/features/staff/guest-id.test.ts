import { describe, expect, it } from "vitest";
import { emailOfGuestId, guestIdOf } from "./guest-id";

describe("guest ids", () => {
  it("gives every spelling of one e-mail the same URL-safe id", () => {
    const id = guestIdOf("  Ann.Walker@Example.com ");
    expect(id).toBe(guestIdOf("ann.walker@example.com"));
    expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(emailOfGuestId(id)).toBe("ann.walker@example.com");
  });

  it("reads back e-mails whose base64 holds + and / and non-ASCII letters", () => {
    for (const email of ["a>?~~@example.com", "zoë.ñandú@example.com", "x@y"]) {
      expect(emailOfGuestId(guestIdOf(email))).toBe(email);
    }
  });

  it("names no one for an id it never makes", () => {
    const upperCase = btoa("Ann@Example.com").replace(/=+$/, "");
    expect(emailOfGuestId(upperCase)).toBeNull();
    expect(emailOfGuestId(`${guestIdOf("ann@example.com")}==`)).toBeNull();
    expect(emailOfGuestId(btoa("no-at-sign").replace(/=+$/, ""))).toBeNull();
    expect(emailOfGuestId("not/base64")).toBeNull();
    expect(emailOfGuestId("")).toBeNull();
    expect(emailOfGuestId("A".repeat(1000))).toBeNull();
  });
});
