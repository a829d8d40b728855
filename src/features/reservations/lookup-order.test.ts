import { describe, expect, it } from "vitest";
import { normalizeConfirmationCode } from "./lookup-order.service";

describe("finding a booking by its code", () => {
  it("reads the code as guests type it from the e-mail", () => {
    expect(normalizeConfirmationCode("LNT-7K3Q9P")).toBe("LNT-7K3Q9P");
    expect(normalizeConfirmationCode(" lnt 7k3q9p ")).toBe("LNT-7K3Q9P");
    expect(normalizeConfirmationCode("7k3q9p")).toBe("LNT-7K3Q9P");
  });
});
