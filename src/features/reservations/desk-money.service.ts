import "server-only";
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { canonical } from "@/lib/canonical";
import { formatUsd } from "@/lib/money";
import type { PaymentInput, StartedPaymentOutput } from "@/lib/payments/payment.schemas";
import { TEAM_ROLES } from "@/lib/team-roles";
import { type Actor, recordAudit } from "@/server/audit";
import type { Db } from "@/server/db/client";
import { orders, payments, reservationChanges, reservations } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { enqueueMail } from "@/server/mail/outbox";
import type { PaymentGateway } from "@/server/payments/payment-gateway";
import { type Folio, postFolioCharge, readFolio, savedCardOf, staffFolioActor } from "./folio.service";
import { getOrderConfirmation } from "./order-confirmation.service";
import { renderPayNowMail } from "./order-mail";
import { recordOrderPayment, recordSavedCardPayment } from "./order-payment.service";
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
  /** `CARD`: the card as the gateway's own form took it (Stripe's intent the console confirmed, or a test card). */
  payment?: PaymentInput;
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

/** Money is taken at the desk only for a confirmed stay, and at most what it owes. */
function assertPayable(status: string, amountCents: number, balanceCents: number): void {
  if (status !== "confirmed") throw new AppError("PRECONDITION_FAILED", "This stay is cancelled.");
  if (amountCents > balanceCents) {
    throw new AppError(
      "INVALID_INPUT",
      balanceCents <= 0
        ? "This stay owes nothing."
        : `This stay owes ${formatUsd(balanceCents)}: take at most that.`,
      { field: "amount" },
    );
  }
}

const METHOD_WORDS = { CASH: "cash", CHECK: "check", SAVED_CARD: "saved_card", CARD: "card" } as const;

/** What a desk card payment's intent is made for: this stay's folio, nothing else. */
const deskIntentFor = (reservationId: string) => ({ purpose: "desk", reservationId });

/**
 * `admin.folios.charge`: money taken at the desk onto one stay's folio, at most what it owes — cash (what was
 * tendered and the change given back), a check (its number), or the card saved with the deposit (charged through
 * the gateway; a decline changes nothing and says why). `PAY_LINK` e-mails the guest a link to pay the balance
 * themselves (the folio changes when they pay). `CARD` is a card the guest hands over, taken in the gateway's own
 * form in the console (Stripe's Payment Element for the intent `startDeskCardPayment` made; the test gateway's
 * fields): authorized for exactly this stay and amount, and given back if it cannot be written (decision 0055).
 */
export async function chargeAtTheDesk(
  db: Db,
  gateway: PaymentGateway,
  input: DeskCharge,
  actor: Actor,
  context: { now: Date; appUrl: string },
): Promise<Folio> {
  if (input.method === "CARD" && !input.payment) {
    throw new AppError("INVALID_INPUT", "Take the card in the card form first.", { field: "payment" });
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
  try {
    return await chargeOnce(db, gateway, input, actor, context, key);
  } catch (error) {
    if (input.method === "CARD") await giveBackDeskCard(db, gateway, input);
    throw error;
  }
}

async function chargeOnce(
  db: Db,
  gateway: PaymentGateway,
  input: DeskCharge,
  actor: Actor,
  context: { now: Date; appUrl: string },
  key: string,
): Promise<Folio> {
  const { now } = context;
  return onceAtTheDesk(
    db,
    { reservationId: input.reservationId, key, request: input, now },
    async (tx, stay, folio) => {
      assertPayable(stay.status, input.amount, folio.balanceCents);
      if (input.method === "PAY_LINK") {
        await sendPayLink(
          tx,
          { ...input, orderId: stay.orderId, balanceCents: folio.balanceCents },
          actor,
          context,
        );
      } else if (input.method === "SAVED_CARD") {
        await chargeSavedCard(tx, gateway, { ...input, orderId: stay.orderId, key }, actor, now);
      } else if (input.method === "CARD") {
        await chargeCard(tx, gateway, { ...input, orderId: stay.orderId, key }, actor, now);
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
  await recordSavedCardPayment(tx, {
    orderId: charge.orderId,
    reservationId: charge.reservationId,
    amountCents: charge.amount,
    idempotencyKey: charge.key,
    gateway: gateway.name,
    charged,
    card,
    actor: staffFolioActor(actor),
    reason: charge.reason ?? null,
    now,
  });
}

/** A card handed over at the desk, taken in the gateway's own form: authorized for this stay and amount, captured. */
async function chargeCard(
  tx: Db,
  gateway: PaymentGateway,
  charge: DeskCharge & { orderId: string; key: string },
  actor: Actor,
  now: Date,
): Promise<void> {
  const paid = await gateway.authorize({
    amountCents: charge.amount,
    currency: "USD",
    idempotencyKey: charge.key,
    description: `Lantern desk payment of reservation ${charge.reservationId}`,
    payment: charge.payment!,
    intentFor: deskIntentFor(charge.reservationId),
  });
  if (!paid.ok) {
    throw new AppError("INVALID_INPUT", `The card was declined: ${paid.reason}`, {
      field: "payment",
      declineCode: paid.declineCode,
    });
  }
  if (!paid.captured) {
    await gateway.capture({
      reference: paid.reference,
      amountCents: charge.amount,
      idempotencyKey: charge.key,
    });
  }
  await recordOrderPayment(tx, {
    orderId: charge.orderId,
    amountCents: charge.amount,
    idempotencyKey: charge.key,
    method: "card",
    gateway: gateway.name,
    reference: paid.reference,
    cardLast4: paid.cardLast4,
    captured: true,
    shares: [{ reservationId: charge.reservationId, amountCents: charge.amount }],
    actor: staffFolioActor(actor),
    reason: charge.reason ?? null,
    now,
  });
}

/**
 * A desk card payment that could not be written (the stay was cancelled meanwhile, the amount is more than it owes
 * now) while Stripe already has the money: the intent made for this stay is given back in full — unless the folio
 * holds it already (a retry of a payment that was recorded).
 */
async function giveBackDeskCard(db: Db, gateway: PaymentGateway, input: DeskCharge) {
  const payment = input.payment;
  if (payment?.gateway !== "stripe" || !payment.paymentIntentId) return;
  const [recorded] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.gatewayReference, payment.paymentIntentId));
  if (recorded) return;
  await gateway.giveBack({
    payment,
    intentFor: deskIntentFor(input.reservationId),
    idempotencyKey: `give-back:desk:${input.idempotencyKey}`,
  });
}

/**
 * `admin.folios.startCardPayment` (decision 0055): step one of a card handed over at the desk, as checkout's
 * `startPayment`: the intent for the amount, at most what the stay owes, made once per key and amount, which the
 * console's card form confirms before `admin.folios.charge` records it.
 */
export async function startDeskCardPayment(
  db: Db,
  gateway: PaymentGateway,
  input: { reservationId: string; idempotencyKey: string; amount: number },
  actor: Actor,
): Promise<StartedPaymentOutput> {
  const [stay] = await db
    .select({ status: reservations.status, guest: orders.guest })
    .from(reservations)
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .where(eq(reservations.id, input.reservationId));
  if (!stay) throw new AppError("NOT_FOUND", "This reservation does not exist.");
  assertPayable(stay.status, input.amount, (await readFolio(db, input.reservationId)).balanceCents);
  const intent = await gateway.createIntent({
    amountCents: input.amount,
    idempotencyKey: `desk-intent:${input.idempotencyKey}:${input.amount}`,
    description: `Lantern desk payment of reservation ${input.reservationId}`,
    customerEmail: stay.guest.email,
    saveCard: false,
    // What `payment_intent.succeeded` records if the console never comes back (`deskPaymentOfIntent`).
    metadata: {
      ...deskIntentFor(input.reservationId),
      idempotencyKey: input.idempotencyKey,
      amount: String(input.amount),
      staffUserId: actor.userId ?? "",
      staffRole: actor.role,
    },
  });
  return {
    gateway: gateway.name === "stripe" ? "stripe" : "test",
    paymentIntentId: intent.id,
    clientSecret: intent.clientSecret,
    amount: input.amount,
  };
}

const ZDeskIntent = z.object({
  reservationId: z.uuid(),
  idempotencyKey: z.string().min(8),
  amount: z.coerce.number().int().positive(),
  staffUserId: z.string(),
  staffRole: z.enum(TEAM_ROLES),
});

/**
 * A desk card payment's intent succeeded (`payment_intent.succeeded`): it is on the folio once, whether the console
 * recorded it first or never came back — the same request under the same key as the console's `charge`.
 */
export async function deskPaymentOfIntent(
  db: Db,
  gateway: PaymentGateway,
  intent: { id: string; metadata: Record<string, string> },
  context: { now: Date; appUrl: string },
): Promise<"settled" | "ignored"> {
  const read = ZDeskIntent.safeParse(intent.metadata);
  if (!read.success) return "ignored";
  const { reservationId, idempotencyKey, amount, staffUserId, staffRole } = read.data;
  await chargeAtTheDesk(
    db,
    gateway,
    {
      reservationId,
      idempotencyKey,
      amount,
      method: "CARD",
      payment: { gateway: "stripe", paymentIntentId: intent.id },
    },
    { userId: staffUserId || null, role: staffRole },
    context,
  );
  return "settled";
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
