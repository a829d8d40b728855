// What other features may import from this one, client-safe; its server-only services are in server.ts (decision 0020).
export { newConfirmationCode } from "./confirmation-code";
export { addedNights } from "./stay-change";
export { discountBpOf, priceStay, type StayAddon, stayTotal } from "./stay-pricing";
