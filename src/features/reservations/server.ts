import "server-only";

// The server-only services of this feature that other features call (decision 0020).
export { type BalanceOutcome, collectDueBalances } from "./balance-collection.service";
export {
  cancelReservationAsStaff,
  quoteStaffCancellation,
  type StaffRefund,
} from "./cancel-reservation.service";
export { cancelAsStaff } from "./cancellation.service";
export { changeStay } from "./change-stay.service";
export { deskPaymentOfIntent } from "./desk-money.service";
export type { FolioOutput } from "./folio.schemas";
export {
  type Folio,
  type FolioActor,
  type FolioLine,
  folioOutput,
  guestFolioActor,
  orderBalance,
  orderOwed,
  readFolio,
  readFolios,
  reservationBalance,
  staffFolioActor,
} from "./folio.service";
export {
  checkIn,
  checkOut,
  type FrontDeskRow,
  parkDay,
  parkOfReservation,
  takePayment,
} from "./front-desk.service";
export {
  reconcileGatewayRefunds,
  recordGatewayDispute,
  type SettlementOutcome,
} from "./gateway-settlements.service";
export { changeOfPaidIntent } from "./guest-change-payment.service";
export { insertOrder } from "./insert-order.service";
export { insertReservation, type NewReservation, type PricedAddon } from "./insert-reservation.service";
export { markNoShow } from "./no-show.service";
export { getOrderConfirmation } from "./order-confirmation.service";
export { renderOrderConfirmationMail, renderReservationChangedMail } from "./order-mail";
export { captureOrderPayment, recordOrderPayment } from "./order-payment.service";
export { recordPayLinkIntent } from "./pay-links.service";
export { CASH_GATEWAY, refundableCents, refundOrderPayments } from "./refund-payments.service";
export { parksOfReservations, RERATE_BATCH, type RerateRow, rerateStays } from "./rerate.service";
export { addReservationNote, notesOf, type ReservationNote } from "./reservation-notes.service";
export { parkTaxRates, stayAddons } from "./stay-addons.service";
export type {
  ChangeActor,
  Settlement,
  StaffSettlement,
  StayChangeRequest,
  StayChangeResult,
} from "./stay-change";
export { addedNights } from "./stay-change";
export { quoteStayChange, type StayChangeQuote } from "./stay-change-quote.service";
export {
  lockReservation,
  mailStayChange,
  pricedAddons,
  type RepricedStay,
  repriceStay,
  writeStayPrice,
} from "./stay-price.service";
export { type StayToMessage, staysToMessage } from "./stays-to-message.service";
export {
  createWalkIn,
  quoteWalkIn,
  type WalkInInput,
  type WalkInQuote,
  type WalkInResult,
} from "./walk-in.service";
