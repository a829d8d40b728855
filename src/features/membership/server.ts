import "server-only";

// The server-only services of this feature that other features call (decision 0020).
export { findMemberDiscountEvent } from "./membership.service";
export { runMembershipLifecycle } from "./membership-billing.service";
