/** The Rewards discount: 10 % of nights by default (spec §9), or an active member event's at its parks. */
export const DEFAULT_REWARDS_DISCOUNT_BP = 1_000;

/** Membership price in cents (spec §9: 19.99 a year). */
export const MEMBERSHIP_PRICE_CENTS = 1_999;

export type MemberDiscountEvent = { discountBp: number; eligibleParkIds: ReadonlySet<string> } | null;

export function memberDiscountBpForPark(parkId: string, event: MemberDiscountEvent): number {
  return event?.eligibleParkIds.has(parkId) ? event.discountBp : DEFAULT_REWARDS_DISCOUNT_BP;
}
