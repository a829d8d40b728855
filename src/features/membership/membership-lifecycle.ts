/**
 * Rewards membership statuses and their transitions (domain.md, spec §4), as pure decisions over plain data.
 * The scheduled job (membership-billing.service.ts) applies them; purchase and cancellation are in the service.
 *
 *   purchase ─▶ active ──period ends, renewal paid──▶ active (next year)
 *                 │  └──period ends, renewal declined─▶ past_due ──3 declined retries──▶ unpaid ──30 days──▶ expired
 *                 └──member cancels─▶ active + cancelAtPeriodEnd ──period ends──▶ canceled
 *   past_due/unpaid ──member cancels──▶ canceled at once; a retry that is paid ─▶ active
 */

export type MembershipStatus =
  | "active"
  | "canceled"
  | "expired"
  | "past_due"
  | "pending"
  | "unpaid"
  | "incomplete_expired"
  | "incomplete";

export const MEMBERSHIP_YEAR_MONTHS = 12;
/** A declined renewal is retried this often… */
export const RENEWAL_RETRY_INTERVAL_MS = 3 * 24 * 60 * 60_000;
/** …this many times in all (the first attempt included) before the membership is unpaid. */
export const RENEWAL_ATTEMPTS = 3;
/** An unpaid membership expires this long after its period ended. */
export const UNPAID_GRACE_MS = 30 * 24 * 60 * 60_000;

export type MembershipState = {
  status: MembershipStatus;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  failedRenewalAttempts: number;
  nextRenewalAttemptAt: Date | null;
};

/** What the scheduled job must do with a membership at `now`. */
export type LifecycleStep =
  | { kind: "none" }
  | { kind: "end"; status: "canceled" | "expired" }
  | { kind: "charge" };

export function nextLifecycleStep(membership: MembershipState, now: Date): LifecycleStep {
  const ended = membership.currentPeriodEnd <= now;
  switch (membership.status) {
    case "active":
      if (!ended) return { kind: "none" };
      return membership.cancelAtPeriodEnd ? { kind: "end", status: "canceled" } : { kind: "charge" };
    case "past_due":
      return membership.nextRenewalAttemptAt && membership.nextRenewalAttemptAt <= now
        ? { kind: "charge" }
        : { kind: "none" };
    case "unpaid":
      return membership.currentPeriodEnd.getTime() + UNPAID_GRACE_MS <= now.getTime()
        ? { kind: "end", status: "expired" }
        : { kind: "none" };
    default:
      return { kind: "none" };
  }
}

/** The state after a renewal charge: a new year from the end of the old one, or one more declined attempt. */
export function afterRenewalCharge(
  membership: MembershipState,
  paid: boolean,
  now: Date,
): Pick<MembershipState, "status" | "failedRenewalAttempts" | "nextRenewalAttemptAt"> & {
  currentPeriodStart?: Date;
  currentPeriodEnd?: Date;
} {
  if (paid) {
    return {
      status: "active",
      failedRenewalAttempts: 0,
      nextRenewalAttemptAt: null,
      currentPeriodStart: membership.currentPeriodEnd,
      currentPeriodEnd: addMonths(membership.currentPeriodEnd, MEMBERSHIP_YEAR_MONTHS),
    };
  }
  const attempts = membership.failedRenewalAttempts + 1;
  return attempts >= RENEWAL_ATTEMPTS
    ? { status: "unpaid", failedRenewalAttempts: attempts, nextRenewalAttemptAt: null }
    : {
        status: "past_due",
        failedRenewalAttempts: attempts,
        nextRenewalAttemptAt: new Date(now.getTime() + RENEWAL_RETRY_INTERVAL_MS),
      };
}

/** `date` plus whole months in UTC, clamped to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
