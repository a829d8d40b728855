/**
 * Rewards on Stripe Billing (decision 0055): Stripe's subscription statuses in the spec's words (domain.md "Money")
 * and the e-mail a change of them sends, as pure decisions over plain data. The webhooks and the browser's return
 * apply them (membership-subscription.service.ts); the test gateway's hourly job keeps membership-lifecycle.ts.
 */
import type { MembershipStatus } from "./membership-lifecycle";
import type { MembershipMailKind } from "./membership-mail";

/**
 * The membership's status for Stripe's. `trialing` counts as active and `paused` as past due; `incomplete` is
 * `pending` (bought, not yet paid) until its first payment fails; a subscription Stripe ended while its renewal was
 * unpaid is `expired`, any other end `canceled`.
 */
export function membershipStatusOfSubscription(
  stripeStatus: string,
  before: MembershipStatus | null,
  options: { firstPaymentFailed?: boolean } = {},
): MembershipStatus {
  switch (stripeStatus) {
    case "active":
    case "trialing":
      return "active";
    case "past_due":
    case "paused":
      return "past_due";
    case "unpaid":
      return "unpaid";
    case "incomplete":
      return options.firstPaymentFailed || before === "incomplete" ? "incomplete" : "pending";
    case "incomplete_expired":
      return "incomplete_expired";
    case "canceled":
      return before === "unpaid" || before === "past_due" ? "expired" : "canceled";
    default:
      return before ?? "pending";
  }
}

export type SubscribedMembership = {
  status: MembershipStatus;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
};

const RUNNING: MembershipStatus[] = ["active", "past_due", "unpaid"];

/**
 * The e-mail a change of a Stripe-billed membership sends, or null: the same mails the hourly job sends for the
 * same steps. Derived from before and after (not from which event came), so events in any order, and the browser's
 * return racing them, send each mail once.
 */
export function membershipMailOfChange(
  before: SubscribedMembership,
  after: SubscribedMembership,
): MembershipMailKind | null {
  if (after.status === "active") {
    if (!RUNNING.includes(before.status)) return "welcome";
    if (before.status !== "active" || after.currentPeriodEnd > before.currentPeriodEnd) return "renewed";
    if (after.cancelAtPeriodEnd && !before.cancelAtPeriodEnd) return "cancelled";
    return null;
  }
  if (after.status === before.status) return null;
  switch (after.status) {
    case "past_due":
      return "renewal-declined";
    case "unpaid":
      return "unpaid";
    case "canceled":
    case "expired":
      return RUNNING.includes(before.status) ? "ended" : null;
    default:
      return null;
  }
}
