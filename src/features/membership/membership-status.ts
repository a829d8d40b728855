import { formatInstantLongDate, PARKS_TIME_ZONE } from "@/lib/date-format";
import { formatUsd } from "@/lib/money";
import type { MembershipStatus } from "./membership-lifecycle";

export type { MembershipStatus };

export type MembershipSummary = {
  status: MembershipStatus;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  price: number;
};

/** "March 3, 2027": memberships and their renewals are dated at the parks, all in New York. */
export function formatMembershipDate(date: Date): string {
  return formatInstantLongDate(date, PARKS_TIME_ZONE);
}

export type MembershipDescription = {
  /** The status in a word or two ("Active", "Ending", "Payment failed"). */
  label: string;
  /** What it means for the member, with the date that matters. */
  detail: string;
  /** The member may cancel online now. */
  canCancel: boolean;
  /** No membership runs: offer to join. */
  canJoin: boolean;
};

/** A membership's status in plain words for its owner (spec §4's statuses). */
export function describeMembership(membership: MembershipSummary | null): MembershipDescription {
  if (!membership) {
    return {
      label: "Not a member",
      detail: "Join Lantern Rewards to save on every night you book.",
      canCancel: false,
      canJoin: true,
    };
  }
  const date = formatMembershipDate(membership.currentPeriodEnd);
  const price = formatUsd(membership.price);
  switch (membership.status) {
    case "active":
      return membership.cancelAtPeriodEnd
        ? {
            label: "Ending",
            detail: `Your membership ends on ${date} and will not renew. Your discount applies until then.`,
            canCancel: false,
            canJoin: false,
          }
        : {
            label: "Active",
            detail: `Renews automatically on ${date} at ${price} a year.`,
            canCancel: true,
            canJoin: false,
          };
    case "past_due":
      return {
        label: "Payment failed",
        detail: `We could not charge your card for the renewal due ${date}. We will try again over the next days; your discount is paused meanwhile.`,
        canCancel: true,
        canJoin: false,
      };
    case "unpaid":
      return {
        label: "Unpaid",
        detail: `The renewal due ${date} could not be charged, so your membership is on hold.`,
        canCancel: true,
        canJoin: false,
      };
    case "pending":
      return {
        label: "Payment pending",
        detail: "Your sign-up is waiting for its payment. Finish joining to start your membership.",
        canCancel: false,
        canJoin: true,
      };
    case "incomplete":
      return {
        label: "Payment failed",
        detail:
          "The first payment did not go through, so your membership has not started. Join again with another card.",
        canCancel: false,
        canJoin: true,
      };
    case "canceled":
      return { label: "Ended", detail: `Your membership ended on ${date}.`, canCancel: false, canJoin: true };
    case "expired":
      return {
        label: "Expired",
        detail: `Your membership expired on ${date}.`,
        canCancel: false,
        canJoin: true,
      };
    case "incomplete_expired":
      return {
        label: "Not completed",
        detail: "Your last sign-up was not paid, so it did not start.",
        canCancel: false,
        canJoin: true,
      };
  }
}
