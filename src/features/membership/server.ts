import "server-only";

export {
  DEFAULT_REWARDS_DISCOUNT_BP,
  MEMBERSHIP_PRICE_CENTS,
  type MemberDiscountEvent,
  memberDiscountBpForPark,
} from "./member-discount";
// The server-only services of this feature that other features call (decision 0020).
export { findMemberDiscountEvent, memberEventColumns } from "./membership.service";
export { runMembershipLifecycle } from "./membership-billing.service";
export { type SubscriptionEvent, syncRewardsSubscription } from "./membership-subscription.service";
