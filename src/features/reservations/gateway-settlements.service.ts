import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { folioLines, payments } from "@/server/db/schema";
import type { GatewayRefund, PaymentGateway } from "@/server/payments/payment-gateway";
import { type FolioActor, postFolioRefund } from "./folio.service";

/** Lines the gateway's webhooks write name it, not a person. */
const GATEWAY_ACTOR: FolioActor = { kind: "job", name: "Stripe" };

type LineStatus = "pending" | "succeeded" | "failed";

/** A payment of an order by its gateway reference, locked: webhooks about one payment settle one at a time. */
async function lockedPayment(tx: Db, reference: string) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.gatewayReference, reference), sql`${payments.orderId} is not null`))
    .for("update");
  return payment ?? null;
}

/** What each stay kept of a payment (its payment lines less its refund lines), the newest stay first. */
async function sharesOf(tx: Db, paymentId: string) {
  const rows = await tx
    .select({
      reservationId: folioLines.reservationId,
      kept: sql<number>`sum(case when ${folioLines.kind} = 'payment' then ${folioLines.amountCents} else -${folioLines.amountCents} end)::int`,
      last: sql<number>`max(${folioLines.position})`,
    })
    .from(folioLines)
    .where(and(eq(folioLines.paymentId, paymentId), sql`${folioLines.status} <> 'failed'`))
    .groupBy(folioLines.reservationId)
    .orderBy(desc(sql`max(${folioLines.position})`));
  return rows.map((row) => ({ reservationId: row.reservationId, kept: Number(row.kept) }));
}

/** Money handed back outside Lantern's own calls (a refund in the gateway's dashboard, a dispute), newest stay first. */
async function postGatewayRefund(
  tx: Db,
  payment: { id: string },
  refund: { reference: string; amountCents: number; status: LineStatus; description: string; reason: string },
  now: Date,
): Promise<void> {
  let left = refund.amountCents;
  const shares = await sharesOf(tx, payment.id);
  for (const [index, share] of shares.entries()) {
    const part = index === shares.length - 1 ? left : Math.min(left, Math.max(0, share.kept));
    if (part <= 0) continue;
    await postFolioRefund(tx, {
      reservationId: share.reservationId,
      amountCents: part,
      method: "card",
      paymentId: payment.id,
      gatewayReference: refund.reference,
      status: refund.status,
      description: refund.description,
      reason: refund.reason,
      actor: GATEWAY_ACTOR,
      now,
    });
    left -= part;
    if (left === 0) break;
  }
}

/**
 * The payment's refunded total follows what its refund lines say (a failed refund gives the money back). Dispute
 * lines (Stripe's `du_…`) are not refunds: the card network holds that money until the dispute closes.
 */
async function syncRefundedTotal(tx: Db, paymentId: string, now: Date): Promise<void> {
  await tx
    .update(payments)
    .set({
      refundedCents: sql`least(${payments.amountCents}, (select coalesce(sum(f.amount_cents), 0) from folio_lines f
        where f.payment_id = ${paymentId} and f.kind = 'refund' and f.status <> 'failed'
          and coalesce(f.gateway_reference, '') not like 'du\_%'))::int`,
      updatedAt: now,
    })
    .where(eq(payments.id, paymentId));
  await tx
    .update(payments)
    .set({
      status: sql`(case when ${payments.refundedCents} = 0 then 'captured'
        when ${payments.refundedCents} >= ${payments.amountCents} then 'refunded'
        else 'partially_refunded' end)::payment_status`,
    })
    .where(
      and(
        eq(payments.id, paymentId),
        sql`${payments.status} in ('captured', 'partially_refunded', 'refunded')`,
      ),
    );
}

/** Lines of one gateway refund or dispute move to the gateway's word on it, where the ledger allows. */
async function settleLines(tx: Db, reference: string, status: LineStatus): Promise<void> {
  if (status === "pending") return;
  await tx
    .update(folioLines)
    .set({ status })
    .where(
      and(
        eq(folioLines.gatewayReference, reference),
        status === "failed"
          ? sql`(${folioLines.status} = 'pending' or (${folioLines.status} = 'succeeded' and ${folioLines.kind} = 'refund'))`
          : eq(folioLines.status, "pending"),
      ),
    );
}

export type SettlementOutcome = "settled" | "not_ours" | "retry";

/**
 * `charge.refunded` and `refund.updated` (decision 0053): the folio is brought to the gateway's list of a
 * payment's refunds, so the events may come in any order, twice, or for refunds made in the gateway's dashboard.
 * A refund of Lantern's own whose line is not written yet (its transaction has not committed) answers `retry`:
 * the webhook fails and the gateway delivers it again.
 */
export async function reconcileGatewayRefunds(
  db: Db,
  gateway: PaymentGateway,
  paymentReference: string,
  now: Date,
): Promise<SettlementOutcome> {
  const refunds = await gateway.listRefunds(paymentReference);
  return db.transaction(async (tx) => {
    const payment = await lockedPayment(tx, paymentReference);
    if (!payment) return "not_ours";
    const written = new Set(
      (
        await tx
          .selectDistinct({ reference: folioLines.gatewayReference })
          .from(folioLines)
          .where(and(eq(folioLines.paymentId, payment.id), eq(folioLines.kind, "refund")))
      ).map((row) => row.reference),
    );
    let outcome: SettlementOutcome = "settled";
    for (const refund of refunds) {
      if (written.has(refund.reference)) {
        await settleLines(tx, refund.reference, refund.status);
      } else if (refund.ours) {
        outcome = "retry";
      } else if (refund.status !== "failed") {
        await postGatewayRefund(tx, payment, { ...refund, ...dashboardWords(refund) }, now);
      }
    }
    await syncRefundedTotal(tx, payment.id, now);
    return outcome;
  });
}

const dashboardWords = (_refund: GatewayRefund) => ({
  description: "Refund to card (made in Stripe)",
  reason: "Refunded in the Stripe dashboard",
});

/**
 * `charge.dispute.created` / `.closed` (domain.md: a dispute flags the folio for staff): the disputed money is a
 * pending "Card dispute" line on the stays the payment paid, so their balance shows it owed again; a dispute the
 * park wins fails the line (the money came back), one it loses succeeds it. Safe in any order and twice.
 */
export async function recordGatewayDispute(
  db: Db,
  dispute: {
    paymentReference: string;
    reference: string;
    amountCents: number;
    reason: string;
    status: "open" | "won" | "lost";
  },
  now: Date,
): Promise<SettlementOutcome> {
  return db.transaction(async (tx) => {
    const payment = await lockedPayment(tx, dispute.paymentReference);
    if (!payment) return "not_ours";
    const status: LineStatus =
      dispute.status === "won" ? "failed" : dispute.status === "lost" ? "succeeded" : "pending";
    const [line] = await tx
      .select({ id: folioLines.id })
      .from(folioLines)
      .where(eq(folioLines.gatewayReference, dispute.reference))
      .limit(1);
    if (line) {
      await settleLines(tx, dispute.reference, status);
      return "settled";
    }
    await postGatewayRefund(
      tx,
      payment,
      {
        reference: dispute.reference,
        amountCents: dispute.amountCents,
        status,
        description: "Card dispute",
        reason: `The card holder disputed this payment (${dispute.reason.replaceAll("_", " ")})`,
      },
      now,
    );
    return "settled";
  });
}
