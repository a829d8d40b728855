import { createHash } from "node:crypto";
import { TEST_CARDS } from "@/lib/payments/payment.schemas";
import type {
  AuthorizeRequest,
  AuthorizeResult,
  GatewayRefund,
  IntentRequest,
  PaymentGateway,
} from "./payment-gateway";

type Operation = {
  kind: "intent" | "authorize" | "capture" | "void" | "refund" | "charge";
  reference: string;
  amountCents: number;
  key?: string;
};

const DECLINES: Record<string, { declineCode: string; reason: string }> = {
  [TEST_CARDS.declined]: {
    declineCode: "card_declined",
    reason: "Your card was declined. Try another card.",
  },
  [TEST_CARDS.insufficientFunds]: {
    declineCode: "insufficient_funds",
    reason: "Your card has insufficient funds. Try another card.",
  },
};

/** What the saved `declinesLater` card answers off-session, as Stripe's 0341 card does. */
const LATER_DECLINE = { declineCode: "card_declined", reason: "Your card was declined." };

/** Luhn checksum: catches a mistyped card number before the gateway is asked. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const referenceFor = (prefix: string, idempotencyKey: string) =>
  `${prefix}_${createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 24)}`;

/**
 * The built-in gateway for demos and tests (api.md): 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is
 * declined, 4000 0000 0000 9995 fails for insufficient funds, 4000 0000 0000 0341 pays but its saved card is
 * declined off-session (a balance, a renewal); any other number is refused as unknown. It moves
 * no money. References derive from the idempotency key, so a retried call is the same operation; `operations`
 * records each distinct operation, which is what a real gateway's dashboard would show.
 */
export class TestPaymentGateway implements PaymentGateway {
  readonly name = "test";
  readonly operations: Operation[] = [];
  private readonly seen = new Map<string, AuthorizeResult>();

  constructor(private readonly clock: () => Date = () => new Date()) {}

  /**
   * The test gateway's step one: an intent id and secret derived from the key. The card fields still come with
   * `placeOrder` (api.md), where `authorize` checks them; the intent only records what is about to be paid.
   */
  async createIntent(request: IntentRequest): Promise<{ id: string; clientSecret: string }> {
    const id = referenceFor("test_pi", request.idempotencyKey);
    if (!this.seen.has(`intent:${request.idempotencyKey}`)) {
      this.seen.set(`intent:${request.idempotencyKey}`, {
        ok: true,
        reference: id,
        cardLast4: null,
        paymentMethod: null,
      });
      this.operations.push({ kind: "intent", reference: id, amountCents: request.amountCents });
    }
    return { id, clientSecret: `${id}_secret_${referenceFor("s", id).slice(2, 18)}` };
  }

  async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
    const previous = this.seen.get(request.idempotencyKey);
    if (previous) return previous;
    const result = this.decide(request);
    this.seen.set(request.idempotencyKey, result);
    if (result.ok) {
      this.operations.push({
        kind: "authorize",
        reference: result.reference,
        amountCents: request.amountCents,
      });
    }
    return result;
  }

  /**
   * Saved cards are tokens `test_pm_<last four digits>`: one of the declining test cards' tokens declines as that
   * card does, so a renewal can be made to fail by saving such a token.
   */
  async chargeSavedMethod(request: {
    paymentMethod: string;
    amountCents: number;
    idempotencyKey: string;
    description: string;
  }): Promise<AuthorizeResult> {
    const previous = this.seen.get(request.idempotencyKey);
    if (previous) return previous;
    const last4 = request.paymentMethod.replace(/^test_pm_/, "");
    const card = Object.values(TEST_CARDS).find((number) => number.endsWith(last4));
    const result: AuthorizeResult = !card
      ? {
          ok: false,
          declineCode: "unknown_payment_method",
          reason: "This saved card is no longer available.",
        }
      : (DECLINES[card] && { ok: false, ...DECLINES[card] }) ||
        (card === TEST_CARDS.declinesLater && { ok: false, ...LATER_DECLINE }) || {
          ok: true,
          reference: referenceFor("test_charge", request.idempotencyKey),
          cardLast4: last4,
          paymentMethod: request.paymentMethod,
        };
    this.seen.set(request.idempotencyKey, result);
    if (result.ok) {
      this.operations.push({ kind: "charge", reference: result.reference, amountCents: request.amountCents });
    }
    return result;
  }

  async capture(request: { reference: string; amountCents: number; idempotencyKey: string }) {
    this.record("capture", request.reference, request.amountCents, request.idempotencyKey);
  }

  async void(request: { reference: string; idempotencyKey: string }) {
    this.record("void", request.reference, 0, request.idempotencyKey);
  }

  /** The test gateway takes no money in the browser: its cards are authorized by the server, so nothing to give back. */
  async giveBack(): Promise<void> {}

  async refund(request: { reference: string; amountCents: number; idempotencyKey: string }) {
    this.record("refund", request.reference, request.amountCents, request.idempotencyKey);
    return { reference: referenceFor("test_refund", request.idempotencyKey), status: "succeeded" as const };
  }

  /** The refunds this gateway made of a payment (the test gateway settles each at once). */
  async listRefunds(reference: string): Promise<GatewayRefund[]> {
    return [...this.seen.entries()]
      .filter(([key, result]) => key.startsWith("refund:") && result.ok && result.reference === reference)
      .map(([key]) => {
        const idempotencyKey = key.slice("refund:".length);
        const operation = this.operations.find(
          (op) => op.kind === "refund" && op.reference === reference && op.key === idempotencyKey,
        );
        return {
          reference: referenceFor("test_refund", idempotencyKey),
          amountCents: operation?.amountCents ?? 0,
          status: "succeeded" as const,
          ours: true,
        };
      });
  }

  private record(kind: Operation["kind"], reference: string, amountCents: number, idempotencyKey: string) {
    if (this.seen.has(`${kind}:${idempotencyKey}`)) return;
    this.seen.set(`${kind}:${idempotencyKey}`, { ok: true, reference, cardLast4: null, paymentMethod: null });
    this.operations.push({ kind, reference, amountCents, key: idempotencyKey });
  }

  private decide(request: AuthorizeRequest): AuthorizeResult {
    const { payment } = request;
    if (payment.gateway !== "test") {
      return { ok: false, declineCode: "unsupported", reason: "This payment method is not available here." };
    }
    const now = this.clock();
    const monthsNow = now.getUTCFullYear() * 12 + now.getUTCMonth();
    if (payment.expYear * 12 + (payment.expMonth - 1) < monthsNow) {
      return { ok: false, declineCode: "expired_card", reason: "Your card has expired." };
    }
    if (!passesLuhn(payment.cardNumber)) {
      return { ok: false, declineCode: "incorrect_number", reason: "Your card number is incorrect." };
    }
    const decline = DECLINES[payment.cardNumber];
    if (decline) return { ok: false, ...decline };
    if (payment.cardNumber !== TEST_CARDS.success && payment.cardNumber !== TEST_CARDS.declinesLater) {
      return {
        ok: false,
        declineCode: "unknown_test_card",
        reason: "Use the test card 4242 4242 4242 4242: this site takes no real cards yet.",
      };
    }
    return {
      ok: true,
      reference: referenceFor("test_auth", request.idempotencyKey),
      cardLast4: payment.cardNumber.slice(-4),
      paymentMethod: `test_pm_${payment.cardNumber.slice(-4)}`,
    };
  }
}
