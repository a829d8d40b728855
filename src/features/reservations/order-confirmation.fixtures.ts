import type { OrderConfirmation } from "./orders.schemas";

/** Ids the tests refer to. */
export const FIXTURE_IDS = {
  invoiceUuid: "7d4e2f1a-9c3b-4a8e-b5d6-0f1e2d3c4b5a",
  wagonPark: "a1000000-0000-4000-8000-000000000001",
  troutPark: "a1000000-0000-4000-8000-000000000002",
  wagonStay: "b2000000-0000-4000-8000-000000000001",
  cancelledTentStay: "b2000000-0000-4000-8000-000000000002",
  cabinStay: "b2000000-0000-4000-8000-000000000003",
} as const;

/**
 * An order as `getOrderConfirmation` returns it: two parks (the first with a promo-code discount), add-ons of both
 * kinds, and one reservation already cancelled and refunded. Every figure adds up to the cent. A fresh copy per
 * call, so a test may change it.
 */
/** A stay's folio once its total was paid at checkout (the lines themselves are the integration tests'). */
const paidInFull = (total: number): OrderConfirmation["campsiteConfirmationSummaries"][number]["folio"] => ({
  lines: [],
  paid: total,
  balance: 0,
  balanceDueOn: null,
});

export function orderConfirmationFixture(): OrderConfirmation {
  return {
    orderConfirmation: "LNT-7K3Q9P",
    invoiceUuid: FIXTURE_IDS.invoiceUuid,
    createdAt: new Date("2027-05-01T14:32:10Z"),
    status: "partially_canceled",
    guest: {
      firstName: "Ann",
      lastName: "Camper",
      email: "ann.camper@example.com",
      phone: "607-555-0199",
      address: {
        line1: "12 Maple Street",
        city: "Binghamton",
        state: "NY",
        postalCode: "13901",
        country: "US",
      },
    },
    subTotal: 103_750,
    discounts: 4_300,
    fees: 4_000,
    taxes: 7_956,
    total: 107_406,
    refunded: 8_748,
    payment: { gateway: "test", cardLast4: "4242", status: "captured" },
    parks: [
      {
        id: FIXTURE_IDS.wagonPark,
        slug: "catskill-conestoga-wagon-outpost",
        name: "Catskill Conestoga Wagon Outpost",
        address: "218 Rockland Road, Roscoe, NY 12776",
        phone: "607-555-0142",
        email: "wagons@lantern.example",
        timeZone: "America/New_York",
        checkInTime: "15:00",
        checkOutTime: "11:00",
        directionsUrl: "https://www.google.com/maps/dir/?api=1&destination=41.9512,-74.9368",
        cancellationPolicy:
          "Full refund up to 14 days before arrival; after that we keep 25 % of the reservation.",
        promoCode: "SUMMER10",
        discount: { label: "SUMMER10: 10 % off", amount: 4_300 },
        subtotal: 43_000,
        taxes: 3_096,
        total: 41_796,
      },
      {
        id: FIXTURE_IDS.troutPark,
        slug: "trout-town-farms",
        name: "Trout Town Farms",
        address: "2450 Old Route 17, Livingston Manor, NY 12758",
        phone: "607-555-0178",
        email: "troutfarms@lantern.example",
        timeZone: "America/New_York",
        checkInTime: "14:00",
        checkOutTime: "11:00",
        directionsUrl: "https://www.google.com/maps/dir/?api=1&destination=41.9241,-74.8991",
        cancellationPolicy:
          "Full refund up to 7 days before arrival; after that we keep half of the reservation.",
        promoCode: null,
        discount: null,
        subtotal: 60_750,
        taxes: 4_860,
        total: 65_610,
      },
    ],
    campsiteConfirmationSummaries: [
      {
        reservationId: FIXTURE_IDS.wagonStay,
        park: {
          id: FIXTURE_IDS.wagonPark,
          slug: "catskill-conestoga-wagon-outpost",
          name: "Catskill Conestoga Wagon Outpost",
        },
        campsiteType: {
          id: "c3000000-0000-4000-8000-000000000001",
          name: "Conestoga Wagon",
          campsiteCategoryCode: "lodging",
        },
        campsite: { id: "d4000000-0000-4000-8000-000000000001", name: "W3" },
        siteLocked: true,
        dates: { start: "2027-07-09", end: "2027-07-11" },
        nights: 2,
        guests: { adults: 2, children: 1, pets: 0 },
        equipment: null,
        tripDetails: { vehicles: 1, arrivalTime: "16:00" },
        status: "confirmed",
        canceledAt: null,
        refund: null,
        cancellationQuote: { refund: 33_048, fee: 0, fullRefundUntil: "2027-06-25" },
        folio: paidInFull(33_048),
        pricing: {
          nights: 29_000,
          lockFee: 1_000,
          subtotal: 34_000,
          discount: 3_400,
          taxes: 2_448,
          total: 33_048,
        },
        dailyRateAddonConfirmations: [
          {
            name: "Firewood bundle",
            quantity: 1,
            mandatory: false,
            pricing: { unitPrice: 800, tripTotal: 1_600 },
          },
        ],
        onlineStoreAddonConfirmations: [
          { name: "S'mores kit", quantity: 2, pricing: { unitPrice: 1_200, tripTotal: 2_400 } },
        ],
      },
      {
        reservationId: FIXTURE_IDS.cancelledTentStay,
        park: {
          id: FIXTURE_IDS.wagonPark,
          slug: "catskill-conestoga-wagon-outpost",
          name: "Catskill Conestoga Wagon Outpost",
        },
        campsiteType: {
          id: "c3000000-0000-4000-8000-000000000002",
          name: "Wooded Tent Site",
          campsiteCategoryCode: "tent",
        },
        campsite: { id: "d4000000-0000-4000-8000-000000000002", name: "T12" },
        siteLocked: false,
        dates: { start: "2027-07-09", end: "2027-07-11" },
        nights: 2,
        guests: { adults: 2, children: 0, pets: 0 },
        equipment: { type: "tent" },
        tripDetails: {},
        status: "canceled",
        canceledAt: new Date("2027-05-02T09:00:00Z"),
        refund: 8_748,
        cancellationQuote: null,
        folio: { lines: [], paid: 0, balance: 0, balanceDueOn: null },
        pricing: { nights: 9_000, lockFee: 0, subtotal: 9_000, discount: 900, taxes: 648, total: 8_748 },
        dailyRateAddonConfirmations: [],
        onlineStoreAddonConfirmations: [],
      },
      {
        reservationId: FIXTURE_IDS.cabinStay,
        park: { id: FIXTURE_IDS.troutPark, slug: "trout-town-farms", name: "Trout Town Farms" },
        campsiteType: {
          id: "c3000000-0000-4000-8000-000000000003",
          name: "Deluxe Pond Cabin",
          campsiteCategoryCode: "lodging",
        },
        campsite: { id: "d4000000-0000-4000-8000-000000000003", name: "C4" },
        siteLocked: false,
        dates: { start: "2027-07-11", end: "2027-07-14" },
        nights: 3,
        guests: { adults: 4, children: 0, pets: 1 },
        equipment: null,
        tripDetails: { notes: "Celebrating a birthday" },
        status: "confirmed",
        canceledAt: null,
        refund: null,
        cancellationQuote: { refund: 65_610, fee: 0, fullRefundUntil: "2027-07-04" },
        folio: paidInFull(65_610),
        pricing: { nights: 56_700, lockFee: 0, subtotal: 60_750, discount: 0, taxes: 4_860, total: 65_610 },
        dailyRateAddonConfirmations: [
          { name: "Pet fee", quantity: 1, mandatory: true, pricing: { unitPrice: 1_000, tripTotal: 3_000 } },
        ],
        onlineStoreAddonConfirmations: [
          { name: "Bag of ice", quantity: 3, pricing: { unitPrice: 350, tripTotal: 1_050 } },
        ],
      },
    ],
  };
}
