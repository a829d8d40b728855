import { describe, expect, it } from "vitest";
import { describeMembership, formatMembershipDate } from "./membership-status";

const periodEnd = new Date("2027-03-03T17:00:00Z");
const membership = (overrides: Partial<Parameters<typeof describeMembership>[0] & object> = {}) => ({
  status: "active" as const,
  currentPeriodEnd: periodEnd,
  cancelAtPeriodEnd: false,
  price: 1999,
  ...overrides,
});

describe("describeMembership", () => {
  it("offers to join when there is no membership", () => {
    expect(describeMembership(null)).toMatchObject({
      label: "Not a member",
      canJoin: true,
      canCancel: false,
    });
  });

  it("tells an active member the renewal date and price, and lets them cancel", () => {
    expect(describeMembership(membership())).toEqual({
      label: "Active",
      detail: "Renews automatically on March 3, 2027 at $19.99 a year.",
      canCancel: true,
      canJoin: false,
    });
  });

  it("tells a member who cancelled the day it ends instead of a renewal", () => {
    const described = describeMembership(membership({ cancelAtPeriodEnd: true }));
    expect(described.detail).toContain("ends on March 3, 2027");
    expect(described).toMatchObject({ canCancel: false, canJoin: false });
  });

  it("lets a member whose renewal failed cancel, and offers a new membership once one has ended", () => {
    expect(describeMembership(membership({ status: "past_due" })).canCancel).toBe(true);
    expect(describeMembership(membership({ status: "unpaid" })).canCancel).toBe(true);
    for (const status of ["canceled", "expired", "incomplete_expired", "pending", "incomplete"] as const) {
      expect(describeMembership(membership({ status }))).toMatchObject({ canJoin: true, canCancel: false });
    }
  });
});

describe("formatMembershipDate", () => {
  it("dates an instant as the day it is in New York", () => {
    expect(formatMembershipDate(new Date("2027-03-04T03:00:00Z"))).toBe("March 3, 2027");
  });
});
