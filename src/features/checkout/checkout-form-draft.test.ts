import { describe, expect, it } from "vitest";
import { type CheckoutDraft, EMPTY_GUEST, restoreCheckoutDraft, withKeptDraft } from "./checkout-form";

const typed: CheckoutDraft = {
  guest: {
    firstName: "Ann",
    lastName: "Camper",
    email: "ann@example.com",
    phone: "607-555-0199",
    address: {
      line1: "12 Maple Street",
      line2: "",
      city: "Binghamton",
      state: "NY",
      postalCode: "13901",
      country: "US",
    },
  },
  trips: {
    "item-1": { equipmentType: "Tent", rvLength: "", vehicles: "2", arrivalTime: "16:30", notes: "A canoe" },
  },
};

describe("the checkout draft kept across the cart", () => {
  it("comes back as typed for the stays still in the cart", () => {
    const stored = JSON.parse(JSON.stringify(typed));
    expect(restoreCheckoutDraft(stored, ["item-1"])).toEqual(typed);
  });

  it("drops the trip details of a stay no longer in the cart", () => {
    expect(restoreCheckoutDraft(typed, ["item-2"])?.trips).toEqual({});
  });

  it("takes back only the draft's own text fields: a card or anything else in the storage stays out", () => {
    const stored = {
      guest: { ...typed.guest, firstName: 7, cardNumber: "4242 4242 4242 4242" },
      trips: { "item-1": { ...typed.trips["item-1"], equipmentType: "Spaceship" } },
      payment: { cardNumber: "4242 4242 4242 4242" },
    };
    const restored = restoreCheckoutDraft(stored, ["item-1"]);
    expect(restored?.guest.firstName).toBe("");
    expect(JSON.stringify(restored)).not.toContain("4242");
    expect(restored?.trips["item-1"]?.equipmentType).toBe("");
  });

  it("reads nothing from what is not a draft", () => {
    expect(restoreCheckoutDraft(null, ["item-1"])).toBeNull();
    expect(restoreCheckoutDraft("Ann", ["item-1"])).toBeNull();
    expect(restoreCheckoutDraft([], ["item-1"])).toBeNull();
  });

  it("lays the kept answers over what the form holds, keeping the form's own where the kept one is empty", () => {
    const prefilled = { guest: { ...EMPTY_GUEST, email: "member@example.com", firstName: "Mae" }, trips: {} };
    const kept = { guest: { ...EMPTY_GUEST, firstName: "Ann", phone: "607-555-0199" }, trips: typed.trips };
    const merged = withKeptDraft(prefilled, kept);
    expect(merged.guest).toMatchObject({
      firstName: "Ann",
      email: "member@example.com",
      phone: "607-555-0199",
    });
    expect(merged.trips).toEqual(typed.trips);
  });
});
