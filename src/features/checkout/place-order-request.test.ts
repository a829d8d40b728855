import { describe, expect, it } from "vitest";
import type { PlaceOrderInput } from "./checkout.schemas";
import { hashPlaceOrderRequest } from "./place-order-request";

const card = {
  gateway: "test",
  cardNumber: "4242424242424242",
  expMonth: 12,
  expYear: 2030,
  cvc: "123",
} as const;
const request: PlaceOrderInput = {
  shoppingCartUuid: "0b7e4f52-8a43-4d8e-9a4c-5a0c7b1f7a10",
  idempotencyKey: "attempt-1-abcdef",
  guest: {
    firstName: "Ann",
    lastName: "Walker",
    email: "ann@example.com",
    phone: "607-555-0123",
    address: { line1: "1 Main St", city: "Roscoe", state: "NY", postalCode: "12776", country: "US" },
  },
  tripDetails: [],
  acceptedWaivers: true,
  payment: card,
};

describe("hashPlaceOrderRequest", () => {
  it("gives a retry of the same body the same fingerprint whatever the key order or key", () => {
    const { payment, ...rest } = request;
    const reordered: PlaceOrderInput = { payment, ...rest };
    expect(hashPlaceOrderRequest({ ...reordered, idempotencyKey: "another-key-123" })).toBe(
      hashPlaceOrderRequest(request),
    );
  });

  it("tells another guest, card or cart apart", () => {
    const base = hashPlaceOrderRequest(request);
    expect(hashPlaceOrderRequest({ ...request, guest: { ...request.guest, firstName: "Bo" } })).not.toBe(
      base,
    );
    expect(
      hashPlaceOrderRequest({ ...request, payment: { ...card, cardNumber: "4000000000000002" } }),
    ).not.toBe(base);
    expect(
      hashPlaceOrderRequest({ ...request, shoppingCartUuid: "1b7e4f52-8a43-4d8e-9a4c-5a0c7b1f7a10" }),
    ).not.toBe(base);
  });

  it("does not depend on the CVC, which is never kept", () => {
    expect(hashPlaceOrderRequest({ ...request, payment: { ...card, cvc: "999" } })).toBe(
      hashPlaceOrderRequest(request),
    );
  });
});
