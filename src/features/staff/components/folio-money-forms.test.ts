import { describe, expect, it } from "vitest";
import { changeDue, paymentButtonWords } from "./folio-money-forms";

describe("the desk's payment button", () => {
  it("says the amount and where the money comes from before anything moves", () => {
    expect(paymentButtonWords("CASH", 4_550, null)).toBe("Take $45.50 cash");
    expect(paymentButtonWords("CHECK", 12_000, null)).toBe("Record a $120.00 check");
    expect(paymentButtonWords("SAVED_CARD", 9_265, "4242")).toBe("Charge $92.65 to the card ending 4242");
    expect(paymentButtonWords("PAY_LINK", 9_265, null)).toBe("E-mail a pay link for $92.65");
  });

  it("asks for a method first: nothing is recorded as paid by default", () => {
    expect(paymentButtonWords("", 9_265, null)).toBe("Choose how the guest pays");
    expect(paymentButtonWords("CASH", null, null)).toBe("Take payment");
  });
});

describe("the change for cash", () => {
  it("is what was handed over less what is taken, once both are known and enough", () => {
    expect(changeDue(4_550, 6_000)).toBe(1_450);
    expect(changeDue(4_550, 4_550)).toBe(0);
    expect(changeDue(4_550, 4_000)).toBeNull();
    expect(changeDue(null, 6_000)).toBeNull();
    expect(changeDue(4_550, null)).toBeNull();
  });
});
