import "server-only";

// What other features may call of this feature's server-only code (decision 0020).
export { getOrderConfirmation } from "./order-confirmation.service";
export { renderOrderConfirmationMail } from "./order-mail";
