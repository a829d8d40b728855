import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_CARDS } from "@/lib/payments/payment.schemas";
import { mailOutbox, memberships, payments } from "@/server/db/schema";
import { TestPaymentGateway } from "@/server/payments/test-gateway";
import { signUpTestUser } from "../../../tests/support/sign-up";
import { callerFor, testEnv } from "../../../tests/support/test-context";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { MEMBERSHIP_PRICE_CENTS } from "./member-discount";
import { runMembershipLifecycle } from "./membership-billing.service";
import { RENEWAL_RETRY_INTERVAL_MS, UNPAID_GRACE_MS } from "./membership-lifecycle";

let test: TestDatabase;
const NOW = new Date("2026-11-21T15:00:00Z");
const YEAR_LATER = new Date("2027-11-21T15:00:00Z");
const TWO_YEARS_LATER = new Date("2028-11-21T15:00:00Z");
const card = (cardNumber: string = TEST_CARDS.success) =>
  ({ gateway: "test", cardNumber, expMonth: 12, expYear: 2030, cvc: "123" }) as const;

beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test?.close();
});

let address = 0;
const api = (
  cookie: string,
  now: Date,
  options: { payments?: TestPaymentGateway; enabled?: boolean } = {},
) => {
  address += 1;
  return callerFor(test.db, {
    now,
    payments: options.payments,
    env: options.enabled === false ? testEnv({ MEMBERSHIP_ENABLED: "false" }) : undefined,
    headers: { cookie, "x-lantern-client-ip": `100.64.0.${address % 250}` },
  }).booking;
};

async function member(gateway: TestPaymentGateway) {
  const user = await signUpTestUser(test.db);
  await api(user.cookie, NOW, { payments: gateway }).membership.purchase({
    payment: card(),
    acceptedTerms: true,
  });
  return user;
}

/** Read from the database: a session cookie made today has expired by the clock of a year later. */
const membershipOf = async (userId: string) =>
  (await test.db.select().from(memberships).where(eq(memberships.userId, userId)))[0];
const statusOf = async (userId: string) => (await membershipOf(userId))?.status;

describe(`Rewards membership on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("sells a year for $19.99 with the renewal terms accepted: the session turns member and a welcome e-mail goes out", async () => {
    const gateway = new TestPaymentGateway(() => NOW);
    const user = await signUpTestUser(test.db);
    await expect(
      api(user.cookie, NOW, { payments: gateway }).membership.purchase({
        payment: card(),
        acceptedTerms: false,
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const membership = await api(user.cookie, NOW, { payments: gateway }).membership.purchase({
      payment: card(),
      acceptedTerms: true,
    });
    expect(membership).toMatchObject({
      status: "active",
      price: MEMBERSHIP_PRICE_CENTS,
      cancelAtPeriodEnd: false,
      currentPeriodEnd: YEAR_LATER,
    });
    expect((await api(user.cookie, NOW).authentication.getSession())?.user.membershipStatusIsActive).toBe(
      true,
    );
    expect(gateway.operations).toEqual([expect.objectContaining({ kind: "authorize", amountCents: 1_999 })]);
    const mails = await test.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mails.map((mail) => mail.template)).toContain("membership-welcome");
    await expect(
      api(user.cookie, NOW, { payments: gateway }).membership.purchase({
        payment: card(),
        acceptedTerms: true,
      }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("leaves no membership after a declined card", async () => {
    const user = await signUpTestUser(test.db);
    await expect(
      api(user.cookie, NOW).membership.purchase({ payment: card(TEST_CARDS.declined), acceptedTerms: true }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: "Your card was declined. Try another card." });
    expect(await api(user.cookie, NOW).membership.getMembership()).toBeNull();
  });

  it("renews a year on its own, then goes past due on a declined renewal, retries, and ends unpaid, then expired", async () => {
    const gateway = new TestPaymentGateway(() => NOW);
    const user = await member(gateway);
    const [row] = await test.db.select().from(memberships).where(eq(memberships.userId, user.userId));

    await runMembershipLifecycle(test.db, gateway, new Date(YEAR_LATER.getTime() - 1));
    expect(await statusOf(user.userId)).toBe("active");

    await runMembershipLifecycle(test.db, gateway, YEAR_LATER);
    expect(await membershipOf(user.userId)).toMatchObject({
      status: "active",
      currentPeriodEnd: TWO_YEARS_LATER,
    });
    expect(gateway.operations.at(-1)).toMatchObject({ kind: "charge", amountCents: 1_999 });

    // The saved card starts declining (e.g. replaced by the bank).
    await test.db
      .update(memberships)
      .set({ paymentMethodReference: `test_pm_${TEST_CARDS.declined.slice(-4)}` })
      .where(eq(memberships.id, row!.id));
    await runMembershipLifecycle(test.db, gateway, TWO_YEARS_LATER);
    expect(await statusOf(user.userId)).toBe("past_due");
    // The session (read at a time its cookie is valid) no longer counts the user as a member.
    expect((await api(user.cookie, NOW).authentication.getSession())?.user.membershipStatusIsActive).toBe(
      false,
    );

    const retry = (times: number) => new Date(TWO_YEARS_LATER.getTime() + times * RENEWAL_RETRY_INTERVAL_MS);
    await runMembershipLifecycle(test.db, gateway, new Date(retry(1).getTime() - 1));
    expect(await statusOf(user.userId)).toBe("past_due");
    await runMembershipLifecycle(test.db, gateway, retry(1));
    expect(await statusOf(user.userId)).toBe("past_due");
    await runMembershipLifecycle(test.db, gateway, retry(2));
    expect(await statusOf(user.userId)).toBe("unpaid");

    await runMembershipLifecycle(test.db, gateway, new Date(TWO_YEARS_LATER.getTime() + UNPAID_GRACE_MS));
    expect(await statusOf(user.userId)).toBe("expired");
    const attempts = await test.db.select().from(payments).where(eq(payments.membershipId, row!.id));
    expect(attempts.map((payment) => payment.status)).toEqual([
      "captured",
      "captured",
      "failed",
      "failed",
      "failed",
    ]);
  });

  it("keeps a cancelled membership active until its paid year ends, then canceled; the reason is kept", async () => {
    const gateway = new TestPaymentGateway(() => NOW);
    const user = await member(gateway);
    await expect(api(user.cookie, NOW).membership.cancel({ reason: "OTHER" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    const cancelled = await api(user.cookie, NOW).membership.cancel({ reason: "TOO_INFREQUENT" });
    expect(cancelled).toMatchObject({
      status: "active",
      cancelAtPeriodEnd: true,
      cancellationReason: "TOO_INFREQUENT",
    });
    expect((await api(user.cookie, NOW).authentication.getSession())?.user.membershipStatusIsActive).toBe(
      true,
    );

    await runMembershipLifecycle(test.db, gateway, YEAR_LATER);
    expect(await statusOf(user.userId)).toBe("canceled");
    expect(gateway.operations.filter((operation) => operation.kind === "charge")).toHaveLength(0);
  });

  it("hides the programme when MEMBERSHIP_ENABLED is false", async () => {
    const user = await signUpTestUser(test.db);
    await expect(api(user.cookie, NOW, { enabled: false }).membership.getMembership()).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await api(user.cookie, NOW, { enabled: false }).membership.getActiveMembershipEvent()).toBeNull();
  });
});
