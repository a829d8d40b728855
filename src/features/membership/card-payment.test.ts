import { describe, expect, it } from "vitest";
import { cardFieldOf, parseCardExpiry, readCardFields } from "./card-payment";

describe("parseCardExpiry", () => {
  it("reads MM/YY as a month and a year of this century", () => {
    expect(parseCardExpiry("04/29")).toEqual({ expMonth: 4, expYear: 2029 });
    expect(parseCardExpiry("12 / 30")).toEqual({ expMonth: 12, expYear: 2030 });
  });

  it("reads the shapes autofill and hurried typing produce", () => {
    expect(parseCardExpiry("0429")).toEqual({ expMonth: 4, expYear: 2029 });
    expect(parseCardExpiry("4/29")).toEqual({ expMonth: 4, expYear: 2029 });
    expect(parseCardExpiry("04/2031")).toEqual({ expMonth: 4, expYear: 2031 });
  });

  it("refuses a month outside 1 to 12 and text that is no date", () => {
    expect(parseCardExpiry("13/29")).toBeNull();
    expect(parseCardExpiry("00/29")).toBeNull();
    expect(parseCardExpiry("")).toBeNull();
    expect(parseCardExpiry("April 2029")).toBeNull();
  });
});

describe("readCardFields", () => {
  const now = new Date(2026, 4, 15);

  it("turns the test card into the test gateway's payment", () => {
    expect(readCardFields({ cardNumber: "4242 4242 4242 4242", expiry: "04/29", cvc: "123" }, now)).toEqual({
      ok: true,
      payment: { gateway: "test", cardNumber: "4242424242424242", expMonth: 4, expYear: 2029, cvc: "123" },
    });
  });

  it("explains every field that is missing or malformed", () => {
    const result = readCardFields({ cardNumber: "4242", expiry: "April", cvc: "12" }, now);
    expect(result).toEqual({
      ok: false,
      errors: {
        cardNumber: "Enter the card number",
        expiry: "Enter the expiry date as MM/YY",
        cvc: "Enter the 3 or 4 digits on the back of the card",
      },
    });
  });

  it("refuses a card that expired before this month but takes one expiring this month", () => {
    const card = { cardNumber: "4242424242424242", cvc: "123" };
    expect(readCardFields({ ...card, expiry: "04/26" }, now)).toEqual({
      ok: false,
      errors: { expiry: "This card has expired" },
    });
    expect(readCardFields({ ...card, expiry: "05/26" }, now).ok).toBe(true);
  });
});

describe("cardFieldOf", () => {
  it("shows a decline at the card number and the schema's fields where they are typed", () => {
    expect(cardFieldOf("payment")).toBe("cardNumber");
    expect(cardFieldOf("payment.expYear")).toBe("expiry");
    expect(cardFieldOf("payment.cvc")).toBe("cvc");
    expect(cardFieldOf("acceptedTerms")).toBeNull();
  });
});
