import { describe, expect, it } from "vitest";
import {
  membershipMailOfChange,
  membershipStatusOfSubscription,
  type SubscribedMembership,
} from "./membership-subscription-state";

describe("membershipStatusOfSubscription", () => {
  it.each([
    ["active", null, {}, "active"],
    ["trialing", "pending", {}, "active"],
    ["past_due", "active", {}, "past_due"],
    ["paused", "active", {}, "past_due"],
    ["unpaid", "past_due", {}, "unpaid"],
    ["incomplete", null, {}, "pending"],
    ["incomplete", "pending", {}, "pending"],
    ["incomplete", "pending", { firstPaymentFailed: true }, "incomplete"],
    ["incomplete", "incomplete", {}, "incomplete"],
    ["incomplete_expired", "pending", {}, "incomplete_expired"],
    ["canceled", "active", {}, "canceled"],
    ["canceled", "unpaid", {}, "expired"],
    ["canceled", "past_due", {}, "expired"],
  ] as const)("Stripe's %s after %s is %s", (stripe, before, options, expected) => {
    expect(membershipStatusOfSubscription(stripe, before, options)).toBe(expected);
  });
});

const yearEnd = new Date("2027-11-29T12:00:00Z");
const nextYearEnd = new Date("2028-11-29T12:00:00Z");
const membership = (overrides: Partial<SubscribedMembership> = {}): SubscribedMembership => ({
  status: "active",
  currentPeriodEnd: yearEnd,
  cancelAtPeriodEnd: false,
  ...overrides,
});

describe("membershipMailOfChange", () => {
  it.each([
    ["a first payment welcomes", membership({ status: "pending" }), membership(), "welcome"],
    ["a retried first payment welcomes", membership({ status: "incomplete" }), membership(), "welcome"],
    ["a member back after an end welcomes", membership({ status: "canceled" }), membership(), "welcome"],
    ["a paid renewal says renewed", membership(), membership({ currentPeriodEnd: nextYearEnd }), "renewed"],
    ["a past-due renewal paid says renewed", membership({ status: "past_due" }), membership(), "renewed"],
    [
      "a cancellation made in Stripe says cancelled",
      membership(),
      membership({ cancelAtPeriodEnd: true }),
      "cancelled",
    ],
    ["a declined renewal", membership(), membership({ status: "past_due" }), "renewal-declined"],
    ["retries exhausted", membership({ status: "past_due" }), membership({ status: "unpaid" }), "unpaid"],
    ["a paid year's end", membership(), membership({ status: "canceled" }), "ended"],
    ["an unpaid one's end", membership({ status: "unpaid" }), membership({ status: "expired" }), "ended"],
  ] as const)("%s", (_name, before, after, expected) => {
    expect(membershipMailOfChange(before, after)).toBe(expected);
  });

  it.each([
    ["the same state again (a replayed or reordered event)", membership(), membership()],
    ["a resumed cancellation", membership({ cancelAtPeriodEnd: true }), membership()],
    ["a first payment that failed", membership({ status: "pending" }), membership({ status: "incomplete" })],
    ["a sign-up never paid", membership({ status: "pending" }), membership({ status: "incomplete_expired" })],
    [
      "still past due after another try",
      membership({ status: "past_due" }),
      membership({ status: "past_due" }),
    ],
  ] as const)("sends nothing for %s", (_name, before, after) => {
    expect(membershipMailOfChange(before, after)).toBeNull();
  });
});
