import { type OrderBreakdown, orderBreakdown } from "@/lib/price-breakdown";
import type { OrderConfirmation } from "./orders.schemas";

/** The order's lines as booked (stored figures), as the confirmation page and e-mail show them. */
export function orderConfirmationBreakdown(order: OrderConfirmation): OrderBreakdown {
  return orderBreakdown(
    order.parks.map((park) => ({
      id: park.id,
      name: park.name,
      stays: order.campsiteConfirmationSummaries
        .filter((stay) => stay.park.id === park.id)
        .map((stay) => ({
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
        })),
      discount: park.discount ? { label: park.discount.label, amountCents: park.discount.amount } : null,
      taxesCents: park.taxes,
      totalCents: park.total,
    })),
  );
}
