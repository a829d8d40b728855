import { and, asc, eq, inArray, lt, lte, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { mailOutbox } from "@/server/db/schema";
import { processMetrics } from "@/server/metrics";
import type { MailTransport } from "./transport";

/** How long a claimed row is reserved for the process delivering it; after that another may retry it. */
const LEASE_MS = 5 * 60_000;
export const MAX_ATTEMPTS = 8;

/** Exponential back-off: 1, 2, 4 … minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;
}

/**
 * Delivers due outbox rows. Rows are claimed by moving their next attempt past a lease (SKIP LOCKED), so several
 * processes never send one mail twice at once; a crash mid-delivery retries after the lease (at-least-once).
 */
export async function dispatchOutbox(
  db: Db,
  transport: MailTransport,
  options: { now: Date; from: string; batchSize?: number },
): Promise<{ sent: number; failed: number }> {
  const { now, from } = options;
  const leaseUntil = new Date(now.getTime() + LEASE_MS);
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, "pending"),
          lte(mailOutbox.nextAttemptAt, now),
          lt(mailOutbox.attempts, MAX_ATTEMPTS),
        ),
      )
      .orderBy(asc(mailOutbox.createdAt))
      .limit(options.batchSize ?? 20)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ nextAttemptAt: leaseUntil, attempts: sql`${mailOutbox.attempts} + 1` })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });

  // A row whose lease ran out may have been claimed by another process: only the holder of the lease finishes it.
  const stillLeased = (id: string) =>
    and(eq(mailOutbox.id, id), eq(mailOutbox.status, "pending"), eq(mailOutbox.nextAttemptAt, leaseUntil));
  let sent = 0;
  let failed = 0;
  for (const mail of claimed) {
    try {
      await transport.deliver(mail, from);
      await db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: now, lastError: null })
        .where(stillLeased(mail.id));
      sent += 1;
      processMetrics().recordMailDelivered();
    } catch (error) {
      failed += 1;
      processMetrics().recordMailDeliveryFailed();
      const gaveUp = mail.attempts >= MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set({
          status: gaveUp ? "failed" : "pending",
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(mail.attempts)),
          lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
        })
        .where(stillLeased(mail.id));
    }
  }
  return { sent, failed };
}
