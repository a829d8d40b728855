import { describe, expect, it } from "vitest";
import {
  EMPTY_GUEST,
  type GuestDraft,
  offersToSavePhone,
  parseGuest,
  parseTripDetails,
  prefillGuest,
  tripDetailsDraftFor,
} from "./checkout-form";

const guest: GuestDraft = {
  firstName: " Ann ",
  lastName: "Camper",
  email: "Ann.Camper@Example.com",
  phone: "607-555-0199",
  address: {
    line1: "12 Maple Street",
    line2: "",
    city: "Binghamton",
    state: "NY",
    postalCode: "13901",
    country: "US",
  },
};

const tentItem = {
  reservationDetailId: "0b6f4a52-37a4-4d38-9d55-6a9a3c1c2f01",
  campsiteType: { id: "t", name: "Orchard Tent Site", campsiteCategoryCode: "tent" as const },
  equipment: { type: "Tent" },
};
const rvItem = {
  reservationDetailId: "0b6f4a52-37a4-4d38-9d55-6a9a3c1c2f02",
  campsiteType: { id: "r", name: "Riverside RV Site", campsiteCategoryCode: "rv" as const },
  equipment: { type: "Travel Trailer", rvLength: 28 },
};
const cabinItem = {
  reservationDetailId: "0b6f4a52-37a4-4d38-9d55-6a9a3c1c2f03",
  campsiteType: { id: "c", name: "Deluxe Cabin", campsiteCategoryCode: "lodging" as const },
  equipment: null,
};

describe("the guest details", () => {
  it("parse into the contract's shape, trimmed, with an empty second line left out", () => {
    const parsed = parseGuest(guest);
    expect(parsed.errors).toEqual({});
    expect(parsed.value).toMatchObject({ firstName: "Ann", email: "ann.camper@example.com" });
    expect(parsed.value?.address.line2).toBeUndefined();
  });

  it("report each missing field at its dotted path", () => {
    const parsed = parseGuest(EMPTY_GUEST);
    expect(parsed.value).toBeNull();
    expect(parsed.errors).toMatchObject({
      "guest.firstName": "Enter your first name",
      "guest.email": expect.stringContaining("e-mail"),
      "guest.address.postalCode": expect.stringContaining("postal code"),
    });
    expect(parsed.errors["guest.address.line2"]).toBeUndefined();
  });

  it("take the signed-in account's name and e-mail only where nothing was typed", () => {
    const filled = prefillGuest(
      { ...EMPTY_GUEST, firstName: "Annie" },
      { firstName: "Ann", lastName: "Camper", email: "ann@example.com" },
    );
    expect(filled).toMatchObject({ firstName: "Annie", lastName: "Camper", email: "ann@example.com" });
  });

  it("take the profile's phone when none was typed", () => {
    expect(prefillGuest(EMPTY_GUEST, { phone: "607-555-0100" }).phone).toBe("607-555-0100");
    expect(prefillGuest({ ...EMPTY_GUEST, phone: "212-555-0199" }, { phone: "607-555-0100" }).phone).toBe(
      "212-555-0199",
    );
  });
});

describe("the offer to save the checkout phone to the profile", () => {
  it("is made to a signed-in guest whose profile has no phone or another one", () => {
    expect(offersToSavePhone(null, "607-555-0123")).toBe(true);
    expect(offersToSavePhone("212-555-0199", "607-555-0123")).toBe(true);
  });

  it("is not made for the profile's own number however it is written, nor before a number is typed", () => {
    expect(offersToSavePhone("607-555-0123", "(607) 555 0123")).toBe(false);
    expect(offersToSavePhone(null, "")).toBe(false);
    expect(offersToSavePhone(null, "607")).toBe(false);
  });

  it("is never made to a visitor", () => {
    expect(offersToSavePhone(undefined, "607-555-0123")).toBe(false);
  });
});

describe("the trip details", () => {
  it("start from the rig of the search: a length for an RV, none for a tent, no rig for a cabin", () => {
    expect(tripDetailsDraftFor(rvItem)).toMatchObject({ equipmentType: "Travel Trailer", rvLength: "28" });
    expect(tripDetailsDraftFor(tentItem)).toMatchObject({ equipmentType: "Tent", rvLength: "" });
    expect(tripDetailsDraftFor(cabinItem)).toMatchObject({ equipmentType: "", vehicles: "1" });
  });

  it("parse per item in cart order, leaving empty answers out", () => {
    const parsed = parseTripDetails([tentItem, rvItem], {});
    expect(parsed.errors).toEqual({});
    expect(parsed.value).toEqual([
      { reservationDetailId: tentItem.reservationDetailId, equipmentType: "Tent", vehicles: 1 },
      {
        reservationDetailId: rvItem.reservationDetailId,
        equipmentType: "Travel Trailer",
        rvLength: 28,
        vehicles: 1,
      },
    ]);
  });

  it("point at the item's field by its index, as the server does", () => {
    const parsed = parseTripDetails([tentItem, rvItem], {
      [rvItem.reservationDetailId]: {
        equipmentType: "Motorhome",
        rvLength: "thirty",
        vehicles: "1",
        arrivalTime: "",
        notes: "x".repeat(501),
      },
    });
    expect(parsed.errors).toEqual({
      "tripDetails.1.rvLength": "Enter the length in whole feet, e.g. 32",
      "tripDetails.1.notes": "Keep notes under 500 characters",
    });
  });

  it("refuse an RV length the parks cannot take", () => {
    const parsed = parseTripDetails([rvItem], {
      [rvItem.reservationDetailId]: { ...tripDetailsDraftFor(rvItem), rvLength: "75" },
    });
    expect(parsed.errors).toEqual({ "tripDetails.0.rvLength": "At most 60 ft" });
  });
});
