import "server-only";

// The server-only services of this feature that other features call (decision 0020).
export { readCart } from "./cart.service";
export { type AddonChoice, chooseAddons, parkAddonsOf } from "./cart-items.service";
