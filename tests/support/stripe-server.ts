import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A small Stripe-compatible HTTP server for the integration tests (issue 32: no network here). The official
 * `stripe` SDK talks to it through `STRIPE_API_BASE`, so what is tested is the real SDK's requests: form-encoded
 * bodies, `Idempotency-Key` headers, expansions, card errors as HTTP 402. It keeps customers, PaymentIntents,
 * charges and refunds in memory, records every request, and signs webhook events with the SDK's own test-header
 * helper. Rewards on Stripe Billing has its part too: prices found by lookup key, subscriptions created
 * `default_incomplete` whose first invoice is paid when the browser confirms its PaymentIntent, renewals a test
 * makes happen (`renewSubscription`). Test payment methods are Stripe's own: `pm_card_visa` succeeds, `pm_card_chargeDeclined` is declined,
 * `pm_card_chargeCustomerFail` succeeds while the guest is there and is declined off-session.
 */

type Params = Record<string, unknown>;
export type RecordedRequest = { method: string; path: string; params: Params; idempotencyKey: string | null };

type Intent = {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  customer: string | null;
  description: string | null;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  setup_future_usage: string | null;
  payment_method: string | null;
  latest_charge: string | null;
  last_payment_error: Params | null;
};
type Charge = {
  id: string;
  object: "charge";
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  payment_intent: string;
  payment_method_details: { card: { brand: string; last4: string } };
};
type Refund = {
  id: string;
  object: "refund";
  amount: number;
  status: string;
  payment_intent: string;
  charge: string;
  metadata: Record<string, string>;
  failure_reason: string | null;
};

type Price = {
  id: string;
  object: "price";
  active: boolean;
  currency: string;
  unit_amount: number;
  recurring: { interval: string };
  lookup_key: string | null;
  product: string;
};
type Invoice = {
  id: string;
  object: "invoice";
  status: "open" | "paid";
  customer: string;
  amount_due: number;
  amount_paid: number;
  billing_reason: string;
  parent: { type: "subscription_details"; subscription_details: { subscription: string } };
  confirmation_secret: { type: "payment_intent"; client_secret: string };
};
type Subscription = {
  id: string;
  object: "subscription";
  customer: string;
  status: string;
  start_date: number;
  cancel_at_period_end: boolean;
  cancellation_details: Params;
  metadata: Record<string, string>;
  default_payment_method: string | null;
  latest_invoice: string;
  items: {
    object: "list";
    data: {
      id: string;
      object: "subscription_item";
      price: Price;
      current_period_start: number;
      current_period_end: number;
    }[];
  };
};

const YEAR_SECONDS = 365 * 24 * 60 * 60;

const CARDS: Record<string, { last4: string; declines: "always" | "off_session" | "never" }> = {
  pm_card_visa: { last4: "4242", declines: "never" },
  pm_card_chargeDeclined: { last4: "0002", declines: "always" },
  pm_card_chargeCustomerFail: { last4: "0341", declines: "off_session" },
};

/** `a[b][0]=x` → `{ a: { b: ["x"] } }`, as Stripe reads the SDK's form encoding. */
export function parseStripeForm(text: string): Params {
  const root: Params = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> = root;
    for (const [index, part] of parts.entries()) {
      if (index === parts.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Record<string, unknown>;
      }
    }
  }
  const arrays = (value: unknown): unknown => {
    if (!value || typeof value !== "object") return value;
    const entries = Object.entries(value).map(([key, inner]) => [key, arrays(inner)] as const);
    return entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key))
      ? entries.map(([, inner]) => inner)
      : Object.fromEntries(entries);
  };
  return arrays(root) as Params;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: Params,
  ) {
    super(String(body.message));
  }
}

export type FakeStripe = Awaited<ReturnType<typeof startStripeServer>>;

/**
 * What Stripe.js may do with a publishable key (`key` in the form body, as the browser sends it): confirm an
 * intent whose client secret it holds. Everything else needs the secret key.
 */
function browserMayCall(
  method: string,
  path: string,
  params: Record<string, unknown>,
  intents: Map<string, Intent>,
) {
  const confirm = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path);
  return (
    method === "POST" &&
    confirm !== null &&
    String(params.key ?? "").startsWith("pk_test_") &&
    intents.get(confirm[1]!)?.client_secret === params.client_secret
  );
}

export async function startStripeServer(options: { webhookSecret?: string; port?: number } = {}) {
  const webhookSecret = options.webhookSecret ?? "whsec_lantern_test";
  const requests: RecordedRequest[] = [];
  const customers = new Map<string, { id: string; object: "customer"; email: string }>();
  const intents = new Map<string, Intent>();
  const charges = new Map<string, Charge>();
  const refunds = new Map<string, Refund>();
  const prices = new Map<string, Price>();
  const subscriptions = new Map<string, Subscription>();
  const invoices = new Map<string, Invoice>();
  /** The invoice each invoice's PaymentIntent pays. */
  const invoiceOfIntent = new Map<string, string>();
  const replies = new Map<string, { status: number; body: unknown }>();
  /** The status the next refunds are created with (Stripe answers `pending` for some cards). */
  let refundStatus = "succeeded";
  /** Intents whose next confirmation stays `processing` (the bank confirms later) until `settle`. */
  const slowBank = new Set<string>();

  const list = (data: unknown[], url: string) => ({ object: "list", data, has_more: false, url });

  function confirm(intent: Intent, paymentMethod: string, offSession: boolean): Intent {
    const card = CARDS[paymentMethod];
    if (!card)
      throw new StripeFailure(400, {
        type: "invalid_request_error",
        code: "resource_missing",
        message: `No such PaymentMethod: '${paymentMethod}'`,
      });
    intent.payment_method = paymentMethod;
    if (card.declines === "always" || (card.declines === "off_session" && offSession)) {
      intent.status = "requires_payment_method";
      intent.last_payment_error = {
        type: "card_error",
        code: "card_declined",
        decline_code: "generic_decline",
        message: "Your card was declined.",
      };
      throw new StripeFailure(402, { ...intent.last_payment_error, payment_intent: intent });
    }
    if (slowBank.delete(intent.id)) {
      intent.status = "processing";
      return intent;
    }
    return takeMoney(intent, card.last4);
  }

  /** The money is taken: a charge, and the intent succeeded (its invoice paid, if it has one). */
  function takeMoney(intent: Intent, last4: string): Intent {
    const charge: Charge = {
      id: newId("ch"),
      object: "charge",
      amount: intent.amount,
      amount_refunded: 0,
      refunded: false,
      payment_intent: intent.id,
      payment_method_details: { card: { brand: "visa", last4 } },
    };
    charges.set(charge.id, charge);
    intent.status = "succeeded";
    intent.latest_charge = charge.id;
    intent.last_payment_error = null;
    const invoice = invoices.get(invoiceOfIntent.get(intent.id) ?? "");
    if (invoice) {
      // Stripe pays the invoice its intent was for, and the subscription starts (or renews).
      invoice.status = "paid";
      invoice.amount_paid = invoice.amount_due;
      const subscription = subscriptions.get(invoice.parent.subscription_details.subscription)!;
      subscription.status = "active";
      subscription.default_payment_method = intent.payment_method;
    }
    return intent;
  }

  function createIntent(params: Params): Intent {
    const id = newId("pi");
    const intent: Intent = {
      id,
      object: "payment_intent",
      amount: Number(params.amount),
      currency: String(params.currency),
      customer: (params.customer as string) ?? null,
      description: (params.description as string) ?? null,
      status: "requires_payment_method",
      client_secret: `${id}_secret_${randomBytes(8).toString("hex")}`,
      metadata: (params.metadata as Record<string, string>) ?? {},
      setup_future_usage: (params.setup_future_usage as string) ?? null,
      payment_method: null,
      latest_charge: null,
      last_payment_error: null,
    };
    intents.set(id, intent);
    return intent;
  }

  /** An invoice of the subscription for a year, its PaymentIntent waiting to be paid. */
  function createInvoice(subscription: Subscription, billingReason: string): Invoice {
    const price = subscription.items.data[0]!.price;
    const intent = createIntent({
      amount: price.unit_amount,
      currency: price.currency,
      customer: subscription.customer,
      setup_future_usage: "off_session",
    });
    const invoice: Invoice = {
      id: newId("in"),
      object: "invoice",
      status: "open",
      customer: subscription.customer,
      amount_due: price.unit_amount,
      amount_paid: 0,
      billing_reason: billingReason,
      parent: { type: "subscription_details", subscription_details: { subscription: subscription.id } },
      confirmation_secret: { type: "payment_intent", client_secret: intent.client_secret },
    };
    invoices.set(invoice.id, invoice);
    invoiceOfIntent.set(intent.id, invoice.id);
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  function subscriptionOf(id: string): Subscription {
    const subscription = subscriptions.get(id);
    if (!subscription)
      throw new StripeFailure(404, {
        type: "invalid_request_error",
        code: "resource_missing",
        message: `No such subscription: '${id}'`,
      });
    return subscription;
  }

  function expandedSubscription(subscription: Subscription, params: Params) {
    const expand = (params.expand as string[] | undefined) ?? [];
    return expand.some((path) => path.startsWith("latest_invoice"))
      ? { ...subscription, latest_invoice: invoices.get(subscription.latest_invoice) }
      : subscription;
  }

  function billingRoute(method: string, path: string, params: Params): unknown {
    if (method === "GET" && path === "/v1/prices") {
      const keys = (params.lookup_keys as string[] | undefined) ?? [];
      return list(
        [...prices.values()].filter(
          (price) =>
            (keys.length === 0 || keys.includes(price.lookup_key ?? "")) &&
            (params.active === undefined || String(price.active) === params.active),
        ),
        path,
      );
    }
    if (method === "POST" && path === "/v1/prices") {
      const lookupKey = (params.lookup_key as string | undefined) ?? null;
      if (lookupKey && params.transfer_lookup_key === "true") {
        for (const price of prices.values()) if (price.lookup_key === lookupKey) price.lookup_key = null;
      }
      const recurring = params.recurring as Record<string, string>;
      const price: Price = {
        id: newId("price"),
        object: "price",
        active: true,
        currency: String(params.currency),
        unit_amount: Number(params.unit_amount),
        recurring: { interval: recurring.interval! },
        lookup_key: lookupKey,
        product: newId("prod"),
      };
      prices.set(price.id, price);
      return price;
    }
    if (method === "POST" && path === "/v1/subscriptions") {
      const items = params.items as { price: string }[];
      const price = prices.get(items[0]!.price);
      if (!price)
        throw new StripeFailure(400, {
          type: "invalid_request_error",
          code: "resource_missing",
          message: `No such price: '${items[0]!.price}'`,
        });
      const start = Math.floor(Date.now() / 1000);
      const subscription: Subscription = {
        id: newId("sub"),
        object: "subscription",
        customer: String(params.customer),
        status: "incomplete",
        start_date: start,
        cancel_at_period_end: false,
        cancellation_details: { comment: null, feedback: null, reason: null },
        metadata: (params.metadata as Record<string, string>) ?? {},
        default_payment_method: null,
        latest_invoice: "",
        items: {
          object: "list",
          data: [
            {
              id: newId("si"),
              object: "subscription_item",
              price,
              current_period_start: start,
              current_period_end: start + YEAR_SECONDS,
            },
          ],
        },
      };
      subscriptions.set(subscription.id, subscription);
      createInvoice(subscription, "subscription_create");
      return expandedSubscription(subscription, params);
    }
    const [, subscriptionId] = path.match(/^\/v1\/subscriptions\/(\w+)$/) ?? [];
    if (!subscriptionId) return undefined;
    const subscription = subscriptionOf(subscriptionId);
    if (method === "POST") {
      if (params.cancel_at_period_end !== undefined) {
        subscription.cancel_at_period_end = params.cancel_at_period_end === "true";
      }
      if (params.cancellation_details) {
        subscription.cancellation_details = params.cancellation_details as Params;
      }
    }
    if (method === "DELETE") {
      subscription.status = "canceled";
      if (params.cancellation_details) {
        subscription.cancellation_details = params.cancellation_details as Params;
      }
    }
    return expandedSubscription(subscription, params);
  }

  function expanded(intent: Intent, params: Params) {
    const expand = (params.expand as string[] | undefined) ?? [];
    return expand.includes("latest_charge") && intent.latest_charge
      ? { ...intent, latest_charge: charges.get(intent.latest_charge) }
      : intent;
  }

  function intentOf(id: string): Intent {
    const intent = intents.get(id);
    if (!intent)
      throw new StripeFailure(404, {
        type: "invalid_request_error",
        code: "resource_missing",
        message: `No such payment_intent: '${id}'`,
      });
    return intent;
  }

  function route(method: string, path: string, params: Params): unknown {
    const [, intentId, action = ""] = path.match(/^\/v1\/payment_intents\/(\w+)(?:\/(\w+))?$/) ?? [];
    if (method === "POST" && path === "/v1/customers") {
      const customer = { id: newId("cus"), object: "customer" as const, email: String(params.email) };
      customers.set(customer.id, customer);
      return customer;
    }
    if (method === "GET" && path === "/v1/customers") {
      return list(
        [...customers.values()]
          .filter((customer) => customer.email === params.email)
          .slice(0, Number(params.limit ?? 10)),
        path,
      );
    }
    if (method === "POST" && path === "/v1/payment_intents") {
      const intent = createIntent(params);
      if (params.confirm === "true")
        confirm(intent, String(params.payment_method), params.off_session === "true");
      return expanded(intent, params);
    }
    if (intentId && action === "" && method === "GET") {
      return expanded(intentOf(intentId), params);
    }
    if (intentId && action === "confirm" && method === "POST") {
      return confirm(intentOf(intentId), String(params.payment_method), false);
    }
    if (intentId && action === "cancel" && method === "POST") {
      const intent = intentOf(intentId);
      intent.status = "canceled";
      return intent;
    }
    if (method === "POST" && path === "/v1/refunds") {
      const intent = intentOf(String(params.payment_intent));
      const charge = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
      if (!charge)
        throw new StripeFailure(400, {
          type: "invalid_request_error",
          code: "charge_not_refundable",
          message: "This PaymentIntent has no successful charge to refund.",
        });
      const amount =
        params.amount === undefined ? charge.amount - charge.amount_refunded : Number(params.amount);
      if (amount > charge.amount - charge.amount_refunded) {
        throw new StripeFailure(400, {
          type: "invalid_request_error",
          code: "amount_too_large",
          message: "Refund amount is greater than the charge's unrefunded amount.",
        });
      }
      return createRefund(charge, amount, (params.metadata as Record<string, string>) ?? {});
    }
    if (method === "GET" && path === "/v1/refunds") {
      return list(
        [...refunds.values()].filter((refund) => refund.payment_intent === params.payment_intent),
        path,
      );
    }
    const billing = billingRoute(method, path, params);
    if (billing !== undefined) return billing;
    throw new StripeFailure(404, {
      type: "invalid_request_error",
      message: `Unrecognized request URL (${method}: ${path})`,
    });
  }

  function createRefund(charge: Charge, amount: number, metadata: Record<string, string>): Refund {
    const refund: Refund = {
      id: newId("re"),
      object: "refund",
      amount,
      status: refundStatus,
      payment_intent: charge.payment_intent,
      charge: charge.id,
      metadata,
      failure_reason: null,
    };
    refunds.set(refund.id, refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded >= charge.amount;
    return refund;
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const params = parseStripeForm(
        req.method === "GET" || req.method === "DELETE"
          ? url.search.slice(1)
          : Buffer.concat(chunks).toString(),
      );
      const idempotencyKey = (req.headers["idempotency-key"] as string | undefined) ?? null;
      requests.push({ method: req.method ?? "GET", path: url.pathname, params, idempotencyKey });
      const replyKey = idempotencyKey && `${req.method} ${url.pathname} ${idempotencyKey}`;
      let reply = replyKey ? replies.get(replyKey) : undefined;
      if (!reply) {
        if (
          !String(req.headers.authorization ?? "").startsWith("Bearer sk_test_") &&
          !browserMayCall(req.method ?? "GET", url.pathname, params, intents)
        ) {
          reply = {
            status: 401,
            body: { error: { type: "invalid_request_error", message: "Invalid API Key provided" } },
          };
        } else {
          try {
            reply = { status: 200, body: route(req.method ?? "GET", url.pathname, params) };
          } catch (error) {
            if (!(error instanceof StripeFailure)) throw error;
            reply = { status: error.status, body: { error: error.body } };
          }
        }
        // Stripe answers a retried key with the first answer (a 2xx or a card error), never running it twice.
        if (replyKey && reply.status !== 401) replies.set(replyKey, JSON.parse(JSON.stringify(reply)));
      }
      res.writeHead(reply.status, { "content-type": "application/json", "request-id": newId("req") });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sdk = new Stripe("sk_test_lantern", {
    host: "127.0.0.1",
    port: (server.address() as AddressInfo).port,
    protocol: "http",
  });

  return {
    url,
    secretKey: "sk_test_lantern",
    publishableKey: "pk_test_lantern",
    webhookSecret,
    requests,
    intents,
    charges,
    refunds,
    /** What the browser's Payment Element does with the client secret: confirm the intent with a card. */
    confirmInBrowser: (intentId: string, paymentMethod = "pm_card_visa") =>
      sdk.paymentIntents.confirm(intentId, { payment_method: paymentMethod }).catch((error: unknown) => {
        if (error instanceof Stripe.errors.StripeCardError) return null;
        throw error;
      }),
    /** The bank takes its time with this intent: its confirmation answers `processing`, until `settle`. */
    confirmSlowly: (intentId: string) => {
      slowBank.add(intentId);
    },
    /** The bank confirms a `processing` intent: it succeeds (Stripe then sends `payment_intent.succeeded`). */
    settle: (intentId: string) =>
      takeMoney(intentOf(intentId), CARDS[intentOf(intentId).payment_method!]!.last4),
    subscriptions,
    invoices,
    /** The browser pays a subscription's open invoice (its Payment Element confirms the invoice's intent). */
    payInvoiceInBrowser: (invoiceId: string, paymentMethod = "pm_card_visa") => {
      const secret = invoices.get(invoiceId)!.confirmation_secret.client_secret;
      return sdk.paymentIntents
        .confirm(secret.split("_secret_")[0]!, { payment_method: paymentMethod })
        .catch((error: unknown) => {
          if (error instanceof Stripe.errors.StripeCardError) return null;
          throw error;
        });
    },
    /**
     * A year ends at Stripe: a renewal invoice is charged to the saved card, and the subscription moves to its next
     * year (paid) or is past due (declined). Answers the invoice, for the `invoice.*` event a test sends.
     */
    renewSubscription: (subscriptionId: string, outcome: "paid" | "declined") => {
      const subscription = subscriptionOf(subscriptionId);
      const invoice = createInvoice(subscription, "subscription_cycle");
      if (outcome === "paid") {
        const item = subscription.items.data[0]!;
        item.current_period_start = item.current_period_end;
        item.current_period_end += YEAR_SECONDS;
        invoice.status = "paid";
        invoice.amount_paid = invoice.amount_due;
        subscription.status = "active";
      } else {
        subscription.status = "past_due";
      }
      return invoice;
    },
    /** Stripe ends a subscription itself (the end of a cancelled year, or retries given up). */
    endSubscription: (subscriptionId: string, status: "canceled" | "unpaid" = "canceled") => {
      const subscription = subscriptionOf(subscriptionId);
      subscription.status = status;
      return subscription;
    },
    /** The status the next refunds are created with. */
    refundsStartAs: (status: "succeeded" | "pending") => {
      refundStatus = status;
    },
    /** A refund made in Stripe's dashboard, outside Lantern. */
    refundInDashboard: (intentId: string, amount: number) => {
      const intent = intentOf(intentId);
      return createRefund(charges.get(intent.latest_charge!)!, amount, {});
    },
    /** A refund settles or fails later (Stripe then sends `refund.updated`). */
    setRefundStatus: (refundId: string, status: "succeeded" | "failed") => {
      const refund = refunds.get(refundId)!;
      refund.status = status;
      if (status === "failed") {
        refund.failure_reason = "expired_or_canceled_card";
        const charge = charges.get(refund.charge)!;
        charge.amount_refunded -= refund.amount;
        charge.refunded = false;
      }
      return refund;
    },
    /** A webhook delivery as Stripe signs it: the raw body and its `Stripe-Signature` header. */
    event: (
      type: string,
      object: unknown,
      options: { id?: string; timestamp?: number; secret?: string } = {},
    ) => {
      const body = JSON.stringify({
        id: options.id ?? newId("evt"),
        object: "event",
        api_version: Stripe.API_VERSION,
        created: options.timestamp ?? Math.floor(Date.now() / 1000),
        type,
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      });
      const signature = sdk.webhooks.generateTestHeaderString({
        payload: body,
        secret: options.secret ?? webhookSecret,
        timestamp: options.timestamp,
      });
      return { body, signature };
    },
    /** The SDK as Lantern's webhook route holds it (its signature check). */
    sdk,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
