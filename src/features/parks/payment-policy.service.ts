import "server-only";
import { eq } from "drizzle-orm";
import { type PaymentPolicy, paymentPolicySummary } from "@/lib/payments/payment-schedule";
import { type Actor, recordAudit } from "@/server/audit";
import type { Db } from "@/server/db/client";
import { parks } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import type { PaymentPolicyInput, PaymentPolicyOutput } from "./payment-policy.schemas";

const outputOf = (parkId: string, policy: PaymentPolicy): PaymentPolicyOutput => ({
  parkId,
  kind: policy.kind,
  deposit: policy.kind === "DEPOSIT" ? policy.deposit : null,
  balanceDueDays: policy.balanceDueDays,
  summary: paymentPolicySummary(policy),
});

/** `admin.paymentPolicies.get`: the park's payment policy (decision 0050). */
export async function getPaymentPolicy(db: Db, parkId: string): Promise<PaymentPolicyOutput> {
  const [park] = await db.select({ policy: parks.paymentPolicy }).from(parks).where(eq(parks.id, parkId));
  if (!park) throw new AppError("NOT_FOUND", "This park does not exist.");
  return outputOf(parkId, park.policy);
}

/**
 * `admin.paymentPolicies.upsert`: the park's new payment policy, audited; it applies to stays booked from now on
 * (a booked stay keeps the balance date it was booked with).
 */
export async function upsertPaymentPolicy(
  db: Db,
  input: PaymentPolicyInput,
  actor: Actor,
  now: Date,
): Promise<PaymentPolicyOutput> {
  const policy: PaymentPolicy =
    input.kind === "FULL"
      ? { kind: "FULL", balanceDueDays: input.balanceDueDays }
      : { kind: "DEPOSIT", deposit: input.deposit, balanceDueDays: input.balanceDueDays };
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ policy: parks.paymentPolicy })
      .from(parks)
      .where(eq(parks.id, input.parkId))
      .for("update");
    if (!before) throw new AppError("NOT_FOUND", "This park does not exist.");
    if (JSON.stringify(before.policy) !== JSON.stringify(policy)) {
      await tx.update(parks).set({ paymentPolicy: policy, updatedAt: now }).where(eq(parks.id, input.parkId));
      await recordAudit(tx, {
        actor,
        at: now,
        action: "park.paymentPolicy.update",
        entity: "park",
        entityId: input.parkId,
        parkId: input.parkId,
        before: { paymentPolicy: before.policy },
        after: { paymentPolicy: policy },
      });
    }
    return outputOf(input.parkId, policy);
  });
}
