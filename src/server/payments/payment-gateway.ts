import type { PaymentInput } from "@/lib/payments/payment.schemas";

/**
 * The boundary to whoever moves the money. Checkout and membership talk only to this interface, so a real
 * gateway (Stripe) replaces the built-in test gateway without touching them. Every call carries an idempotency
 * key: the same key twice is one operation at the gateway.
 */
export type PaymentGateway = {
  readonly name: string;
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  capture(request: { reference: string; amountCents: number; idempotencyKey: string }): Promise<void>;
  void(request: { reference: string; idempotencyKey: string }): Promise<void>;
  refund(request: {
    reference: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ reference: string }>;
  /** Charges (authorizes and captures) a card saved at an earlier authorization: yearly renewals. */
  chargeSavedMethod(request: {
    paymentMethod: string;
    amountCents: number;
    idempotencyKey: string;
    description: string;
  }): Promise<AuthorizeResult>;
};

export type AuthorizeRequest = {
  amountCents: number;
  currency: "USD";
  idempotencyKey: string;
  description: string;
  payment: PaymentInput;
};

export type AuthorizeResult =
  | {
      ok: true;
      reference: string;
      cardLast4: string | null;
      /** A token for charging the same card later (renewals), when the gateway saves cards. */
      paymentMethod: string | null;
    }
  | { ok: false; declineCode: string; reason: string };
