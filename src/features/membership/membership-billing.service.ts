import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { PaymentInput } from "@/lib/payments/payment.schemas";
import type { Db } from "@/server/db/client";
import { memberships, payments, users } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { logger } from "@/server/logger";
import { enqueueMail } from "@/server/mail/outbox";
import type { PaymentGateway, SubscriptionBilling } from "@/server/payments/payment-gateway";
import { MEMBERSHIP_PRICE_CENTS } from "./member-discount";
import {
  addMonths,
  afterRenewalCharge,
  MEMBERSHIP_YEAR_MONTHS,
  type MembershipState,
  nextLifecycleStep,
} from "./membership-lifecycle";
import { renderMembershipMail } from "./membership-mail";

export type CancellationReason =
  | "TOO_INFREQUENT"
  | "TOO_EXPENSIVE"
  | "NO_COMMITMENT"
  | "NOT_ENOUGH_BENEFITS"
  | "OTHER";

const membershipColumns = {
  status: memberships.status,
  currentPeriodEnd: memberships.currentPeriodEnd,
  cancelAtPeriodEnd: memberships.cancelAtPeriodEnd,
  price: memberships.priceCents,
  cancellationReason: memberships.cancellationReason,
};

/** `booking.membership.getMembership`: the user's own membership, or null. */
export async function getMembership(db: Db, userId: string) {
  const [row] = await db.select(membershipColumns).from(memberships).where(eq(memberships.userId, userId));
  return row ?? null;
}

async function recipientOf(db: Db, userId: string) {
  const [user] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  return user!;
}

/** The purchases of one user run one at a time: a double click never charges twice nor starts two subscriptions. */
export const lockMembershipOf = (db: Db, userId: string) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`membership:${userId}`}, 7))`);

/** A member who cancelled inside the paid year takes it back: the membership renews again, no reason kept. */
export async function resumeMembership(db: Db, membershipId: string, now: Date): Promise<void> {
  await db
    .update(memberships)
    .set({
      cancelAtPeriodEnd: false,
      canceledAt: null,
      cancellationReason: null,
      cancellationComment: null,
      updatedAt: now,
    })
    .where(eq(memberships.id, membershipId));
}

/**
 * A membership year started (bought with a card, or a Stripe subscription begun): one row per user, any earlier
 * membership's cancellation and retries cleared. Answers its id.
 */
export async function writeNewMembership(
  db: Db,
  userId: string,
  year: {
    status: "active" | "pending";
    currentPeriodStart: Date;
    currentPeriodEnd: Date;
    paymentMethodReference: string | null;
    stripeSubscriptionId: string | null;
    stripeCustomerId: string | null;
  },
  now: Date,
): Promise<string> {
  const values = {
    priceCents: MEMBERSHIP_PRICE_CENTS,
    cancelAtPeriodEnd: false,
    canceledAt: null,
    cancellationReason: null,
    cancellationComment: null,
    failedRenewalAttempts: 0,
    nextRenewalAttemptAt: null,
    ...year,
    updatedAt: now,
  };
  const [row] = await db
    .insert(memberships)
    .values({ userId, ...values, createdAt: now })
    .onConflictDoUpdate({ target: memberships.userId, set: values })
    .returning({ id: memberships.id });
  return row!.id;
}

/** New York's auto-renewal law: no membership starts without the ticked consent to its renewal terms. */
export function requireConsent(acceptedTerms: boolean) {
  if (!acceptedTerms) {
    throw new AppError("INVALID_INPUT", "Please agree to the renewal terms to join.", {
      field: "acceptedTerms",
    });
  }
}

/**
 * `booking.membership.purchase`: $19.99 for a year, charged through the gateway, auto-renewing. A member who
 * cancelled but is still inside the paid year resumes instead (no charge). A decline changes nothing.
 * Purchases of one user are serialized, so a double click never charges twice.
 */
export async function purchaseMembership(
  db: Db,
  gateway: PaymentGateway,
  input: { userId: string; payment: PaymentInput; acceptedTerms: boolean },
  now: Date,
) {
  requireConsent(input.acceptedTerms);
  const membershipId = await db.transaction(async (tx) => {
    await lockMembershipOf(tx, input.userId);
    const [current] = await tx.select().from(memberships).where(eq(memberships.userId, input.userId));
    if (current?.status === "active") {
      if (!current.cancelAtPeriodEnd) throw new AppError("CONFLICT", "You are already a Rewards member.");
      await resumeMembership(tx, current.id, now);
      return current.id;
    }
    const idempotencyKey = `membership:${input.userId}:${randomUUID()}`;
    const result = await gateway.authorize({
      amountCents: MEMBERSHIP_PRICE_CENTS,
      currency: "USD",
      idempotencyKey,
      description: "Lantern Rewards membership, one year",
      payment: input.payment,
    });
    if (!result.ok) {
      throw new AppError("INVALID_INPUT", result.reason, {
        field: "payment",
        declineCode: result.declineCode,
      });
    }
    try {
      const period = { currentPeriodStart: now, currentPeriodEnd: addMonths(now, MEMBERSHIP_YEAR_MONTHS) };
      const membershipId = await writeNewMembership(
        tx,
        input.userId,
        {
          status: "active",
          ...period,
          paymentMethodReference: result.paymentMethod,
          stripeSubscriptionId: null,
          stripeCustomerId: null,
        },
        now,
      );
      await tx.insert(payments).values({
        membershipId,
        gateway: gateway.name,
        gatewayReference: result.reference,
        cardLast4: result.cardLast4,
        idempotencyKey,
        status: "captured",
        amountCents: MEMBERSHIP_PRICE_CENTS,
        createdAt: now,
        updatedAt: now,
      });
      await enqueueMail(
        tx,
        renderMembershipMail("welcome", {
          ...(await recipientOf(tx, input.userId)),
          periodEnd: period.currentPeriodEnd,
        }),
        now,
      );
      return membershipId;
    } catch (error) {
      await gateway
        .void({ reference: result.reference, idempotencyKey: `void:${idempotencyKey}` })
        .catch(() => {});
      throw error;
    }
  });
  const [row] = await db.select(membershipColumns).from(memberships).where(eq(memberships.id, membershipId));
  return row!;
}

/**
 * `booking.membership.cancel`: with a reason (spec §9). An active membership stays active until its paid period
 * ends (then the job makes it canceled); a past-due or unpaid one ends at once.
 */
export async function cancelMembership(
  db: Db,
  input: { userId: string; reason: CancellationReason; comment?: string },
  now: Date,
  /** The gateway's subscriptions, for a membership Stripe bills (decision 0055). */
  billing?: SubscriptionBilling,
) {
  const [current] = await db.select().from(memberships).where(eq(memberships.userId, input.userId));
  if (!current || !["active", "past_due", "unpaid"].includes(current.status)) {
    throw new AppError("PRECONDITION_FAILED", "You have no membership to cancel.");
  }
  if (current.status === "active" && current.cancelAtPeriodEnd) {
    throw new AppError("PRECONDITION_FAILED", "Your membership is already set to end with its paid year.");
  }
  const endsNow = current.status !== "active";
  if (current.stripeSubscriptionId) {
    if (!billing) throw new AppError("PRECONDITION_FAILED", "Please call us to cancel your membership.");
    const feedback = { reason: input.reason, comment: input.comment };
    if (endsNow) await billing.cancelNow(current.stripeSubscriptionId, feedback);
    else await billing.cancelAtPeriodEnd(current.stripeSubscriptionId, feedback);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(memberships)
      .set({
        ...(endsNow
          ? { status: "canceled" as const, nextRenewalAttemptAt: null }
          : { cancelAtPeriodEnd: true }),
        canceledAt: now,
        cancellationReason: input.reason,
        cancellationComment: input.comment ?? null,
        updatedAt: now,
      })
      .where(eq(memberships.id, current.id));
    await enqueueMail(
      tx,
      renderMembershipMail(endsNow ? "ended" : "cancelled", {
        ...(await recipientOf(tx, input.userId)),
        periodEnd: current.currentPeriodEnd,
      }),
      now,
    );
  });
  return (await getMembership(db, input.userId))!;
}

/**
 * The scheduled job: renews memberships whose year ended (charging the saved card), retries past-due renewals,
 * ends cancelled ones at the end of their paid year, and expires unpaid ones. Each membership is handled in its
 * own transaction under a row lock, so two app processes never charge one renewal twice.
 */
export async function runMembershipLifecycle(db: Db, gateway: PaymentGateway, now: Date) {
  const due = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        inArray(memberships.status, ["active", "past_due", "unpaid"]),
        sql`${memberships.currentPeriodEnd} <= ${now}`,
        // Stripe renews the subscriptions it bills, and says so by webhook.
        isNull(memberships.stripeSubscriptionId),
      ),
    );
  const outcome = { renewed: 0, declined: 0, ended: 0 };
  for (const { id } of due) {
    try {
      await db.transaction(async (tx) => {
        const [membership] = await tx
          .select()
          .from(memberships)
          .where(eq(memberships.id, id))
          .for("update", { skipLocked: true });
        if (!membership) return;
        const step = nextLifecycleStep(membership as MembershipState, now);
        if (step.kind === "none") return;
        const recipient = await recipientOf(tx, membership.userId);
        if (step.kind === "end") {
          await tx
            .update(memberships)
            .set({ status: step.status, updatedAt: now })
            .where(eq(memberships.id, id));
          await enqueueMail(
            tx,
            renderMembershipMail("ended", { ...recipient, periodEnd: membership.currentPeriodEnd }),
            now,
          );
          outcome.ended += 1;
          return;
        }
        // One key per membership year and attempt: a crash and re-run never charges the same attempt twice.
        const idempotencyKey = `renewal:${id}:${membership.currentPeriodEnd.toISOString()}:${membership.failedRenewalAttempts}`;
        const result = membership.paymentMethodReference
          ? await gateway.chargeSavedMethod({
              paymentMethod: membership.paymentMethodReference,
              amountCents: membership.priceCents,
              idempotencyKey,
              description: "Lantern Rewards membership renewal, one year",
            })
          : ({ ok: false, declineCode: "no_payment_method", reason: "No saved card." } as const);
        const next = afterRenewalCharge(membership as MembershipState, result.ok, now);
        await tx
          .update(memberships)
          .set({ ...next, updatedAt: now })
          .where(eq(memberships.id, id));
        await tx.insert(payments).values({
          membershipId: id,
          gateway: gateway.name,
          gatewayReference: result.ok ? result.reference : null,
          cardLast4: result.ok ? result.cardLast4 : null,
          idempotencyKey,
          status: result.ok ? "captured" : "failed",
          amountCents: membership.priceCents,
          failureReason: result.ok ? null : result.reason,
          createdAt: now,
          updatedAt: now,
        });
        await enqueueMail(
          tx,
          renderMembershipMail(
            result.ok ? "renewed" : next.status === "unpaid" ? "unpaid" : "renewal-declined",
            {
              ...recipient,
              periodEnd: next.currentPeriodEnd ?? membership.currentPeriodEnd,
            },
          ),
          now,
        );
        if (result.ok) outcome.renewed += 1;
        else outcome.declined += 1;
      });
    } catch (error) {
      logger.error({ err: error, membershipId: id }, "membership lifecycle step failed");
    }
  }
  return outcome;
}
