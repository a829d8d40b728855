import { describe, expect, it } from "vitest";
import { parseExpiry, testGatewayPaymentFields } from "./test-gateway-fields";

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
