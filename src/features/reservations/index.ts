// What other features may import from this one, client-safe; its server-only services are in server.ts (decision 0020).
export { newConfirmationCode } from "./confirmation-code";
export {
  discountBpOf,
  overlaps,
  priceStay,
  type StayAddon,
  stayTotal,
  withoutStay,
} from "./stay-pricing";
