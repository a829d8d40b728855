import {
  type BreakdownPark,
  type BreakdownStay,
  type OrderBreakdown,
  orderBreakdown,
} from "@/lib/price-breakdown";
import type { OrderConfirmation } from "./orders.schemas";

type Park = OrderConfirmation["parks"][number];
type Reservation = OrderConfirmation["campsiteConfirmationSummaries"][number];

/** One booked stay as the shared breakdown reads it (figures as stored at checkout). */
export function breakdownStayOfReservation(stay: Reservation): BreakdownStay {
  return {
    id: stay.reservationId,
    nights: stay.nights,
    nightsCents: stay.pricing.nights,
    lockFeeCents: stay.pricing.lockFee,
    lockedSiteName: stay.siteLocked ? stay.campsite.name : null,
    dailyRateAddons: stay.dailyRateAddonConfirmations.map((addon) => ({
      name: addon.name,
      quantity: addon.quantity,
      unitPriceCents: addon.pricing.unitPrice,
      totalCents: addon.pricing.tripTotal,
      mandatory: addon.mandatory,
    })),
    onlineStoreAddons: stay.onlineStoreAddonConfirmations.map((addon) => ({
      name: addon.name,
      quantity: addon.quantity,
      unitPriceCents: addon.pricing.unitPrice,
      totalCents: addon.pricing.tripTotal,
    })),
  };
}

/** One park's part of the order as the shared breakdown reads it. */
export function breakdownParkOfOrder(park: Park, stays: readonly Reservation[]): BreakdownPark {
  return {
    id: park.id,
    name: park.name,
    stays: stays.filter((stay) => stay.park.id === park.id).map(breakdownStayOfReservation),
    discount: park.discount ? { label: park.discount.label, amountCents: park.discount.amount } : null,
    taxesCents: park.taxes,
    totalCents: park.total,
  };
}

/** The order's lines as booked, as the confirmation page and e-mail show them. */
export function orderConfirmationBreakdown(order: OrderConfirmation): OrderBreakdown {
  return orderBreakdown(
    order.parks.map((park) => breakdownParkOfOrder(park, order.campsiteConfirmationSummaries)),
  );
}
