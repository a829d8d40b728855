import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/server/db/client";
import { orders } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import type { PaymentGateway } from "@/server/payments/payment-gateway";
import { changeStay } from "./change-stay.service";
import { assertPriceAsShown, changeIntentFor, hashChangeRequest } from "./guest-stay-change.service";
import { ZStayChangeRequest } from "./orders.schemas";
import type { StayChangeRequest } from "./stay-change";
import { quoteStayChange } from "./stay-change-quote.service";
import type { ChangeContext } from "./stay-change-write.service";

/** What `startChangePayment` gives the browser: the intent its card form confirms, or nothing to pay. */
export type StartedChangePayment = {
  gateway: "test" | "stripe";
  paymentIntentId: string | null;
  clientSecret: string | null;
  amount: number;
};

type GuestChange = {
  invoiceUuid: string;
  userId: string | null;
  idempotencyKey: string;
  expectedPriceDifference?: number;
};

/**
 * `booking.orders.startChangePayment` (decision 0055): step one of a guest's change that costs more, as checkout's
 * `startPayment`. The intent is for the difference priced now (the one the guest was shown, or `CONFLICT`), made
 * once per change, key and amount. Its metadata carries the change itself, so `payment_intent.succeeded` makes the
 * change if the browser never comes back (`changeOfPaidIntent`).
 */
export async function startChangePayment(
  db: Db,
  gateway: PaymentGateway,
  request: StayChangeRequest,
  actor: GuestChange,
  now: Date,
): Promise<StartedChangePayment> {
  const quote = await quoteStayChange(
    db,
    request,
    { audience: "guest", invoiceUuid: actor.invoiceUuid },
    now,
  );
  if (!quote.changed) {
    throw new AppError(
      "PRECONDITION_FAILED",
      "That is the stay you have: change the dates, party or site first.",
    );
  }
  assertPriceAsShown(quote, actor.expectedPriceDifference);
  const gatewayName = gateway.name === "stripe" ? "stripe" : "test";
  if (quote.chargeCents === 0) {
    return { gateway: gatewayName, paymentIntentId: null, clientSecret: null, amount: 0 };
  }
  const [order] = await db
    .select({ guest: orders.guest })
    .from(orders)
    .where(eq(orders.id, quote.was.orderId));
  const hash = hashChangeRequest(request, { audience: "guest", ...actor });
  const { dates, campsiteId, guests } = request;
  const intent = await gateway.createIntent({
    amountCents: quote.chargeCents,
    idempotencyKey: `change-intent:${actor.idempotencyKey}:${hash.slice(0, 16)}:${quote.chargeCents}`,
    description: `Lantern change of reservation ${quote.was.id}`,
    customerEmail: order!.guest.email,
    saveCard: false,
    metadata: {
      ...changeIntentFor(quote.was.id),
      invoiceUuid: actor.invoiceUuid,
      userId: actor.userId ?? "",
      idempotencyKey: actor.idempotencyKey,
      expectedPriceDifference: String(quote.differenceCents),
      change: JSON.stringify({ dates, campsiteId, guests }),
    },
  });
  return {
    gateway: gatewayName,
    paymentIntentId: intent.id,
    clientSecret: intent.clientSecret,
    amount: quote.chargeCents,
  };
}

const ZChangeOfIntent = z.object({
  reservationId: z.uuid(),
  invoiceUuid: z.string().min(1),
  userId: z.string(),
  idempotencyKey: z.string().min(8),
  expectedPriceDifference: z.coerce.number().int(),
  change: z.string().transform((text, context) => {
    const parsed = ZStayChangeRequest.pick({ dates: true, campsiteId: true, guests: true }).safeParse(
      JSON.parse(text),
    );
    if (!parsed.success) {
      context.addIssue({ code: "custom", message: "not a change" });
      return z.NEVER;
    }
    return parsed.data;
  }),
});

/**
 * A change's intent succeeded (`payment_intent.succeeded`): the change is made with it, under the key the browser
 * uses too — so the browser's return and the webhook are one change, whichever comes first. A change refused now
 * (the site was booked meanwhile) gives the money back (`changeAsGuest`).
 */
export async function changeOfPaidIntent(
  db: Db,
  gateway: PaymentGateway,
  intent: { id: string; metadata: Record<string, string> },
  context: ChangeContext,
): Promise<"settled" | "ignored"> {
  const read = ZChangeOfIntent.safeParse(intent.metadata);
  if (!read.success) return "ignored";
  const { reservationId, invoiceUuid, userId, idempotencyKey, expectedPriceDifference, change } = read.data;
  await changeStay(
    db,
    gateway,
    { reservationId, ...change },
    {
      audience: "guest",
      invoiceUuid,
      userId: userId || null,
      idempotencyKey,
      expectedPriceDifference,
      payment: { gateway: "stripe", paymentIntentId: intent.id },
    },
    context,
  );
  return "settled";
}
