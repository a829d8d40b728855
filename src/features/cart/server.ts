import "server-only";

export { ZShoppingCartUuid } from "./cart.schemas";
// The server-only services of this feature that other features call (decision 0020).
export { readCart } from "./cart.service";
export { assertCartAccess } from "./cart-access.service";
export { ageCartForTests } from "./cart-clock.service";
export { keepHoldsForPayment } from "./cart-holds.service";
export {
  type AddItemInput,
  type ClaimedItem,
  claimPlannedItem,
  HOLD_DURATION_MS,
  parkAddonsOf,
  planAddItem,
} from "./cart-items.service";
export { REWARDS_DISCOUNT_LABEL } from "./cart-pricing";
export { type AddonChoice, chooseAddons } from "./item-addons";
