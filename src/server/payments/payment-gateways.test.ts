import { describe, expect, it } from "vitest";
import type { PaymentGateway } from "./payment-gateway";
import { getPaymentGateway, isTestGateway, isTestGatewayActive } from "./payment-gateways";
import { TestPaymentGateway } from "./test-gateway";

const refuse = () => Promise.reject(new Error("not in this test"));
/** A real gateway as checkout sees it; its name even claims to be "test", which must not fool the check. */
const otherGateway: PaymentGateway = {
  name: "test",
  authorize: refuse,
  capture: refuse,
  void: refuse,
  refund: refuse,
  createIntent: refuse,
  listRefunds: refuse,
  chargeSavedMethod: refuse,
  giveBack: refuse,
};

describe("demo payments (the test-card help box)", () => {
  it("are on while the built-in test gateway is the payment gateway", () => {
    expect(getPaymentGateway()).toBeInstanceOf(TestPaymentGateway);
    expect(isTestGatewayActive()).toBe(true);
    expect(isTestGateway(new TestPaymentGateway())).toBe(true);
  });

  it("are off with any other gateway", () => {
    expect(isTestGateway(otherGateway)).toBe(false);
  });
});
