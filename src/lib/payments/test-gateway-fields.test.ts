import { describe, expect, it } from "vitest";
import {
  caretAfterDigits,
  formatCardNumber,
  parseExpiry,
  testGatewayPaymentFields,
} from "./test-gateway-fields";

const now = new Date(2026, 4, 15);

describe("the test gateway's card fields", () => {
  it("read the expiry written the usual ways", () => {
    expect(parseExpiry("08/29")).toEqual({ expMonth: 8, expYear: 2029 });
    expect(parseExpiry("8/29")).toEqual({ expMonth: 8, expYear: 2029 });
    expect(parseExpiry("0829")).toEqual({ expMonth: 8, expYear: 2029 });
    expect(parseExpiry("08/2029")).toEqual({ expMonth: 8, expYear: 2029 });
    expect(parseExpiry("August")).toBeNull();
  });

  it("make the contract's payment of a card typed with spaces", () => {
    const result = testGatewayPaymentFields.toPayment(
      { cardNumber: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" },
      now,
    );
    expect(result).toEqual({
      payment: { gateway: "test", cardNumber: "4242424242424242", expMonth: 12, expYear: 2030, cvc: "123" },
      errors: null,
    });
  });

  it("report each problem at its field, the expiry month and year at the one expiry field", () => {
    const result = testGatewayPaymentFields.toPayment({ cardNumber: "", expiry: "04/26", cvc: "12" }, now);
    expect(result.errors).toEqual({
      "payment.cardNumber": "Enter the card number",
      "payment.expiry": "This card has expired",
      "payment.cvc": "3 or 4 digits",
    });
    expect(testGatewayPaymentFields.fieldFor("payment.expYear")).toBe("payment.expiry");
  });
});

describe("the card number as it is typed", () => {
  it("shows the digits in groups of four", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("42424")).toBe("4242 4");
    expect(formatCardNumber("4242")).toBe("4242");
    expect(formatCardNumber("")).toBe("");
  });

  it("drops what is not a digit, as pasted with dashes or spaces, and stops at 19 digits", () => {
    expect(formatCardNumber("4000-0000 0000  0002")).toBe("4000 0000 0000 0002");
    expect(formatCardNumber("4242 4242 4242 4242 4242 42")).toBe("4242 4242 4242 4242 424");
  });

  it("keeps the caret after the digit just typed, past a space the grouping added", () => {
    // "4242|4" typed as the fifth digit: the caret follows it to after the new space.
    expect(caretAfterDigits("4242 4", 5)).toBe(6);
    // A digit typed in the middle ("42|9424242"): the caret stays after the third digit.
    expect(caretAfterDigits("4294 2424 2", 3)).toBe(3);
    expect(caretAfterDigits("4242 4242", 0)).toBe(0);
    expect(caretAfterDigits("4242", 9)).toBe(4);
  });
});
