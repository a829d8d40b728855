// What other features may use of this one, client-safe (decision 0020, 0043: the only door; UI components are
// imported one by one from components/, so no page loads another's screens).
export {
  DEFAULT_REWARDS_DISCOUNT_BP,
  MEMBERSHIP_PRICE_CENTS,
  type MemberDiscountEvent,
  memberDiscountBpForPark,
} from "./member-discount";
export { describeMembership } from "./membership-status";
