import { describe, expect, it } from "vitest";
import { TEST_CARDS } from "@/lib/payments/payment.schemas";
import { passesLuhn, TestPaymentGateway } from "./test-gateway";

const NOW = new Date("2026-11-21T15:00:00Z");
const request = (
  cardNumber: string,
  overrides: { expMonth?: number; expYear?: number; key?: string } = {},
) => ({
  amountCents: 12_345,
  currency: "USD" as const,
  idempotencyKey:
    overrides.key ?? `key-${cardNumber}-${overrides.expMonth ?? 12}-${overrides.expYear ?? 2030}`,
  description: "test",
  payment: {
    gateway: "test" as const,
    cardNumber,
    expMonth: overrides.expMonth ?? 12,
    expYear: overrides.expYear ?? 2030,
    cvc: "123",
  },
});

describe("TestPaymentGateway", () => {
  it.each([
    [TEST_CARDS.success, { ok: true, cardLast4: "4242" }],
    [TEST_CARDS.declined, { ok: false, declineCode: "card_declined" }],
    [TEST_CARDS.insufficientFunds, { ok: false, declineCode: "insufficient_funds" }],
    [TEST_CARDS.declinesLater, { ok: true, cardLast4: "0341", paymentMethod: "test_pm_0341" }],
    ["4242424242424241", { ok: false, declineCode: "incorrect_number" }],
    ["5555555555554444", { ok: false, declineCode: "unknown_test_card" }],
  ])("answers card %s as documented", async (cardNumber, expected) => {
    const gateway = new TestPaymentGateway(() => NOW);
    expect(await gateway.authorize(request(cardNumber))).toMatchObject(expected);
  });

  it("refuses a card that expired before this month but takes one expiring this month", async () => {
    const gateway = new TestPaymentGateway(() => NOW);
    expect(
      await gateway.authorize(request(TEST_CARDS.success, { expMonth: 10, expYear: 2026 })),
    ).toMatchObject({
      ok: false,
      declineCode: "expired_card",
    });
    expect(
      await gateway.authorize(request(TEST_CARDS.success, { expMonth: 11, expYear: 2026 })),
    ).toMatchObject({
      ok: true,
    });
  });

  it("saves the 0341 card at checkout and declines it off-session, as Stripe's test card does", async () => {
    const gateway = new TestPaymentGateway(() => NOW);
    const saved = await gateway.authorize(request(TEST_CARDS.declinesLater));
    expect(saved.ok).toBe(true);
    const balance = { amountCents: 5_000, idempotencyKey: "balance-0341", description: "balance" };
    expect(await gateway.chargeSavedMethod({ ...balance, paymentMethod: "test_pm_0341" })).toMatchObject({
      ok: false,
      declineCode: "card_declined",
    });
    expect(
      await gateway.chargeSavedMethod({
        ...balance,
        idempotencyKey: "b-4242",
        paymentMethod: "test_pm_4242",
      }),
    ).toMatchObject({
      ok: true,
    });
  });

  it("treats a repeated idempotency key as one operation with the same reference", async () => {
    const gateway = new TestPaymentGateway(() => NOW);
    const first = await gateway.authorize(request(TEST_CARDS.success, { key: "order-1" }));
    const second = await gateway.authorize(request(TEST_CARDS.success, { key: "order-1" }));
    expect(second).toEqual(first);
    const reference = (first as { reference: string }).reference;
    await gateway.refund({ reference, amountCents: 100, idempotencyKey: "refund-1" });
    await gateway.refund({ reference, amountCents: 100, idempotencyKey: "refund-1" });
    expect(gateway.operations.map((operation) => operation.kind)).toEqual(["authorize", "refund"]);
  });

  it("checks card numbers with the Luhn sum", () => {
    expect(passesLuhn("4242424242424242")).toBe(true);
    expect(passesLuhn("79927398713")).toBe(true);
    expect(passesLuhn("79927398710")).toBe(false);
  });
});
