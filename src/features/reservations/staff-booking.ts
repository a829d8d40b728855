import type { FailureReason, FailureReasonId } from "@/features/availability/engine-types";

/**
 * The pure half of staff bookings and changes (domain.md "Staff console"): which rules bind staff. Pricing a stay and
 * taking its own nights out of its site's claims are the orders feature's (`stay-pricing.ts`), shared with guests'
 * own changes.
 */

/**
 * Rules about booking online do not bind the park's own desk: "cannot reserve online" and the advance limits
 * (online booking closes at check-in, reservations open so far ahead) are for guests on the website. Every other
 * rule applies to staff unless overridden with a written reason.
 */
export const RULES_STAFF_SKIP: readonly FailureReasonId[] = [
  "CANNOT_RESERVE_ONLINE",
  "BOOKING_IN_ADVANCE_LIMITS",
];

export function rulesBindingStaff(reasons: readonly FailureReason[]): FailureReason[] {
  return reasons.filter((reason) => !RULES_STAFF_SKIP.includes(reason.id));
}
