import "server-only";
import { recordAudit } from "@/server/audit";
import type { Db } from "@/server/db/client";
import type { PaymentGateway } from "@/server/payments/payment-gateway";
import { staffFolioActor } from "./folio.service";
import { assertPriceAsShown, changeAsGuest, type GuestActor } from "./guest-stay-change.service";
import { refundOrderPayments } from "./refund-payments.service";
import {
  type ChangeActor,
  type GuestSettlement,
  type StaffSettlement,
  type StayChangeRequest,
  type StayChangeResult,
  stayInWords,
} from "./stay-change";
import { quoteStayChange } from "./stay-change-quote.service";
import {
  assertUnchangedSince,
  type ChangeContext,
  policyOf,
  stayAfter,
  stayBefore,
  writeChangedStay,
} from "./stay-change-write.service";
import { mailStayChange, staffRepriceSettlement } from "./stay-price.service";

type StaffActor = Extract<ChangeActor, { audience: "staff" }>;
type Context = ChangeContext;

/**
 * The park's change (`admin.reservations.modify`) in one transaction: exactly the quoted change (`CONFLICT` when
 * its difference moved since, or the site is taken), the price by the policy's pricing — a lower price refunds what was paid beyond what the order now
 * costs, a higher one is owed at the park — the audit entry is written, and the guest told when `notifyGuest`.
 */
async function changeAsStaff(
  db: Db,
  gateway: PaymentGateway,
  request: StayChangeRequest,
  actor: StaffActor,
  context: Context,
): Promise<StayChangeResult<StaffSettlement>> {
  const { now } = context;
  const quote = await quoteStayChange(db, request, policyOf(actor), now);
  assertPriceAsShown(quote, actor.expectedDifferenceCents);
  if (!quote.changed) {
    return {
      changed: false,
      differenceCents: 0,
      settlement: { kind: "kept" },
      chargedCents: 0,
      refundedCents: 0,
      keptCents: 0,
    };
  }
  const { was } = quote;
  return db.transaction(async (tx) => {
    await assertUnchangedSince(tx, quote, actor);
    const folio = {
      actor: staffFolioActor(actor.actor),
      reason: actor.reason ?? "Stay changed by the park",
      now,
    };
    await writeChangedStay(tx, quote, folio);
    const settlement: StaffSettlement = quote.repriced
      ? await staffRepriceSettlement(tx, was, quote.differenceCents)
      : { kind: "kept" };
    // Refunded before the e-mail is written, so the confirmation it carries shows the money back.
    if (settlement.kind === "refunded") {
      await refundOrderPayments(tx, gateway, {
        orderId: was.orderId,
        amountCents: settlement.cents,
        idempotencyKey: `change:${was.id}:${was.updatedAt.getTime()}`,
        reservationId: was.id,
        ...folio,
      });
    }
    await recordAudit(tx, {
      actor: actor.actor,
      at: now,
      action: "reservation.modify",
      entity: "reservation",
      entityId: was.id,
      parkId: was.parkId,
      before: stayBefore(quote),
      after: {
        ...stayAfter(quote),
        pricing: actor.pricing,
        settlement,
        notifiedGuest: actor.notifyGuest,
        overriddenRules: quote.overridden.map((rule) => rule.id),
      },
      reason: [actor.reason, actor.overrideRules?.reason].filter(Boolean).join(" · ") || null,
    });
    if (actor.notifyGuest) {
      await mailStayChange(
        tx,
        {
          invoiceUuid: quote.invoiceUuid,
          reservationId: was.id,
          was: stayInWords(was, quote.wasSiteName),
          price: settlement,
          by: "park",
        },
        context,
      );
    }
    return {
      changed: true,
      differenceCents: quote.differenceCents,
      settlement,
      chargedCents: 0,
      refundedCents: settlement.kind === "refunded" ? settlement.cents : 0,
      keptCents: 0,
    };
  });
}

/**
 * The one way a booked stay changes site, dates or party (decision 0043), for a guest or for the park's staff:
 * `quoteStayChange` works out what the change does under the actor's policy, and this writes exactly that — the
 * claim through the engine, the price, the reservation, the money, the audit entry and the e-mail — in one
 * transaction.
 */
export function changeStay(
  db: Db,
  gateway: PaymentGateway,
  request: StayChangeRequest,
  actor: StaffActor,
  context: Context,
): Promise<StayChangeResult<StaffSettlement>>;
export function changeStay(
  db: Db,
  gateway: PaymentGateway,
  request: StayChangeRequest,
  actor: GuestActor,
  context: Context,
): Promise<StayChangeResult<GuestSettlement>>;
export function changeStay(
  db: Db,
  gateway: PaymentGateway,
  request: StayChangeRequest,
  actor: ChangeActor,
  context: Context,
): Promise<StayChangeResult> {
  return actor.audience === "guest"
    ? changeAsGuest(db, gateway, request, actor, context)
    : changeAsStaff(db, gateway, request, actor, context);
}
