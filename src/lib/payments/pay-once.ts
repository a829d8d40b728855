import type { PaymentInput } from "./payment.schemas";

/** What a gateway's payment step started: Stripe's intent, the test gateway's stand-in, or nothing due now. */
export type StartedPayment = {
  gateway: "test" | "stripe";
  paymentIntentId: string | null;
  clientSecret: string | null;
  amount: number;
};

export type PaidOrRefused = { payment: PaymentInput; error: null } | { payment: null; error: string };

/** The three steps of paying, as a form in the browser takes them (tRPC, and the gateway's own form). */
export type PaymentSteps<Done> = {
  start: () => Promise<StartedPayment>;
  /**
   * The gateway's form pays what was started: Stripe.js confirms the intent with the card in the Payment Element
   * (decision 0053), the test gateway's fields give their card. A refusal is the words to show.
   */
  pay: (started: StartedPayment) => Promise<PaidOrRefused>;
  /** The server books (checkout) or records (a pay link) the payment. */
  finish: (payment: PaymentInput) => Promise<Done>;
};

/**
 * One submission of a payment form: its idempotency key, the body it was made for, whether it may be retried with
 * the same key, and a payment the gateway already took.
 */
export type PaymentAttempt = {
  key: string;
  body: string;
  outcomeUnknown: boolean;
  paid: PaymentInput | null;
};

/**
 * The attempt for submitting `body`: the last one again while it may be retried — the same body, and an outcome
 * not known to be final (a lost answer, a card refused in the gateway's own form, a payment the bank is still
 * confirming) — so a payment the gateway took is only finished, never made twice; else a new one under `freshKey`.
 */
export function nextAttempt(
  previous: PaymentAttempt | null,
  body: string,
  freshKey: () => string,
): PaymentAttempt {
  return previous?.outcomeUnknown && previous.body === body
    ? { ...previous, outcomeUnknown: false }
    : { key: freshKey(), body, outcomeUnknown: false, paid: null };
}

/**
 * Pays once, the same two steps on every gateway (domain.md "Money"): the server starts a payment for what is
 * due from its own figures, the gateway's form pays it, and the server finishes with that payment. A card the
 * gateway refuses leaves the same intent to pay again (`outcomeUnknown` keeps the key); once paid, a retry goes
 * straight to finishing, so nothing is paid twice.
 */
export async function payOnce<Done>(
  attempt: PaymentAttempt,
  steps: PaymentSteps<Done>,
): Promise<{ done: Done; refused: null } | { done: null; refused: string }> {
  let payment = attempt.paid;
  if (payment === null) {
    const paid = await steps.pay(await steps.start());
    if (paid.error !== null) {
      attempt.outcomeUnknown = true;
      return { done: null, refused: paid.error };
    }
    payment = paid.payment;
    attempt.paid = payment;
  }
  return { done: await steps.finish(payment), refused: null };
}

/** Stripe's form: the intent confirmed with the card, or no payment at all when nothing is due now. */
export async function payWithStripe(
  started: StartedPayment,
  confirm: (
    clientSecret: string,
  ) => Promise<{ paymentIntentId: string; error: null } | { paymentIntentId: null; error: string }>,
): Promise<PaidOrRefused> {
  if (started.paymentIntentId === null || started.clientSecret === null) {
    return { payment: { gateway: "stripe", paymentIntentId: null }, error: null };
  }
  const confirmed = await confirm(started.clientSecret);
  return confirmed.error === null
    ? { payment: { gateway: "stripe", paymentIntentId: confirmed.paymentIntentId }, error: null }
    : { payment: null, error: confirmed.error };
}

/** The test gateway's form: its card, checked in the browser, is the payment. */
export const payWithCard = (payment: PaymentInput) => async (): Promise<PaidOrRefused> => ({
  payment,
  error: null,
});
