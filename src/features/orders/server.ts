import "server-only";

// The server-only services of this feature that other features call (decision 0020).
export { cancelReservationAsStaff, type StaffRefund } from "./cancel-reservation.service";
export { getOrderConfirmation } from "./order-confirmation.service";
export { renderOrderConfirmationMail } from "./order-mail";
