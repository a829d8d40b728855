import "server-only";
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { canonical } from "@/lib/canonical";
import { formatUsd } from "@/lib/money";
import { type Actor, recordAudit } from "@/server/audit";
import type { Db } from "@/server/db/client";
import { orders, reservationChanges, reservations } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { enqueueMail } from "@/server/mail/outbox";
import type { PaymentGateway } from "@/server/payments/payment-gateway";
import { type Folio, postFolioCharge, readFolio, savedCardOf, staffFolioActor } from "./folio.service";
import { getOrderConfirmation } from "./order-confirmation.service";
import { renderPayNowMail } from "./order-mail";
import { recordOrderPayment } from "./order-payment.service";
import { createPayLink, payLinkUrl } from "./pay-links.service";
import { CASH_GATEWAY, CHECK_GATEWAY, refundOrderPayments } from "./refund-payments.service";

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

const METHOD_WORDS = { CASH: "cash", CHECK: "check", SAVED_CARD: "saved_card" } as const;

/**
 * `admin.folios.charge`: money taken at the desk onto one stay's folio, at most what it owes — cash (what was
 * tendered and the change given back), a check (its number), or the card saved with the deposit (charged through
 * the gateway; a decline changes nothing and says why). `PAY_LINK` e-mails the guest a link to pay the balance
 * themselves (the folio changes when they pay). A card typed at the desk needs the gateway's own card form in the
 * console, which is not built yet: refused (decision 0054).
 */
export async function chargeAtTheDesk(
  db: Db,
  gateway: PaymentGateway,
  input: DeskCharge,
  actor: Actor,
  context: { now: Date; appUrl: string },
): Promise<Folio> {
  const { now } = context;
  if (input.method === "CARD") {
    throw new AppError(
      "PRECONDITION_FAILED",
      "A new card is taken by the guest through a pay link (or charge the saved card, cash or a check).",
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
  const key = `desk-charge:${input.idempotencyKey}`;
  return onceAtTheDesk(
    db,
    { reservationId: input.reservationId, key, request: input, now },
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
      if (input.method === "PAY_LINK") {
        await sendPayLink(
          tx,
          { ...input, orderId: stay.orderId, balanceCents: folio.balanceCents },
          actor,
          context,
        );
      } else if (input.method === "SAVED_CARD") {
        await chargeSavedCard(tx, gateway, { ...input, orderId: stay.orderId, key }, actor, now);
      } else {
        const cash = input.method === "CASH";
        await recordOrderPayment(tx, {
          orderId: stay.orderId,
          amountCents: input.amount,
          idempotencyKey: key,
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
      }
      const sent = input.method === "PAY_LINK";
      await recordAudit(tx, {
        actor,
        at: now,
        action: sent ? "reservation.folio.payLink" : "reservation.folio.charge",
        entity: "reservation",
        entityId: input.reservationId,
        parkId: stay.parkId,
        before: { balanceCents: folio.balanceCents },
        after: {
          balanceCents: sent ? folio.balanceCents : folio.balanceCents - input.amount,
          method: sent ? "pay_link" : METHOD_WORDS[input.method as keyof typeof METHOD_WORDS],
          amountCents: input.amount,
        },
        reason: input.reason ?? null,
      });
    },
  );
}

/** The saved card charged through the gateway; a decline is the desk's to see at once, and nothing is written. */
async function chargeSavedCard(
  tx: Db,
  gateway: PaymentGateway,
  charge: DeskCharge & { orderId: string; key: string },
  actor: Actor,
  now: Date,
): Promise<void> {
  const card = await savedCardOf(tx, charge.orderId);
  if (!card) {
    throw new AppError("PRECONDITION_FAILED", "No card is saved for this booking.", { field: "method" });
  }
  const charged = await gateway.chargeSavedMethod({
    paymentMethod: card.reference,
    amountCents: charge.amount,
    idempotencyKey: charge.key,
    description: `Lantern desk payment of reservation ${charge.reservationId}`,
  });
  if (!charged.ok) {
    throw new AppError("INVALID_INPUT", `The saved card was declined: ${charged.reason}`, {
      field: "method",
    });
  }
  await recordOrderPayment(tx, {
    orderId: charge.orderId,
    amountCents: charge.amount,
    idempotencyKey: charge.key,
    method: "saved_card",
    gateway: gateway.name,
    reference: charged.reference,
    cardLast4: charged.cardLast4 ?? card.last4,
    paymentMethodReference: card.reference,
    captured: true,
    shares: [{ reservationId: charge.reservationId, amountCents: charge.amount }],
    actor: staffFolioActor(actor),
    reason: charge.reason ?? null,
    now,
  });
}

/** A pay link for the whole balance, e-mailed to the guest through the outbox. */
async function sendPayLink(
  tx: Db,
  link: DeskCharge & { orderId: string; balanceCents: number },
  actor: Actor,
  context: { now: Date; appUrl: string },
): Promise<void> {
  if (link.amount !== link.balanceCents) {
    throw new AppError(
      "INVALID_INPUT",
      `A pay link asks for the whole balance: ${formatUsd(link.balanceCents)}.`,
      { field: "amount" },
    );
  }
  const [stay] = await tx
    .select({ departure: reservations.departure, invoiceUuid: orders.invoiceUuid })
    .from(reservations)
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .where(eq(reservations.id, link.reservationId));
  const token = await createPayLink(tx, {
    reservationId: link.reservationId,
    departure: stay!.departure,
    sentBy: actor.userId ?? "staff",
    now: context.now,
  });
  const order = await getOrderConfirmation(tx, stay!.invoiceUuid, context.now);
  await enqueueMail(
    tx,
    await renderPayNowMail(
      order,
      link.reservationId,
      {
        balanceCents: link.balanceCents,
        payLinkUrl: payLinkUrl(context.appUrl, token),
        why: { kind: "sent" },
      },
      { appUrl: context.appUrl },
    ),
    context.now,
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
