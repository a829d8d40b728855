import { describe, expect, it } from "vitest";
import { CONFIRMATION_CODE_PATTERN, newConfirmationCode } from "./confirmation-code";

describe("newConfirmationCode", () => {
  it("makes codes like LNT-7K3Q9P from an alphabet without look-alike characters", () => {
    for (let index = 0; index < 200; index += 1) {
      expect(newConfirmationCode()).toMatch(CONFIRMATION_CODE_PATTERN);
    }
    expect(newConfirmationCode(() => 0)).toBe("LNT-222222");
    expect(newConfirmationCode((max) => max - 1)).toBe("LNT-ZZZZZZ");
  });

  it("differs between calls", () => {
    const codes = new Set(Array.from({ length: 500 }, () => newConfirmationCode()));
    expect(codes.size).toBe(500);
  });
});
