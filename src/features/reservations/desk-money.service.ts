import "server-only";
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { canonical } from "@/lib/canonical";
import { formatUsd } from "@/lib/money";
import { type Actor, recordAudit } from "@/server/audit";
import type { Db } from "@/server/db/client";
import { reservationChanges, reservations } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import type { PaymentGateway } from "@/server/payments/payment-gateway";
import { type Folio, postFolioCharge, readFolio, staffFolioActor } from "./folio.service";
import { recordOrderPayment } from "./order-payment.service";
import { CASH_GATEWAY, CHECK_GATEWAY, refundOrderPayments } from "./refund-payments.service";

/** The gateway name of a check taken at the desk: recorded, never sent to a gateway. */

export type DeskCharge = {
  reservationId: string;
  idempotencyKey: string;
  amount: number;
  method: "SAVED_CARD" | "CARD" | "CASH" | "CHECK" | "PAY_LINK";
  tendered?: number;
  checkNumber?: string;
  reason?: string;
};

export type DeskLine = {
  reservationId: string;
  kind: "CHARGE" | "ADJUSTMENT";
  description: string;
  amount: number;
  quantity?: number;
  reason: string;
};

export type DeskRefund = { reservationId: string; idempotencyKey: string; amount: number; reason: string };

/**
 * One desk operation per idempotency key (a retried click): the stay is locked, a key already used for the same
 * request answers the folio as it is, for another request `CONFLICT`; `write` runs once and is audited.
 */
async function onceAtTheDesk(
  db: Db,
  operation: { reservationId: string; key: string; request: unknown; now: Date },
  write: (tx: Db, stay: { orderId: string; parkId: string; status: string }, folio: Folio) => Promise<void>,
): Promise<Folio> {
  const requestHash = createHash("sha256")
    .update(JSON.stringify(canonical(operation.request)))
    .digest("hex");
  return db.transaction(async (tx) => {
    const [stay] = await tx
      .select({ orderId: reservations.orderId, parkId: reservations.parkId, status: reservations.status })
      .from(reservations)
      .where(eq(reservations.id, operation.reservationId))
      .for("update");
    if (!stay) throw new AppError("NOT_FOUND", "This reservation does not exist.");
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${operation.key}, 7))`);
    const [earlier] = await tx
      .select({ requestHash: reservationChanges.requestHash })
      .from(reservationChanges)
      .where(eq(reservationChanges.idempotencyKey, operation.key));
    if (earlier) {
      if (earlier.requestHash !== requestHash) {
        throw new AppError("CONFLICT", "This was already done with other figures. Reload the reservation.");
      }
      return readFolio(tx, operation.reservationId);
    }
    await write(tx, stay, await readFolio(tx, operation.reservationId));
    const folio = await readFolio(tx, operation.reservationId);
    await tx.insert(reservationChanges).values({
      reservationId: operation.reservationId,
      idempotencyKey: operation.key,
      requestHash,
      result: { paid: folio.paidCents, balance: folio.balanceCents },
      createdAt: operation.now,
    });
    return folio;
  });
}

/**
 * `admin.folios.charge`: money taken at the desk onto one stay's folio — cash (what was tendered and the change
 * given back) or a check (its number). At most what the stay owes. A card (saved or through the gateway's form)
 * and a pay link need the gateway's payment intents, which come with Stripe (issue 32): refused for now.
 */
export async function chargeAtTheDesk(db: Db, input: DeskCharge, actor: Actor, now: Date): Promise<Folio> {
  if (input.method !== "CASH" && input.method !== "CHECK") {
    throw new AppError(
      "PRECONDITION_FAILED",
      "Card payments at the desk come with the card gateway: take cash or a check for now.",
      { field: "method" },
    );
  }
  if (input.method === "CASH" && (input.tendered ?? 0) < input.amount) {
    throw new AppError(
      "INVALID_INPUT",
      `Enter what the guest handed over: at least ${formatUsd(input.amount)}.`,
      {
        field: "tendered",
      },
    );
  }
  if (input.method === "CHECK" && !input.checkNumber?.trim()) {
    throw new AppError("INVALID_INPUT", "Enter the check's number.", { field: "checkNumber" });
  }
  return onceAtTheDesk(
    db,
    { reservationId: input.reservationId, key: `desk-charge:${input.idempotencyKey}`, request: input, now },
    async (tx, stay, folio) => {
      if (stay.status !== "confirmed") throw new AppError("PRECONDITION_FAILED", "This stay is cancelled.");
      if (input.amount > folio.balanceCents) {
        throw new AppError(
          "INVALID_INPUT",
          folio.balanceCents <= 0
            ? "This stay owes nothing."
            : `This stay owes ${formatUsd(folio.balanceCents)}: take at most that.`,
          { field: "amount" },
        );
      }
      const cash = input.method === "CASH";
      await recordOrderPayment(tx, {
        orderId: stay.orderId,
        amountCents: input.amount,
        idempotencyKey: `desk-charge:${input.idempotencyKey}`,
        method: cash ? "cash" : "check",
        gateway: cash ? CASH_GATEWAY : CHECK_GATEWAY,
        shares: [{ reservationId: input.reservationId, amountCents: input.amount }],
        tenderedCents: cash ? input.tendered! : null,
        changeCents: cash ? input.tendered! - input.amount : null,
        checkNumber: cash ? null : input.checkNumber!.trim(),
        actor: staffFolioActor(actor),
        reason: input.reason ?? null,
        now,
      });
      await recordAudit(tx, {
        actor,
        at: now,
        action: "reservation.folio.charge",
        entity: "reservation",
        entityId: input.reservationId,
        parkId: stay.parkId,
        before: { balanceCents: folio.balanceCents },
        after: {
          balanceCents: folio.balanceCents - input.amount,
          method: cash ? "cash" : "check",
          amountCents: input.amount,
        },
        reason: input.reason ?? null,
      });
    },
  );
}

/**
 * `admin.folios.addLine`: a store item or a service charged to the stay, or an adjustment (a correction either
 * way), always with its reason. Keyed by its own content and time: a double click within the same instant posts once.
 */
export async function addDeskLine(db: Db, input: DeskLine, actor: Actor, now: Date): Promise<Folio> {
  if (input.kind === "CHARGE" && input.amount <= 0) {
    throw new AppError("INVALID_INPUT", "A charge is more than $0.00; a credit is an adjustment.", {
      field: "amount",
    });
  }
  if (input.amount === 0) throw new AppError("INVALID_INPUT", "Enter an amount.", { field: "amount" });
  return db.transaction(async (tx) => {
    const [stay] = await tx
      .select({ id: reservations.id, parkId: reservations.parkId })
      .from(reservations)
      .where(eq(reservations.id, input.reservationId))
      .for("update");
    if (!stay) throw new AppError("NOT_FOUND", "This reservation does not exist.");
    const quantity = input.quantity ?? 1;
    await postFolioCharge(tx, {
      reservationId: input.reservationId,
      kind: input.kind === "CHARGE" ? "charge" : "adjustment",
      item: input.kind === "CHARGE" ? "store" : "adjustment",
      description: quantity > 1 ? `${input.description} × ${quantity}` : input.description,
      amountCents: input.amount,
      actor: staffFolioActor(actor),
      reason: input.reason,
      now,
    });
    await recordAudit(tx, {
      actor,
      at: now,
      action: input.kind === "CHARGE" ? "reservation.folio.charge" : "reservation.folio.adjust",
      entity: "reservation",
      entityId: input.reservationId,
      parkId: stay.parkId,
      after: { description: input.description, amountCents: input.amount, quantity },
      reason: input.reason,
    });
    return readFolio(tx, input.reservationId);
  });
}

/**
 * `admin.folios.refund`: money back to the guest from one stay, up to what it paid, newest payment first (cards
 * through the gateway, cash handed back); the reason is kept on each line.
 */
export async function refundAtTheDesk(
  db: Db,
  gateway: PaymentGateway,
  input: DeskRefund,
  actor: Actor,
  now: Date,
): Promise<Folio> {
  return onceAtTheDesk(
    db,
    { reservationId: input.reservationId, key: `desk-refund:${input.idempotencyKey}`, request: input, now },
    async (tx, stay, folio) => {
      if (input.amount > folio.paidCents) {
        throw new AppError(
          "INVALID_INPUT",
          folio.paidCents <= 0
            ? "Nothing was paid on this stay."
            : `This stay paid ${formatUsd(folio.paidCents)}: refund at most that.`,
          { field: "amount" },
        );
      }
      await refundOrderPayments(tx, gateway, {
        orderId: stay.orderId,
        reservationId: input.reservationId,
        amountCents: input.amount,
        idempotencyKey: `desk-refund:${input.idempotencyKey}`,
        actor: staffFolioActor(actor),
        reason: input.reason,
        now,
      });
      await recordAudit(tx, {
        actor,
        at: now,
        action: "reservation.folio.refund",
        entity: "reservation",
        entityId: input.reservationId,
        parkId: stay.parkId,
        before: { paidCents: folio.paidCents },
        after: { paidCents: folio.paidCents - input.amount },
        reason: input.reason,
      });
    },
  );
}
