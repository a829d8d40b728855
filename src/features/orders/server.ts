import "server-only";

// The server-only services of this feature that other features call (decision 0020).
export { cancelReservationAsStaff, type StaffRefund } from "./cancel-reservation.service";
export { insertOrder } from "./insert-order.service";
export { insertReservationAddons, type PricedAddon } from "./insert-reservation-addons.service";
export { orderBalance, orderOwed } from "./order-balance";
export { getOrderConfirmation } from "./order-confirmation.service";
export {
  renderOrderConfirmationMail,
  renderReservationChangedMail,
  type StayPriceChange,
} from "./order-mail";
export { CASH_GATEWAY, refundableCents, refundOrderPayments } from "./refund-payments.service";
export { parkTaxRates, stayAddons } from "./stay-addons.service";
export {
  lockReservation,
  mailStayChange,
  pricedAddons,
  type RepricedStay,
  repriceStay,
  writeStayPrice,
} from "./stay-price.service";
