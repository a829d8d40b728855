// What other features may use of this one, client-safe (decision 0020, 0043: the only door; UI components are
// imported one by one from components/, so no page loads another's screens).

export { type Cart, ZShoppingCartUuid } from "./cart.schemas";
export { beginCheckoutEvent, purchaseEvent } from "./cart-analytics";
export { type PricingAddon, priceParkCart, REWARDS_DISCOUNT_LABEL } from "./cart-pricing";
export { basisPointsToPercent, percentToBasisPoints } from "./promotion-form-values";
