import { describe, expect, it } from "vitest";
import {
  addMonths,
  afterRenewalCharge,
  type MembershipState,
  nextLifecycleStep,
  RENEWAL_RETRY_INTERVAL_MS,
  UNPAID_GRACE_MS,
} from "./membership-lifecycle";

const periodEnd = new Date("2027-11-21T15:00:00Z");
const state = (overrides: Partial<MembershipState> = {}): MembershipState => ({
  status: "active",
  currentPeriodEnd: periodEnd,
  cancelAtPeriodEnd: false,
  failedRenewalAttempts: 0,
  nextRenewalAttemptAt: null,
  ...overrides,
});
const before = new Date(periodEnd.getTime() - 1);
const at = periodEnd;

describe("nextLifecycleStep", () => {
  it.each([
    ["leaves an active membership alone inside its period", state(), before, { kind: "none" }],
    ["charges the renewal when an active period ends", state(), at, { kind: "charge" }],
    [
      "ends a membership cancelled by its member when the paid period ends",
      state({ cancelAtPeriodEnd: true }),
      at,
      { kind: "end", status: "canceled" },
    ],
    [
      "keeps a cancelled membership active until its period ends",
      state({ cancelAtPeriodEnd: true }),
      before,
      { kind: "none" },
    ],
    [
      "retries a past-due renewal when its retry is due",
      state({ status: "past_due", nextRenewalAttemptAt: at }),
      at,
      { kind: "charge" },
    ],
    [
      "waits for the retry of a past-due renewal",
      state({ status: "past_due", nextRenewalAttemptAt: new Date(at.getTime() + 1) }),
      at,
      { kind: "none" },
    ],
    [
      "expires an unpaid membership 30 days after its period ended",
      state({ status: "unpaid" }),
      new Date(periodEnd.getTime() + UNPAID_GRACE_MS),
      { kind: "end", status: "expired" },
    ],
    ["keeps an unpaid membership inside the grace period", state({ status: "unpaid" }), at, { kind: "none" }],
    ["does nothing with a canceled membership", state({ status: "canceled" }), at, { kind: "none" }],
  ])("%s", (_name, membership, now, expected) => {
    expect(nextLifecycleStep(membership, now)).toEqual(expected);
  });
});

describe("afterRenewalCharge", () => {
  it("starts the next year where the last one ended when the renewal is paid", () => {
    expect(afterRenewalCharge(state({ status: "past_due", failedRenewalAttempts: 2 }), true, at)).toEqual({
      status: "active",
      failedRenewalAttempts: 0,
      nextRenewalAttemptAt: null,
      currentPeriodStart: periodEnd,
      currentPeriodEnd: new Date("2028-11-21T15:00:00Z"),
    });
  });

  it("makes a declined renewal past due with a retry three days later, then unpaid after the third decline", () => {
    const first = afterRenewalCharge(state(), false, at);
    expect(first).toEqual({
      status: "past_due",
      failedRenewalAttempts: 1,
      nextRenewalAttemptAt: new Date(at.getTime() + RENEWAL_RETRY_INTERVAL_MS),
    });
    const second = afterRenewalCharge(state({ ...first }), false, at);
    expect(second.status).toBe("past_due");
    expect(afterRenewalCharge(state({ ...second }), false, at)).toEqual({
      status: "unpaid",
      failedRenewalAttempts: 3,
      nextRenewalAttemptAt: null,
    });
  });
});

describe("addMonths", () => {
  it("adds a year keeping the time of day, and clamps Feb 29 to Feb 28", () => {
    expect(addMonths(new Date("2027-03-05T10:30:00Z"), 12)).toEqual(new Date("2028-03-05T10:30:00Z"));
    expect(addMonths(new Date("2028-02-29T00:00:00Z"), 12)).toEqual(new Date("2029-02-28T00:00:00Z"));
  });
});
